// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { istToday } from '@shared/events/dates';
import { eventMessages } from '@shared/schemas/event';
import type { SaveEventBody } from '../../../../web/src/features/events/api/save-event';
import type { EventFormMode } from '../../../../web/src/features/events/components/event-form/event-form';
import { emptyEventForm, type EventFormValues } from '../../../../web/src/features/events/components/event-form/form-values';
import { messageUnder, renderDashboardRoute, testQueryClient } from './dashboard-harness';

const saveEvent = vi.fn<(input: { body: SaveEventBody; updateId?: string }) => Promise<unknown>>();
vi.mock('../../../../web/src/features/events/api/save-event', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { saveEvent, useSaveEvent: () => useMutation({ mutationFn: saveEvent }) };
});
const navigate = vi.fn();
vi.mock('../../../../web/src/lib/router', async (original) => ({ ...(await original<typeof import('../../../../web/src/lib/router')>()), useNavigate: () => navigate }));
vi.mock('../../../../web/src/components/ui/rich-text-editor', async () => ({ RichTextEditor: (await import('./dashboard-harness')).RichTextEditorStandIn }));

const { EventForm } = await import('../../../../web/src/features/events/components/event-form/event-form');

afterEach(() => {
  cleanup();
  saveEvent.mockReset();
  navigate.mockClear();
});

const organizers = [
  { _id: 'b-1', name: 'Rangmanch', cityNameFormatted: 'Nashik', status: 'active', address: { state: 'Maharashtra', country: 'India' } },
  { _id: 'b-2', name: 'Kala Kendra', cityNameFormatted: 'Pune', status: 'active' },
];

/** A day `days` after today in India, as the date inputs write it. */
const inDays = (days: number) => istToday(new Date(Date.now() + days * 86_400_000));

function renderForm(mode: EventFormMode = 'create', initial: EventFormValues = emptyEventForm()) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(['events', 'organizers', 'u-1'], organizers);
  queryClient.setQueryData(['discounts'], []);
  queryClient.setQueryData(['events', 'categories'], []);
  renderDashboardRoute('/dashboard/add-event', () => <EventForm mode={mode} initial={initial} ownerId="u-1" sourceId={mode === 'create' ? undefined : 'e-1'} />, queryClient);
}

const tabButton = (name: RegExp) => within(screen.getByRole('list', { name: 'Event form sections' })).getByRole('button', { name });
const currentTab = () => document.getElementById('event-form-tab-title')?.textContent;
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

/** Basic Info filled in: the organizer (its city and state come along), a name and a description. */
async function fillBasics(name = 'Godavari Lantern Walk') {
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Organizer Page/ }), 'b-1');
  await userEvent.type(screen.getByRole('textbox', { name: /Event Name/ }), name);
  await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), '<p>Lanterns on the river, with music.</p>');
}

/** A valid single event at Ramkund, as loaded for editing. */
const savedEvent = (): EventFormValues => ({
  ...emptyEventForm(),
  businessId: 'b-1',
  city: 'Nashik',
  name: 'Godavari Lantern Walk',
  description: '<p>Lanterns on the river, with music.</p>',
  startDate: inDays(10),
  startTime: '18:00',
  endDate: inDays(10),
  endTime: '21:00',
  locationName: 'Ramkund',
  address: 'Panchavati',
  state: 'Maharashtra',
});

