import { describe, expect, it, vi } from 'vitest';
import { composeBurstEmail, composeDigestEmail, composeNotificationEmail, type MailedNotification } from '../../../../../functions/domains/notifications/email/compose';
import { NotificationPreferencesPatchSchema, NotificationPreferencesSchema, defaultNotificationPreferences } from '../../../../../shared/schemas/notifications';

// The entities these modules load read the table's name at import.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit';
});

/** Notification mails in the language of the person's preferences (issue #28). */
describe('a notification mail in Hindi', () => {
  const notification: MailedNotification = {
    kind: 'reviews',
    event: 'review',
    actorName: 'Asha',
    subjectName: 'Chai Point',
    excerpt: 'Great chai',
    link: '/in/pune/sbiz/chai-point',
    createdAt: '2026-11-27T10:00:00.000Z',
  };
  const links = { origin: 'https://sbiz.example.in', unsubscribeToken: 'header.payload.signature' };

  it('is written in Hindi, with the names, links and unsubscribe headers as in English', () => {
    const english = composeNotificationEmail({ email: 'owner@example.in', firstName: 'Neha' }, notification, links);
    const hindi = composeNotificationEmail({ email: 'owner@example.in', firstName: 'Neha', locale: 'hi' }, notification, links);
    expect(hindi.subject).not.toBe(english.subject);
    expect(hindi.subject).toContain('Asha');
    expect(hindi.subject).toContain('Chai Point');
    expect(hindi.text).toContain('नमस्ते Neha,');
    expect(hindi.text).toContain('Sbiz पर खोलें: https://sbiz.example.in/in/pune/sbiz/chai-point');
    expect(hindi.text).toContain('अनसब्सक्राइब करें: https://sbiz.example.in/unsubscribe?token=header.payload.signature');
    expect(hindi.text).toContain('रिव्यू और जवाब');
    expect(hindi.html).toContain('<html lang="hi">');
    expect(hindi.html).toContain('<a href="https://sbiz.example.in/unsubscribe?token=header.payload.signature">अनसब्सक्राइब करें</a>');
    expect(hindi.headers).toEqual(english.headers);
  });

  it('keeps the English mail as it was', () => {
    const english = composeNotificationEmail({ email: 'owner@example.in', firstName: 'Neha', locale: 'en' }, notification, links);
    expect(english.subject).toBe('Asha reviewed Chai Point');
    expect(english.text).toMatch(/^Hi Neha,\n\nAsha reviewed Chai Point\.\n\n“Great chai”\n\nOpen it on Sbiz: https:\/\/sbiz\.example\.in\/in\/pune\/sbiz\/chai-point\n\n--\n/);
    expect(english.text).toContain('You get this mail because email about reviews and replies is on.\nChoose what we email you: https://sbiz.example.in/dashboard/settings/notifications\n');
    expect(english.html).toContain('<a href="https://sbiz.example.in/dashboard/settings/notifications">Choose what we email you</a> or <a href=');
  });

  it('a Hindi digest counts its notifications in Hindi', () => {
    const mail = composeDigestEmail({ email: 'owner@example.in', locale: 'hi' }, [notification, { ...notification, event: 'follow', subjectName: undefined }], links, 3);
    expect(mail.subject).toBe('Sbiz पर आपका दिन: 5 नई सूचनाएँ');
    expect(mail.text).toContain('नमस्ते,');
    expect(mail.text).toContain('…और 3 सूचनाएँ: https://sbiz.example.in/dashboard/notifications');
    expect(composeDigestEmail({ email: 'owner@example.in', locale: 'hi' }, [notification], links).subject).toBe('Sbiz पर आपका दिन: 1 नई सूचना');
    expect(composeDigestEmail({ email: 'owner@example.in' }, [notification], links).subject).toBe('Your Sbiz day: 1 new notification');
  });

  it('a burst held back by the 10 minutes is one Hindi mail, named by the newest and counting the rest, and a digest of what came after the day’s limit says why', () => {
    const older = { ...notification, actorName: 'Ravi', createdAt: '2026-11-27T09:58:00.000Z' };
    const burst = composeBurstEmail({ email: 'owner@example.in', locale: 'hi' }, [older, notification], links);
    expect(burst.subject).toContain('Asha');
    expect(burst.subject).toContain('और 1 अन्य');
    expect(burst.text.indexOf('Asha')).toBeLessThan(burst.text.indexOf('Ravi'));
    expect(burst.text).toContain('ये कुछ ही देर में एक साथ आए');
    expect(burst.headers).toEqual(composeNotificationEmail({ email: 'owner@example.in' }, notification, links).headers);
    const overflow = composeDigestEmail({ email: 'owner@example.in', locale: 'hi' }, [notification], links, 0, true);
    expect(overflow.text).toContain('दिन की सीमा तक पहुँच गए थे');
  });
});

describe('the language of the mails in the preferences', () => {
  it('is English by default and may be changed alone', () => {
    expect(defaultNotificationPreferences.language).toBe('en');
    expect(NotificationPreferencesSchema.parse(defaultNotificationPreferences)).toEqual(defaultNotificationPreferences);
    expect(NotificationPreferencesPatchSchema.parse({ language: 'hi' })).toEqual({ language: 'hi' });
    expect(NotificationPreferencesPatchSchema.safeParse({ language: 'fr' }).success).toBe(false);
  });
});
