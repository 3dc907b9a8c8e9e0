// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackEvent } from '@shared/insights/metrics';

const trackTap = vi.fn<(businessId: string, event: TrackEvent) => void>();
vi.mock('../../../../web/src/features/business-profile/api/track', () => ({ trackTap }));

const { maskedPhone, PhoneNumbers } = await import('../../../../web/src/features/business-profile/components/phone-numbers');

afterEach(() => {
  cleanup();
  trackTap.mockReset();
});

describe('the profile’s phone numbers behind "Show phone number" (issue #27 §3)', () => {
  it('hides the last five digits until asked', () => {
    expect(maskedPhone('9876543210')).toBe('+91 98765 •••••');
    expect(maskedPhone('+91-98200 12345')).toBe('+91 98200 •••••');
  });

  it('reveals the numbers on a click, counted once as a phone reveal; a tap on a number is a call tap', async () => {
    render(<PhoneNumbers businessId="b-1" phones={['9876543210', '9820012345']} />);
    expect(screen.queryByRole('link', { name: '+91 98765 43210' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show phone numbers' }));
    expect(trackTap.mock.calls).toEqual([['b-1', 'phoneReveal']]);
    const first = screen.getByRole('link', { name: '+91 98765 43210' });
    expect(first.getAttribute('href')).toBe('tel:+919876543210');
    expect(document.activeElement).toBe(first);
    expect(screen.getByRole('link', { name: '+91 98200 12345' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show phone numbers' })).toBeNull();
    first.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(first);
    expect(trackTap.mock.calls).toEqual([
      ['b-1', 'phoneReveal'],
      ['b-1', 'call'],
    ]);
  });

  it('server-renders the button, and the tel: links for visitors without JavaScript', () => {
    const html = renderToString(<PhoneNumbers businessId="b-1" phones={['9876543210']} />);
    expect(html).toContain('Show phone number');
    expect(html).toMatch(/<noscript><a class="facts__line" href="tel:\+919876543210">\+91 98765 43210<\/a><\/noscript>/);
  });
});
