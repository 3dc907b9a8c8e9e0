// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginInput } from '@shared/schemas/auth';
import { createBrowserRouter, RouterProvider } from '../../../../web/src/lib/router';
import type { LoginFormProps } from '../../../../web/src/features/auth/components/login-form';

// The log-in call: what the real form sends, without a server.
const login = vi.fn<(input: LoginInput) => Promise<unknown>>();
vi.mock('../../../../web/src/features/auth/api/login', () => ({
  useLogin: ({ mutationConfig }: { mutationConfig?: { onSuccess?: (auth: never) => void } } = {}) =>
    useMutation({ mutationFn: login, onSuccess: (auth) => mutationConfig?.onSuccess?.(auth as never) }),
}));

const { LoginForm } = await import('../../../../web/src/features/auth/components/login-form');
const { PopupLoginForm } = await import('../../../../web/src/features/auth/components/popup-login-form');

afterEach(() => {
  cleanup();
  login.mockReset();
});

function page(children: ReactNode) {
  const router = createBrowserRouter([{ path: '/', Component: () => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider> }]);
  window.history.replaceState(null, '', '/');
  return render(<RouterProvider router={router} errorElement={<p>Something went wrong</p>} />);
}

/** The form's code as the test hands it over: `arrive()` resolves the fetch. */
function deferredLoad() {
  let arrive: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<ComponentType<LoginFormProps>>((resolve) => {
        arrive = () => resolve(LoginForm);
      }),
  );
  return { load, arrive: () => act(async () => arrive()) };
}

/** The markup without the ids React makes up (useId), which differ between two renders. */
const withoutIds = (html: string) => html.replace(/(id|for|aria-controls)="[^"]*"/g, '$1=""');

describe('the home pop-up’s log-in form (popup-login-form.tsx)', () => {
  it('renders the markup of the real log-in form, so the swap moves nothing', async () => {
    const light = page(<PopupLoginForm labelledBy="lead" onSuccess={() => {}} load={() => new Promise(() => {})} />);
    await screen.findByRole('button', { name: 'Log in' });
    const lightHtml = light.container.querySelector('form')!.outerHTML;
    cleanup();
    const real = page(<LoginForm labelledBy="lead" onSuccess={() => {}} />);
    await screen.findByRole('button', { name: 'Log in' });
    expect(withoutIds(lightHtml)).toBe(withoutIds(real.container.querySelector('form')!.outerHTML));
  });

  it('fetches no code until used; then the real form takes what was typed, the focus and caret', async () => {
    const { load, arrive } = deferredLoad();
    page(<PopupLoginForm labelledBy="lead" onSuccess={() => {}} load={load} />);
    const email = await screen.findByLabelText('Email');
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(email);
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('user@sbiz.local');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    const lightForm = email.closest('form');
    await arrive();

    const form = screen.getByRole('form');
    expect(form).not.toBe(lightForm);
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('user@sbiz.local');
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    expect(password.value).toBe('secret');
    expect(document.activeElement).toBe(password);
    expect(password.selectionStart).toBe(6);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds a submit made before the code arrives and makes it once the real form is there', async () => {
    login.mockResolvedValue({});
    const onSuccess = vi.fn();
    const { load, arrive } = deferredLoad();
    page(<PopupLoginForm labelledBy="lead" onSuccess={onSuccess} load={load} />);
    await userEvent.type(await screen.findByLabelText('Email'), 'user@sbiz.local');
    await userEvent.type(screen.getByLabelText('Password'), 'SbizUser#2026{Enter}');
    expect(login).not.toHaveBeenCalled();
    await arrive();
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(login.mock.calls[0]![0]).toEqual({ email: 'user@sbiz.local', password: 'SbizUser#2026' });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
  });

  it('keeps the password shown when it was shown in the light form', async () => {
    const { load, arrive } = deferredLoad();
    page(<PopupLoginForm labelledBy="lead" onSuccess={() => {}} load={load} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText<HTMLInputElement>('Password').type).toBe('text');
    await arrive();
    expect(screen.getByLabelText<HTMLInputElement>('Password').type).toBe('text');
    expect(screen.getByRole('button', { name: 'Show password' }).getAttribute('aria-pressed')).toBe('true');
  });
});
