// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBusinessSetup } from './render-business-setup';
import { setupTabLabels } from '../../../../shared/business/enums';

const addBusiness = vi.fn();
vi.mock('../../../../web/src/api/add-business', () => ({ addBusiness: (input: unknown) => addBusiness(input) }));

afterEach(cleanup);

const renderRegistration = () => renderBusinessSetup('/dashboard/register-business', 'registration');

describe('the simple registration form (#25 3.17, spec 1 §2 and §5)', () => {
  it('shows basics, contact, location, working hours, amenities and payments and images on one page', async () => {
    renderRegistration();
    const form = await screen.findByRole('form', { name: 'Register your business' });
    const headings = [...form.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(headings).toEqual(['basic-info', 'contact', 'location', 'hours', 'features', 'images'].map((tab) => setupTabLabels[tab as keyof typeof setupTabLabels]));
    expect(screen.queryByRole('navigation', { name: 'Setup sections' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(true);
  }, 30_000);

  it('refuses a listing without what §5 marks required, with its messages word for word, and sends nothing', async () => {
    renderRegistration();
    await userEvent.type(await screen.findByRole('textbox', { name: /Business name/ }), 'Shree Sweets');
    const city = screen.getAllByLabelText(/^City/)[0]!;
    await userEvent.type(city, 'Pune');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const panel = await screen.findByRole('alert', { name: /Some info is missing/ });
    for (const message of ['Description must be at least 50 characters', 'Email is required', 'Phone number is required', 'Street is required', 'PIN code is required']) {
      expect(panel.textContent).toContain(message);
    }
    expect(await screen.findByText(/Please fix \d+ validation error\(s\)/)).toBeTruthy();
    expect(addBusiness).not.toHaveBeenCalled();
  }, 30_000);
});
