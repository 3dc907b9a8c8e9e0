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

/** The add-business preview categories (spec 1 §2 "Simple registration form"). */
const PREVIEW_CATEGORIES = ['Restaurant & Food', 'Retail Store', 'Healthcare', 'Automotive', 'Education', 'Real Estate', 'Manufacturing', 'Professional Services'] as const;
const BENEFITS = [
  ['Be found by nearby customers', 'Show up when people in your city search for what you offer.'],
  ['Free, forever', 'Listing, photos, hours and prices cost nothing.'],
  ['Hear from customers', 'Answer questions, reply to reviews and chat with people who ask.'],
  ['Always up to date', 'Change your hours or prices in seconds from your dashboard.'],
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
      if (!created._id) return toast.show({ message: 'Failed to create business', type: 'error' });
      if (user && !user.businessOwner) updateSessionUser({ ...user, businessOwner: true });
      toast.show({ message: 'Business Created Successfully' });
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
        <h1 className="page__title">Add Your Business</h1>
        <p className="claim__lead">Join the businesses across India that customers find on Sbiz every day.</p>
        {claimSection ? (
          <p>
            Already listed on Sbiz? <a href="#claim">Find and claim your listing</a>.
          </p>
        ) : null}
        <ul className="claim__benefits">
          {BENEFITS.map(([title, text]) => (
            <li key={title}>
              <CheckCircleIcon size={20} />
              <span>
                <strong>{title}</strong>
                <br />
                {text}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section id="add-business" className="card claim__form" aria-labelledby="claim-form-title">
        <h2 id="claim-form-title" className="card__title">
          Tell us about your business
        </h2>
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            requireSignIn({ title: 'Log in to add your business', message: 'Please Login to add your business', action: () => void submit() });
          }}
        >
          {field('name', 'Business name')}
          <div className="field">
            <label className="field__label" htmlFor="claim-cityName">
              City
            </label>
            <CityInput id="claim-cityName" value={form.cityName} onChange={(cityName) => setForm({ ...form, cityName })} />
          </div>
          {field('email', 'Email', { type: 'email' })}
          {field('phone', 'Phone', { type: 'tel', maxLength: 12 })}
          {field('street', 'Street', { autoComplete: 'street-address' })}
          <div className="field">
            <label className="field__label" htmlFor="claim-category">
              Category
            </label>
            <select id="claim-category" className="input" value={form.category} onChange={(event) => setForm({ ...form, category: event.target.value as typeof form.category })}>
              {PREVIEW_CATEGORIES.map((category) => (
                <option key={category}>{category}</option>
              ))}
            </select>
          </div>
          <div className="claim__preview" aria-live="polite">
            <p className="field__label">Preview</p>
            <p>
              <strong>{form.name || 'Your business name'}</strong>
            </p>
            <p className="team-list__role">
              {form.category} · {form.cityName || 'Your city'}
            </p>
          </div>
          <Button type="submit" size="lg" isLoading={sending} disabled={!form.name.trim() || !form.cityName.trim()}>
            Add my business
          </Button>
          {!isSignedIn && socialSignIn}
          {!isSignedIn && (
            <p className="form__switch claim__account">
              You need an account to add a business. <Link to={paths.auth.login.getHref(paths.business.claim.getHref())}>Log in</Link> or{' '}
              <Link to={paths.auth.signup.getHref(paths.business.claim.getHref())}>sign up</Link>, free.
            </p>
          )}
        </form>
      </section>
      {claimSection}
      {submitted && (
        <div className="overlay" role="alertdialog" aria-modal="true" aria-labelledby="submitted-title">
          <div className="overlay__panel" ref={overlayRef} tabIndex={-1}>
            <CheckCircleIcon size={48} />
            <h2 id="submitted-title">Submission Received!</h2>
            <p>Thank you. Your listing will be reviewed, and you can finish setting it up from your dashboard.</p>
          </div>
        </div>
      )}
    </div>
  );
}
