import { describeNotification } from '../../../../shared/notifications/describe';
import { notificationLinks } from '../../../../shared/notifications/links';
import { notificationEmailPaths, notificationKindLabels } from '../../../../shared/notifications/email';
import type { NotificationResponse } from '../../../../shared/schemas/notifications';
import type { OutgoingEmail } from '../../../lib/mailer';
import { escapeHtml } from '../../../lib/site-origin';
import { DEFAULT_LOCALE, htmlLang, type Locale } from '../../../../shared/i18n/locales';
import type { Translate } from '../../../../shared/i18n/translate';
import { mailTranslator } from '../../../lib/mail-language';

/** What a mail says about one notification. */
export type MailedNotification = Pick<NotificationResponse, 'kind' | 'event' | 'actorName' | 'subjectName' | 'excerpt' | 'link' | 'createdAt'>;

export interface Recipient {
  email: string;
  firstName?: string;
  /** The language of the mail: the one in the person's notification preferences; English when absent. */
  locale?: Locale;
}

interface Links {
  /** The site's origin, https://… (functions/lib/site-origin.ts). */
  origin: string;
  /** The signed unsubscribe token (unsubscribe-token.ts). */
  unsubscribeToken: string;
}

/**
 * The unsubscribe headers of RFC 2369 and RFC 8058: a mail client offers
 * "Unsubscribe" and posts `List-Unsubscribe=One-Click` to the URL without
 * opening a page. Only the HTTPS URL: no mailbox reads replies, so a mailto:
 * would promise an unsubscribe that never happens.
 */
