import { describe, expect, it } from 'vitest';
import { actorDisplayName, notificationExcerpt, notificationLinks } from '../../../../shared/notifications/links';

describe('notification links and names', () => {
  it('shows a person by first name and last initial, and nobody without a first name', () => {
    expect(actorDisplayName({ firstName: 'Asha', lastName: 'kulkarni' })).toBe('Asha K.');
    expect(actorDisplayName({ firstName: ' Ravi ', lastName: '' })).toBe('Ravi');
    expect(actorDisplayName({ firstName: '', lastName: 'Shah' })).toBeUndefined();
    expect(actorDisplayName(undefined)).toBeUndefined();
  });

  it('folds an excerpt to plain text of at most 160 characters', () => {
    expect(notificationExcerpt('<p>Great   misal,</p>\n<p>soft pav</p>')).toBe('Great misal, soft pav');
    const long = notificationExcerpt('word '.repeat(60))!;
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('…')).toBe(true);
    expect(notificationExcerpt('   ')).toBeUndefined();
    // The one HTML-to-text function (#25 2.2): entities decoded, not left as "&amp;".
    expect(notificationExcerpt('Q&amp;A <b>x</b>')).toBe('Q&A x');
  });

  it('builds the site’s own paths, with city segments and escaped slugs', () => {
    expect(notificationLinks.business('New Delhi', 'chai-point')).toBe('/in/new-delhi/sbiz/chai-point');
    expect(notificationLinks.event('pune', 'jazz night')).toBe('/in/pune/events/jazz%20night');
    expect(notificationLinks.conversation('a/b')).toBe('/dashboard/messages?conversation=a%2Fb');
  });
});
