// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageUnder } from './dashboard-harness';
import { renderBusinessSetup } from './render-business-setup';

const addBusiness = vi.fn();
vi.mock('../../../../web/src/api/add-business', () => ({ addBusiness: (input: unknown) => addBusiness(input) }));

afterEach(() => {
  cleanup();
  addBusiness.mockReset();
});

const renderSetup = () => renderBusinessSetup('/dashboard/business');

const openTab = (name: RegExp) => userEvent.click(within(screen.getByRole('navigation', { name: 'Setup sections' })).getByRole('button', { name }));

describe('the setup form: ten tabs over one react-hook-form state (issue #26 §4)', () => {
  it('keeps what one tab entered when another tab shows and changes the same fields', async () => {
    renderSetup();
    await userEvent.type(await screen.findByRole('textbox', { name: /Business name/ }), 'Shree Sweets');
    await userEvent.type(screen.getByRole('textbox', { name: /Business email/ }), 'orders@shree.example.in');

    // The Contact tab shows the email entered on Basic Info: one state, not a copy per tab.
    await openTab(/^Contact/);
    const primary = screen.getByRole('textbox', { name: /Primary email/ });
    expect((primary as HTMLInputElement).value).toBe('orders@shree.example.in');
    await userEvent.clear(primary);
    await userEvent.type(primary, 'hello@shree.example.in');

    await openTab(/^Basic Info/);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Business name/ }).value).toBe('Shree Sweets');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Business email/ }).value).toBe('hello@shree.example.in');
  }, 30_000);

  it("shows a schema's message under its field as the owner types, and clears it once the value is right", async () => {
    renderSetup();
    await openTab(/^Contact/);
    const email = await screen.findByRole('textbox', { name: /Primary email/ });
    await userEvent.type(email, 'not-an-email');
    await waitFor(() => expect(messageUnder(email)).toBe('Please enter a valid email address'));
    expect(email.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(email);
    await userEvent.type(email, 'hello@shree.example.in');
    await waitFor(() => expect(messageUnder(email)).toBeUndefined());
    expect(email.getAttribute('aria-invalid')).toBeNull();

    // A rule across two fields lands under the field it names.
    await openTab(/^Taxation/);
    await userEvent.type(screen.getByRole('textbox', { name: 'Min price' }), '900');
    await userEvent.type(screen.getByRole('textbox', { name: 'Max price' }), '100');
    const min = screen.getByRole('textbox', { name: 'Min price' });
    await waitFor(() => expect(messageUnder(min)).toBe('The minimum price cannot be more than the maximum price'));
  }, 30_000);

  it("refuses to create a listing without §5's required fields: the panel names them, their fields show why, and nothing is sent", async () => {
    renderSetup();
    await userEvent.type(await screen.findByRole('textbox', { name: /Business name/ }), 'Kale Tiffin Services');
    await userEvent.type(screen.getAllByLabelText(/^City/)[0]!, 'Pune');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    const panel = await screen.findByRole('alert', { name: /Some info is missing/ });
    expect([...panel.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Business email: Email is required',
      'Business phone: Phone number is required',
      'Street address: Street is required',
    ]);
    const email = screen.getByRole('textbox', { name: /Business email/ });
    expect(messageUnder(email)).toBe('Email is required');
    expect(messageUnder(screen.getByRole('textbox', { name: /Street address/ }))).toBe('Street is required');
    expect(addBusiness).not.toHaveBeenCalled();
  }, 30_000);

  it('creates the listing with the whole draft entered across tabs', async () => {
    addBusiness.mockResolvedValue({ _id: 'b1', cityName: 'pune', slug: 'kale-tiffin-services' });
    renderSetup();
    await userEvent.type(await screen.findByRole('textbox', { name: /Business name/ }), 'Kale Tiffin Services');
    await userEvent.type(screen.getAllByLabelText(/^City/)[0]!, 'Pune');
    await userEvent.type(screen.getByRole('textbox', { name: /Business email/ }), 'orders@kaletiffin.example.in');
    await userEvent.type(screen.getByRole('textbox', { name: /Business phone/ }), '9822012345');
    await userEvent.type(screen.getByRole('textbox', { name: /Street address/ }), 'Karve Road, Kothrud');
    await openTab(/^Social/);
    await userEvent.type(screen.getByRole('textbox', { name: 'Instagram' }), 'https://instagram.com/kaletiffin');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(addBusiness).toHaveBeenCalledTimes(1));
    expect(addBusiness.mock.calls[0]![0]).toMatchObject({
      name: 'Kale Tiffin Services',
      cityName: 'Pune',
      // The phone as its mask writes it.
      contact: { email: 'orders@kaletiffin.example.in', phone: '98220 12345' },
      address: { street: 'Karve Road, Kothrud' },
      socialMedia: { instagram: 'https://instagram.com/kaletiffin' },
    });
  }, 30_000);
});
