import { describe, expect, it } from 'vitest';
import { formatChatClock, formatChatTimestamp } from '../../../../shared/chat/timestamps';

// 23 Nov 2026, 10:00 in Mumbai (04:30 UTC).
const now = new Date('2026-11-23T04:30:00Z');

describe('chat timestamps (spec 2 §2.1), in India time', () => {
  it('shows the time of day for a message sent today', () => {
    expect(formatChatTimestamp('2026-11-23T03:05:00Z', now)).toBe('8:35 AM');
    // 00:10 IST today is still 22 Nov in UTC.
    expect(formatChatTimestamp('2026-11-22T18:40:00Z', now)).toBe('12:10 AM');
  });

  it('writes the time of day in Hindi with its part of the day (issue #28), the date as in English', () => {
    expect(formatChatTimestamp('2026-11-23T03:05:00Z', now, 'hi')).toBe('सुबह 8:35');
    expect(formatChatTimestamp('2026-11-22T18:40:00Z', now, 'hi')).toBe('रात 12:10');
    expect(formatChatTimestamp('2026-11-22T18:20:00Z', now, 'hi')).toBe('Yesterday');
    expect(formatChatTimestamp('2026-11-21T18:20:00Z', now, 'hi')).toBe('21/11/26');
    expect(formatChatClock('2026-11-23T10:35:00Z', 'hi')).toBe('शाम 4:05');
    expect(formatChatClock('2026-11-23T10:35:00Z')).toBe('4:05 PM');
  });

  it("says 'Yesterday' for the day before, by the Indian calendar", () => {
    expect(formatChatTimestamp('2026-11-22T18:20:00Z', now)).toBe('Yesterday');
    expect(formatChatTimestamp('2026-11-21T18:40:00Z', now)).toBe('Yesterday');
  });

  it('shows a short numeric date for anything older', () => {
    expect(formatChatTimestamp('2026-11-21T18:20:00Z', now)).toBe('21/11/26');
    expect(formatChatTimestamp('2025-01-05T06:00:00Z', now)).toBe('05/01/25');
  });

  it('shows nothing for a time it cannot read', () => {
    expect(formatChatTimestamp('not a date', now)).toBe('');
  });
});
