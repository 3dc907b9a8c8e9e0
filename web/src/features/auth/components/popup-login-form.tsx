import { useId, useLayoutEffect, useRef, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../../components/ui/button';
import { EyeIcon, EyeOffIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { Trans, useT } from '../../../i18n';
import { Link } from '../../../lib/router';
import type { LoginFormProps } from './login-form';

export type LoadLoginForm = () => Promise<ComponentType<LoginFormProps>>;

const loadLoginForm: LoadLoginForm = () => import('./login-form').then((module) => module.LoginForm);

/** What the light form hands over to the real one: the typed values, the focused control, the password's visibility and a held submit. */
interface Handover {
  values: { email: string; password: string };
  /** The focused control's place among the form's inputs, buttons and links (both forms have the same), and its selection. */
  focused?: { index: number; start: number | null; end: number | null };
  passwordShown: boolean;
  submit: boolean;
}

const controlsOf = (form: HTMLFormElement) => [...form.querySelectorAll<HTMLElement>('input, button, a')];

function handoverFrom(form: HTMLFormElement, submit: boolean): Handover {
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const active = document.activeElement as HTMLElement | null;
  const index = active ? controlsOf(form).indexOf(active) : -1;
  const input = active instanceof HTMLInputElement ? active : null;
  return {
    values: { email: field('email')?.value ?? '', password: field('password')?.value ?? '' },
    focused: index >= 0 ? { index, start: input?.selectionStart ?? null, end: input?.selectionEnd ?? null } : undefined,
    passwordShown: field('password')?.type === 'text',
    submit,
  };
}

/** A required field's label row, as the real form's fields draw it (components/ui/form-fields.tsx). */
function RequiredLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <div className="field__label-row">
      <label className="field__label" htmlFor={htmlFor}>
        {children}
      </label>
      <span className="field__required" aria-hidden="true">
        *
      </span>
    </div>
  );
}

/**
 * The home pages' pop-up log-in form (home-popup.tsx), opened by a timer 2 s
 * after the page is ready. It shows at once with the markup of the real form
 * (login-form.tsx, which brings react-hook-form and zod, some 35 KB), whose
 * code is fetched only when the visitor reaches into the form: points at it,
 * touches it, focuses or types in it. Until it arrives the fields take input
 * as plain HTML; then the real form takes their place with what was typed,
 * the focus and the caret, and a submit made meanwhile (Enter, the button) is
 * held and made again. A visitor who only closes the pop-up downloads none of it.
 */
export function PopupLoginForm({ labelledBy, onSuccess, load = loadLoginForm }: { labelledBy: string; onSuccess: () => void; load?: LoadLoginForm }) {
  const t = useT();
  const emailId = useId();
  const passwordId = useId();
  const shellRef = useRef<HTMLFormElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const held = useRef(false);
  const [passwordShown, setPasswordShown] = useState(false);
  const [loaded, setLoaded] = useState<{ Form: ComponentType<LoginFormProps>; handover: Handover }>();

  function start() {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (Form) => {
        const shell = shellRef.current;
        if (!shell) return;
        const handover = handoverFrom(shell, held.current);
        // At once, so that nothing typed between the reading and the swap is lost.
        flushSync(() => setLoaded({ Form, handover }));
      },
      () => {
        // Fetched again on the next use (a dropped connection).
        loading.current = false;
      },
    );
  }

  // The real form in place: its focus, caret, password visibility and a held submit as they were in the light form.
  useLayoutEffect(() => {
    const form = wrapperRef.current?.querySelector('form');
    if (!loaded || !form) return;
    const { focused, passwordShown: shown, submit } = loaded.handover;
    if (shown) form.querySelector<HTMLButtonElement>('.input-group__action')?.click();
    if (focused) {
      const control = controlsOf(form)[focused.index];
      control?.focus();
      if (control instanceof HTMLInputElement && focused.start !== null && focused.end !== null) {
        try {
          control.setSelectionRange(focused.start, focused.end);
        } catch {
          // Email inputs have no selection API.
        }
      }
    }
    if (submit) form.requestSubmit();
  }, [loaded]);

  if (loaded) {
    const { Form, handover } = loaded;
    return (
      <div ref={wrapperRef} className="display-contents">
        <Form labelledBy={labelledBy} onSuccess={onSuccess} initialValues={handover.values} />
      </div>
    );
  }

  function hold(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    held.current = true;
    start();
  }

  // The same markup as login-form.tsx renders (a unit test compares them), so the swap moves nothing.
  return (
    <div ref={wrapperRef} className="display-contents">
      <form
        ref={shellRef}
        className="form"
        noValidate
        onSubmit={hold}
        aria-labelledby={labelledBy}
        onPointerDown={start}
        onPointerOver={start}
        onTouchStart={start}
        onFocus={start}
        onKeyDown={start}
        onInput={start}
      >
        <div className="field">
          <RequiredLabel htmlFor={emailId}>{t('Email')}</RequiredLabel>
          <input id={emailId} className="input" aria-required type="email" autoComplete="email" inputMode="email" name="email" />
        </div>
        <div className="field">
          <RequiredLabel htmlFor={passwordId}>{t('Password')}</RequiredLabel>
          <div className="input-group">
            <input id={passwordId} className="input input--with-action" type={passwordShown ? 'text' : 'password'} aria-required autoComplete="current-password" name="password" />
            <button
              type="button"
              className="input-group__action"
              onClick={() => setPasswordShown((shown) => !shown)}
              aria-controls={passwordId}
              aria-pressed={passwordShown}
              title={passwordShown ? t('Hide password') : t('Show password')}
            >
              {passwordShown ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
              <span className="visually-hidden">{t('Show password')}</span>
            </button>
          </div>
        </div>
        <p className="form__aside">
          <Link to={paths.auth.forgotPassword.getHref()}>{t('Forgot password?')}</Link>
        </p>
        <Button type="submit" size="lg" block>
          {t('Log in')}
        </Button>
        <p className="form__switch">
          <Trans id="New to Sbiz? <0>Create an account</0>" components={{ 0: <Link to={paths.auth.signup.getHref(undefined)} /> }} />
        </p>
      </form>
    </div>
  );
}
