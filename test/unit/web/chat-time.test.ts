import { describe, expect, it } from 'vitest';
import { chatFullTime } from '../../../web/src/features/chat/components/chat-time';

describe("a chat message's full time (its tooltip)", () => {
  it('is written as every other time on the site: "8:35 AM" in English, the part of the day in Hindi, in India time', () => {
    expect(chatFullTime('2026-11-23T03:05:00Z', 'en')).toBe('23 Nov 2026, 8:35 AM');
    expect(chatFullTime('2026-11-23T10:35:00Z', 'en')).toBe('23 Nov 2026, 4:05 PM');
    expect(chatFullTime('2026-11-23T03:05:00Z', 'hi')).toMatch(/^23 .+ 2026, सुबह 8:35$/);
  });
});
