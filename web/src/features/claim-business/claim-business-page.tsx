import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from '../../lib/router';
import { phoneInputMask } from '@shared/business/format';
import { useRequireSignIn } from '../../components/sign-in-gate';
import { Button } from '../../components/ui/button';
import { CheckCircleIcon } from '../../components/ui/icons';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { updateSessionUser } from '../../lib/session';
import { useSession } from '../../lib/session-context';
import { addBusiness } from '../../api/add-business';
import { CityInput } from '../../components/city-input';
import { msg, Trans, useT } from '../../i18n';

/** The add-business preview categories (spec 1 §2 "Simple registration form"). */
const PREVIEW_CATEGORIES = [
  msg('Restaurant & Food'),
  msg('Retail Store'),
  msg('Healthcare'),
  msg('Automotive'),
  msg('Education'),
  msg('Real Estate'),
  msg('Manufacturing'),
  msg('Professional Services'),
] as const;
const BENEFITS = [
  [msg('Be found by nearby customers'), msg('Show up when people in your city search for what you offer.')],
  [msg('Free, forever'), msg('Listing, photos, hours and prices cost nothing.')],
  [msg('Hear from customers'), msg('Answer questions, reply to reviews and chat with people who ask.')],
  [msg('Always up to date'), msg('Change your hours or prices in seconds from your dashboard.')],
] as const;
const OVERLAY_MS = 3000;

interface ClaimBusinessPageProps {
  /** Social sign-in buttons for signed-out visitors (composed by the route). */
  socialSignIn?: ReactNode;
  /** The search among unclaimed listings, below the add form (composed by the route). */
  claimSection?: ReactNode;
}

/** /claim-your-business: the Add Your Business onboarding page. */
export function ClaimBusinessPage({ socialSignIn, claimSection }: ClaimBusinessPageProps) {
  const t = useT();
  const { user, isSignedIn } = useSession();
  const toast = useToast();
  const requireSignIn = useRequireSignIn();
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', cityName: '', email: '', phone: '', street: '', category: 'Professional Services' as (typeof PREVIEW_CATEGORIES)[number] });
  const [sending, setSending] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const overlayRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!submitted) return;
    overlayRef.current?.focus();
    const timer = setTimeout(() => void navigate(paths.dashboard.business.getHref()), OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [submitted, navigate]);

  async function submit() {
    setSending(true);
    try {
      const created = await addBusiness({
        name: form.name,
        cityName: form.cityName,
        contact: { email: form.email || undefined, phone: form.phone || undefined },
        address: { street: form.street || undefined, country: 'India' },
      });
      if (!created._id) return toast.show({ message: t('Failed to create business'), type: 'error' });
      if (user && !user.businessOwner) updateSessionUser({ ...user, businessOwner: true });
      toast.show({ message: t('Business Created Successfully') });
      setSubmitted(true);
    } catch (error) {
      toast.show({ message: errorMessage(error), type: 'error' });
    } finally {
      setSending(false);
    }
  }

  const field = (key: 'name' | 'email' | 'phone' | 'street', label: string, props: Record<string, unknown> = {}) => (
    <div className="field">
      <label className="field__label" htmlFor={`claim-${key}`}>
        {label}
      </label>
      <input
        id={`claim-${key}`}
        className="input"
        value={form[key]}
        onChange={(event) => setForm({ ...form, [key]: key === 'phone' ? phoneInputMask(event.target.value) : event.target.value })}
        {...props}
      />
    </div>
  );

  return (
    <div className="container page claim">
      <section className="claim__intro">
        <h1 className="page__title">{t('Add Your Business')}</h1>
        <p className="claim__lead">{t('Join the businesses across India that customers find on Sbiz every day.')}</p>
        {claimSection ? (
          <p>
            <Trans id="Already listed on Sbiz? <0>Find and claim your listing</0>." components={{ 0: <a href="#claim" /> }} />
          </p>
        ) : null}
        <ul className="claim__benefits">
          {BENEFITS.map(([title, text]) => (
            <li key={title}>
              <CheckCircleIcon size={20} />
              <span>
                <strong>{t(title)}</strong>
                <br />
                {t(text)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section id="add-business" className="card claim__form" aria-labelledby="claim-form-title">
        <h2 id="claim-form-title" className="card__title">
          {t('Tell us about your business')}
        </h2>
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            requireSignIn({ title: t('Log in to add your business'), message: t('Please Login to add your business'), action: () => void submit() });
          }}
        >
          {field('name', t('Business name'))}
          <div className="field">
            <label className="field__label" htmlFor="claim-cityName">
              {t('City')}
            </label>
            <CityInput id="claim-cityName" value={form.cityName} onChange={(cityName) => setForm({ ...form, cityName })} />
          </div>
          {field('email', t('Email'), { type: 'email' })}
          {field('phone', t('Phone'), { type: 'tel', maxLength: 12 })}
          {field('street', t('Street'), { autoComplete: 'street-address' })}
          <div className="field">
            <label className="field__label" htmlFor="claim-category">
              {t('Category')}
            </label>
            <select id="claim-category" className="input" value={form.category} onChange={(event) => setForm({ ...form, category: event.target.value as typeof form.category })}>
              {PREVIEW_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(category)}
                </option>
              ))}
            </select>
          </div>
          <div className="claim__preview" aria-live="polite">
            <p className="field__label">{t('Preview')}</p>
            <p>
              <strong>{form.name || t('Your business name')}</strong>
            </p>
            <p className="team-list__role">
              {t(form.category)} · {form.cityName || t('Your city')}
            </p>
          </div>
          <Button type="submit" size="lg" isLoading={sending} disabled={!form.name.trim() || !form.cityName.trim()}>
            {t('Add my business')}
          </Button>
          {!isSignedIn && socialSignIn}
          {!isSignedIn && (
            <p className="form__switch claim__account">
              <Trans
                id="You need an account to add a business. <0>Log in</0> or <1>sign up</1>, free."
                components={{ 0: <Link to={paths.auth.login.getHref(paths.business.claim.getHref())} />, 1: <Link to={paths.auth.signup.getHref(paths.business.claim.getHref())} /> }}
              />
            </p>
          )}
        </form>
      </section>
      {claimSection}
      {submitted && (
        <div className="overlay" role="alertdialog" aria-modal="true" aria-labelledby="submitted-title">
          <div className="overlay__panel" ref={overlayRef} tabIndex={-1}>
            <CheckCircleIcon size={48} />
            <h2 id="submitted-title">{t('Submission Received!')}</h2>
            <p>{t('Thank you. Your listing will be reviewed, and you can finish setting it up from your dashboard.')}</p>
          </div>
        </div>
      )}
    </div>
  );
}
