// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CancelEventResponse, EventResponse } from '@shared/schemas/event';
import { sanitizeRichText } from '../../../../functions/lib/rich-text';
import { ToastProvider } from '../../../../web/src/components/ui/toast';
import { createBrowserRouter, RouterProvider } from '../../../../web/src/lib/router';
import { SessionProvider } from '../../../../web/src/lib/session-context';

const cancelEvent = vi.fn<(eventId: string) => Promise<CancelEventResponse>>();
vi.mock('../../../../web/src/features/events/api/cancel-event', async () => {
  const { useMutation } = await import('@tanstack/react-query');
  return { cancelEvent, useCancelEvent: () => useMutation({ mutationFn: cancelEvent }) };
});

const { EventCard } = await import('../../../../web/src/features/events/components/event-card');
const { MarkButtons } = await import('../../../../web/src/features/events/components/mark-buttons');
const { CancelEventButton } = await import('../../../../web/src/features/events/components/cancel-event-button');

afterEach(() => {
  cleanup();
  cancelEvent.mockReset();
});

const event = {
  _id: 'e-1',
  name: 'Godavari Lantern Walk',
  title: 'Godavari Lantern Walk',
  slug: 'godavari-lantern-walk',
  description: sanitizeRichText('<p>Lanterns on the river.</p>'),
  start: '2026-03-20T12:30:00.000Z',
  end: '2026-03-20T15:30:00.000Z',
  timezone: 'IST',
  images: [],
  platform: 'physical',
  paid: false,
  city: 'Nashik',
  cityName: 'nashik',
  views: 3,
  interestedCount: 1,
  goingCount: 1,
  interested: [],
  going: [],
  isInterested: false,
  isGoing: false,
  featured: false,
  tickets: [],
  eventCategory: 'single',
  listingType: 'public',
  userId: { _id: 'host', firstName: 'Meera' },
  businessDetails: { _id: 'b-1', name: 'Rangmanch', slug: 'rangmanch', cityName: 'nashik' },
  canEdit: true,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
} satisfies EventResponse;
const cancelled: EventResponse = { ...event, cancelledAt: '2026-03-11T04:30:00.000Z' };

function page(children: ReactNode) {
  const router = createBrowserRouter([
    {
      path: '/',
      Component: () => (
        <QueryClientProvider client={new QueryClient()}>
          <SessionProvider>
            <ToastProvider>{children}</ToastProvider>
          </SessionProvider>
        </QueryClientProvider>
      ),
    },
  ]);
  window.history.replaceState(null, '', '/');
  return render(<RouterProvider router={router} errorElement={<p>Something went wrong</p>} />);
}

describe('a cancelled event (issue #27)', () => {
  it('its card says so, and it offers neither Going nor Interested', async () => {
    page(
      <>
        <EventCard event={cancelled} badge="Trending" actions={<MarkButtons event={cancelled} ended={false} successMessages={{ interested: 'ok', going: 'ok' }} />} />
        <EventCard event={event} actions={<MarkButtons event={event} ended={false} successMessages={{ interested: 'ok', going: 'ok' }} />} />
      </>,
    );
    const [gone, on] = await screen.findAllByRole('article');
    expect(within(gone!).getByTestId('event-cancelled').textContent).toBe('This event has been cancelled');
    expect(within(gone!).queryByText('Trending')).toBeNull();
    expect(within(gone!).queryByRole('button')).toBeNull();
    expect(within(on!).queryByTestId('event-cancelled')).toBeNull();
    expect(within(on!).getByRole('button', { name: 'Going to Godavari Lantern Walk' })).toBeTruthy();
  });

  it('the host cancels only after confirming in the dialog; Keep event changes nothing', async () => {
    cancelEvent.mockResolvedValue({ success: true, message: 'This event has been cancelled', alreadyCancelled: false, data: cancelled });
    page(<CancelEventButton event={event} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Godavari Lantern Walk' }));
    expect(screen.getByText(/will be marked cancelled on its page/)).toBeTruthy();
    expect(screen.getByText('2 people who marked it Going or Interested will be notified.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep event' }));
    expect(cancelEvent).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Godavari Lantern Walk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel event' }));
    await waitFor(() => expect(cancelEvent).toHaveBeenCalledTimes(1));
    expect(cancelEvent.mock.calls[0]?.[0]).toBe('e-1');
    expect(await screen.findByText('This event has been cancelled')).toBeTruthy();
  });
});