describe('the event form: seven tabs over one react-hook-form state (issue #26 §4)', () => {
  it('keeps what each tab entered while the owner moves between tabs', async () => {
    renderForm();
    await fillBasics();
    await next();
    expect(currentTab()).toBe('Tickets');
    const ticketName = screen.getByRole('textbox', { name: /Ticket name/ });
    await userEvent.clear(ticketName);
    await userEvent.type(ticketName, 'Lantern pass');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));

    expect(currentTab()).toBe('Basic Info');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Organizer Page/ }).value).toBe('b-1');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Event Name/ }).value).toBe('Godavari Lantern Walk');
    await userEvent.click(tabButton(/Tickets/));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Ticket name/ }).value).toBe('Lantern pass');

    // The organizer chosen on Basic Info filled in the venue's city and state on Location: one state, not a copy per tab.
    await next();
    await userEvent.type(screen.getByLabelText(/^Start date/), inDays(3));
    await userEvent.type(screen.getByLabelText(/^Start time/), '18:00');
    await userEvent.type(screen.getByLabelText(/^End date/), inDays(3));
    await userEvent.type(screen.getByLabelText(/^End time/), '21:00');
    await next();
    expect(currentTab()).toBe('Location');
    await userEvent.type(screen.getByRole('textbox', { name: /Location Name/ }), 'Ramkund');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^City/ }).value).toBe('Nashik');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /^State/ }).value).toBe('Maharashtra');
  }, 30_000);

  it('shows messages under their fields once Next is refused, and follows the values as they change', async () => {
    renderForm();
    const name = await screen.findByRole('textbox', { name: /Event Name/ });
    // No message before the owner asks to move on.
    expect(messageUnder(name)).toBeUndefined();
    await next();
    expect(currentTab()).toBe('Basic Info');
    expect(messageUnder(name)).toBe(eventMessages.nameRequired);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(messageUnder(screen.getByRole('combobox', { name: /Organizer Page/ }))).toBe(eventMessages.businessRequired);
    expect(screen.getAllByText('Please fix the errors in this section before proceeding').length).toBeGreaterThan(0);

    await userEvent.type(name, 'Ab');
    await waitFor(() => expect(messageUnder(name)).toBe(eventMessages.nameShort));
    await userEvent.type(name, 'hinay');
    await waitFor(() => expect(messageUnder(name)).toBeUndefined());
    expect(name.getAttribute('aria-invalid')).toBeNull();

    // A rule across two fields lands under the field it names.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Organizer Page/ }), 'b-1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), '<p>Lanterns on the river, with music.</p>');
    await next();
    await next();
    expect(currentTab()).toBe('Date & Time');
    await userEvent.type(screen.getByLabelText(/^Start date/), inDays(3));
    await userEvent.type(screen.getByLabelText(/^Start time/), '18:00');
    await userEvent.type(screen.getByLabelText(/^End date/), inDays(3));
    await userEvent.type(screen.getByLabelText(/^End time/), '17:00');
    await next();
    await waitFor(() => expect(messageUnder(screen.getByLabelText(/^End date/))).toBe(eventMessages.endBeforeStart));
  }, 30_000);

  it("refuses what the API's schema would refuse, under the field it is about", async () => {
    // The form's own rules pass; the shared schema allows a single event 31 days at most.
    renderForm('edit', { ...savedEvent(), endDate: inDays(50) });
    await userEvent.click(await screen.findByRole('button', { name: /Date & Time/ }));
    await next();
    expect(currentTab()).toBe('Date & Time');
    const end = screen.getByLabelText(/^End date/);
    expect(messageUnder(end)).toBe('A single event can last at most 31 days; use a recurring schedule for longer runs');

    await userEvent.clear(end);
    await userEvent.type(end, inDays(11));
    await waitFor(() => expect(messageUnder(end)).toBeUndefined());
    await next();
    expect(currentTab()).toBe('Location');
  }, 30_000);

  it('refuses a save with a missing value: the panel and the field say why, and nothing is sent until it is right', async () => {
    renderForm('edit', savedEvent());
    await userEvent.click(await screen.findByRole('button', { name: /Settings/ }));
    const listing = screen.getByRole('combobox', { name: /Listing Type/ });
    await userEvent.selectOptions(listing, '');
    await userEvent.click(screen.getByRole('button', { name: 'Update Event' }));

    const panel = await screen.findByRole('alert', { name: /Some info is missing/ });
    expect([...panel.querySelectorAll('li')].map((item) => item.textContent)).toEqual([`Settings: ${eventMessages.listingTypeRequired}`]);
    expect(messageUnder(listing)).toBe(eventMessages.listingTypeRequired);
    expect(screen.getAllByText(`Please fix 1 validation errors before submitting: ${eventMessages.listingTypeRequired}`).length).toBeGreaterThan(0);
    expect(saveEvent).not.toHaveBeenCalled();

    saveEvent.mockResolvedValue({});
    await userEvent.selectOptions(listing, 'public');
    await userEvent.click(screen.getByRole('button', { name: 'Update Event' }));
    await waitFor(() => expect(saveEvent).toHaveBeenCalledTimes(1));
    expect(saveEvent.mock.calls[0]![0]).toMatchObject({ updateId: 'e-1', body: { name: 'Godavari Lantern Walk', listingType: 'public', start: expect.any(String) as string } });
  }, 30_000);

  it('creates a weekly recurring event with the body the API takes', async () => {
    saveEvent.mockResolvedValue({});
    renderForm();
    await fillBasics();
    await next();
    const price = screen.getByRole('spinbutton', { name: /Price/ });
    await userEvent.clear(price);
    await userEvent.type(price, '250');
    await next();
    await userEvent.click(screen.getByRole('radio', { name: 'Recurring event' }));
    await next();
    expect(currentTab()).toBe('Recurring Schedule');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Repeats/ }), 'weekly');
    await userEvent.type(screen.getByLabelText(/^Start date/), inDays(1));
    await userEvent.type(screen.getByLabelText(/^End date/), inDays(21));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Friday' }));
    await userEvent.type(screen.getByLabelText(/^Start time, slot 1/), '18:00');
    await userEvent.type(screen.getByLabelText(/^End time, slot 1/), '19:30');
    await userEvent.click(screen.getByRole('button', { name: 'Add time slot' }));
    await userEvent.type(screen.getByLabelText(/^Start time, slot 2/), '20:00');
    await userEvent.type(screen.getByLabelText(/^End time, slot 2/), '21:00');
    await next();
    expect(currentTab()).toBe('Location');
    await userEvent.type(screen.getByRole('textbox', { name: /Location Name/ }), 'Ramkund');
    await userEvent.type(screen.getByRole('textbox', { name: /Address/ }), 'Panchavati');
    await next();
    const lastNext = screen.getByRole('button', { name: 'Next' });
    await userEvent.click(lastNext);
    expect(currentTab()).toBe('Settings');
    // The save button is a new element: were it the Next button turned into a submit button during its click, a
    // browser would submit the form as that click's default action (happy-dom does not, hence this check of identity).
    expect(screen.getByRole('button', { name: 'Create Event' })).not.toBe(lastNext);
    expect(saveEvent).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));

    await waitFor(() => expect(saveEvent).toHaveBeenCalledTimes(1));
    expect(saveEvent.mock.calls[0]![0]).toEqual({
      updateId: undefined,
      body: {
        businessId: 'b-1',
        name: 'Godavari Lantern Walk',
        description: '<p>Lanterns on the river, with music.</p>',
        eventCategory: 'recurring',
        timezone: 'IST',
        reccuring: {
          reccuringType: 'weekly',
          startDate: inDays(1),
          endDate: inDays(21),
          slot: [
            {
              day: 'Friday',
              innerSlots: [
                { startTime: '18:00', endTime: '19:30' },
                { startTime: '20:00', endTime: '21:00' },
              ],
            },
          ],
        },
        platform: 'physical',
        locationName: 'Ramkund',
        address: 'Panchavati',
        city: 'Nashik',
        state: 'Maharashtra',
        country: 'India',
        images: [],
        listingType: 'public',
        tickets: [{ name: 'General Admission', quantity: 100, price: 250, currency: 'INR' }],
        discount: null,
      },
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard/events'));
  }, 30_000);
});
