import { describe, expect, it } from 'vitest';
import { attachmentName, classifyAttachment } from '../../../../shared/chat/attachments';
import { MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG, prepareMessageText } from '../../../../shared/chat/message-text';
import { replyStats } from '../../../../shared/chat/reply-time';

describe('chat attachments are recognised by extension (spec 2 §2.1)', () => {
  it.each([
    ['/uploads/u/chat/1/photo.JPG', 'image'],
    ['https://cdn.example.in/a/b/clip.mp4?sig=1', 'video'],
    ['/uploads/u/chat/1/note.mp3', 'audio'],
    ['/uploads/u/chat/1/menu.pdf#page=2', 'pdf'],
    ['/uploads/u/chat/1/quote.docx', 'document'],
    ['/uploads/u/chat/1/readme.txt', 'document'],
    ['/uploads/u/chat/1/terms.rtf', 'document'],
    ['/uploads/u/chat/1/rates.xlsx', 'spreadsheet'],
    ['/uploads/u/chat/1/stock.csv', 'spreadsheet'],
    ['/uploads/u/chat/1/deck.pptx', 'presentation'],
    ['/uploads/u/chat/1/archive.zip', 'file'],
    ['/uploads/u/chat/1/no-extension', 'file'],
    ['/uploads/u/chat/1.d/.hidden', 'file'],
  ])('%s is %s', (url, kind) => {
    expect(classifyAttachment(url)).toBe(kind);
  });

  it('names a file by its last path segment, decoded', () => {
    expect(attachmentName('/uploads/u/chat/1/Price%20List.pdf?x=1')).toBe('Price List.pdf');
    expect(attachmentName('/uploads/u/chat/1/%E0%A4%.pdf')).toBe('%E0%A4%.pdf');
  });
});

describe('message text', () => {
  it('is trimmed and held to 2,000 characters', () => {
    expect(prepareMessageText('  hello \n')).toBe('hello');
    expect(prepareMessageText(`${'a'.repeat(2000)}   `)).toHaveLength(2000);
    expect(prepareMessageText('a'.repeat(2001))).toBeUndefined();
    expect(prepareMessageText(undefined)).toBe('');
  });

  it('says the limit in its refusal', () => {
    expect(MESSAGE_TOO_LONG).toBe(`Messages can be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-IN')} characters`);
  });
});

describe('reply time over the last 30 days', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000).toISOString();

  it('needs five conversations before it is shown', () => {
    const samples = [1, 2, 3, 4].map((hours) => ({ startedAt: hoursAgo(10), repliedAt: hoursAgo(10 - hours) }));
    expect(replyStats(samples, now)).toMatchObject({ conversations: 4, replied: 4, label: null });
  });

  it('takes the median first reply, rounds up to hours, and counts unanswered ones in the rate', () => {
    const samples = [
      { startedAt: hoursAgo(50), repliedAt: hoursAgo(49.5) },
      { startedAt: hoursAgo(50), repliedAt: hoursAgo(48.5) },
      { startedAt: hoursAgo(50), repliedAt: hoursAgo(40) },
      { startedAt: hoursAgo(20) },
      { startedAt: hoursAgo(5) },
      { startedAt: hoursAgo(31 * 24), repliedAt: hoursAgo(31 * 24 - 1) },
    ];
    const stats = replyStats(samples, now);
    expect(stats).toMatchObject({ conversations: 5, replied: 3, replyRate: 0.6, medianReplySeconds: 1.5 * 3600 });
    expect(stats.label).toBe('Usually replies within 2 hours');
  });

  it('says 1 hour for quick replies', () => {
    const samples = Array.from({ length: 5 }, () => ({ startedAt: hoursAgo(3), repliedAt: hoursAgo(2.9) }));
    expect(replyStats(samples, now).label).toBe('Usually replies within 1 hour');
  });
});