export function unsubscribeHeaders(links: Links): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.origin}${notificationEmailPaths.oneClick(links.unsubscribeToken)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** A message with its links: `<0>…</0>` and `<1>…</1>` become the anchors, the rest is escaped. */
function withLinks(message: string, hrefs: readonly string[]): string {
  return message
    .split(/(<\/?\d+>)/)
    .map((part) => {
      const tag = /^<(\/?)(\d+)>$/.exec(part);
      if (!tag) return escapeHtml(part);
      const href = hrefs[Number(tag[2])];
      if (href === undefined) return '';
      return tag[1] ? '</a>' : `<a href="${escapeHtml(href)}">`;
    })
    .join('');
}

const greeting = (recipient: Recipient, t: Translate) => {
  const name = recipient.firstName?.trim();
  return name ? t('Hi {name},', { name }) : t('Hi there,');
};

/** A layout every notification mail shares: the body, then why the mail came and how to stop it. */
function layout(recipient: Recipient, links: Links, body: { text: string; html: string }, why: string, t: Translate, locale: Locale) {
  const settings = `${links.origin}${notificationEmailPaths.settings}`;
  const unsubscribe = `${links.origin}${notificationEmailPaths.unsubscribe(links.unsubscribeToken)}`;
  const hello = greeting(recipient, t);
  const text = `${hello}\n\n${body.text}\n\n--\n${why}\n${t('Choose what we email you: {url}', { url: settings })}\n${t('Unsubscribe: {url}', { url: unsubscribe })}\n\nSbiz`;
  const html =
    `<!doctype html><html lang="${htmlLang[locale]}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:16px">` +
    `<p>${escapeHtml(hello)}</p>${body.html}` +
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">` +
    `<p style="font-size:13px;color:#4b5563">${escapeHtml(why)} ${withLinks(t('<0>Choose what we email you</0> or <1>unsubscribe</1>.'), [settings, unsubscribe])}</p>` +
    `<p style="font-size:13px;color:#4b5563">Sbiz</p></body></html>`;
  return { text, html };
}

function quoted(excerpt: string | undefined) {
  return excerpt
    ? { text: `\n\n“${excerpt}”`, html: `<blockquote style="margin:12px 0;padding:8px 12px;border-left:3px solid #d1d5db;color:#374151;overflow-wrap:anywhere">${escapeHtml(excerpt)}</blockquote>` }
    : { text: '', html: '' };
}

/** A notification's sentence in the mail's language (describe.ts's own English without a catalog). */
const sentenceOf = (notification: MailedNotification, locale: Locale) => describeNotification(notification, locale === DEFAULT_LOCALE ? undefined : mailTranslator(locale));

/**
 * The mail for one notification, in the recipient's language (issue #28): its
 * sentence as the subject, the excerpt, a link to it, and how to stop such mails.
 */
export function composeNotificationEmail(recipient: Recipient, notification: MailedNotification, links: Links): OutgoingEmail {
  const locale = recipient.locale ?? DEFAULT_LOCALE;
  const t = mailTranslator(locale);
  // A subject is one line, whatever a name holds.
  const sentence = sentenceOf(notification, locale).replace(/\s+/g, ' ');
  const open = `${links.origin}${notification.link}`;
  const excerpt = quoted(notification.excerpt);
  const { text, html } = layout(
    recipient,
    links,
    {
      text: `${t('{sentence}.', { sentence })}${excerpt.text}\n\n${t('Open it on Sbiz: {url}', { url: open })}`,
      html: `<p style="font-size:16px;overflow-wrap:anywhere"><strong>${escapeHtml(sentence)}</strong></p>${excerpt.html}<p><a href="${escapeHtml(open)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(t('Open it on Sbiz'))}</a></p>`,
    },
    t('You get this mail because email about {kind} is on.', { kind: t(notificationKindLabels[notification.kind]).toLowerCase() }),
    t,
    locale,
  );
  return { to: recipient.email, subject: sentence, text, html, headers: unsubscribeHeaders(links) };
}

/** One line per notification, with its excerpt and link: the list of a digest and of a burst's mail. */
function listOf(notifications: readonly MailedNotification[], links: Links, locale: Locale) {
  const lines = notifications.map((notification) => ({ sentence: sentenceOf(notification, locale), excerpt: notification.excerpt, url: `${links.origin}${notification.link}` }));
  return {
    text: lines.map((line) => `- ${line.sentence}${line.excerpt ? `: “${line.excerpt}”` : ''}\n  ${line.url}`).join('\n'),
    html:
      `<ul style="padding-left:20px">` +
      lines
        .map(
          (line) =>
            `<li style="margin-bottom:10px;overflow-wrap:anywhere"><a href="${escapeHtml(line.url)}">${escapeHtml(line.sentence)}</a>${line.excerpt ? `<br><span style="color:#4b5563">“${escapeHtml(line.excerpt)}”</span>` : ''}</li>`,
        )
        .join('') +
      `</ul>`,
  };
}

/**
 * The mail of a burst (issue #27 §2: one mail per thing per 10 minutes): the
 * notifications about one thing that the throttle held back, newest first,
 * named in the subject by the newest and how many more came with it.
 */
export function composeBurstEmail(recipient: Recipient, notifications: readonly MailedNotification[], links: Links): OutgoingEmail {
  const locale = recipient.locale ?? DEFAULT_LOCALE;
  const t = mailTranslator(locale);
  const newestFirst = [...notifications].reverse();
  const newest = newestFirst[0]!;
  const subject = t('{sentence}, and {count, plural, one {# more} other {# more}}', { sentence: sentenceOf(newest, locale).replace(/\s+/g, ' '), count: notifications.length - 1 });
  const intro = t('These came in close together; we send one mail about the same thing every 10 minutes at most:');
  const list = listOf(newestFirst, links, locale);
  const { text, html } = layout(
    recipient,
    links,
    { text: `${intro}\n\n${list.text}`, html: `<p>${escapeHtml(intro)}</p>${list.html}` },
    t('You get this mail because email about {kind} is on.', { kind: t(notificationKindLabels[newest.kind]).toLowerCase() }),
    t,
    locale,
  );
  return { to: recipient.email, subject, text, html, headers: unsubscribeHeaders(links) };
}

/**
 * The daily digest, in the recipient's language: one mail listing the day's
 * notifications, each with its link. `overflow` when the person did not choose
 * the digest and it carries what came after the day's mail limit.
 */
export function composeDigestEmail(recipient: Recipient, notifications: readonly MailedNotification[], links: Links, more = 0, overflow = false): OutgoingEmail {
  const locale = recipient.locale ?? DEFAULT_LOCALE;
  const t = mailTranslator(locale);
  const count = notifications.length + more;
  const subject = t('{count, plural, one {Your Sbiz day: # new notification} other {Your Sbiz day: # new notifications}}', { count });
  const all = `${links.origin}${notificationLinks.notifications()}`;
  const moreText =
    more > 0
      ? { text: `\n\n${t('…and {count} more: {url}', { count: more, url: all })}`, html: `<p><a href="${escapeHtml(all)}">${escapeHtml(t('…and {count} more on Sbiz', { count: more }))}</a></p>` }
      : { text: '', html: '' };
  const list = listOf(notifications, links, locale);
  const intro = t('Here is what happened since your last digest:');
  const { text, html } = layout(
    recipient,
    links,
    { text: `${intro}\n\n${list.text}${moreText.text}`, html: `<p>${escapeHtml(intro)}</p>${list.html}${moreText.html}` },
    overflow
      ? t('You get this mail because your notification mails reached their daily limit; what came after it is here.')
      : t('You get this mail because you chose one mail a day instead of one each time. Unsubscribing from it stops all notification email.'),
    t,
    locale,
  );
  return { to: recipient.email, subject, text, html, headers: unsubscribeHeaders(links) };
}
