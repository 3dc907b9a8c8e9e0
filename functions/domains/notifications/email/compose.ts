import { describeNotification } from '../../../../shared/notifications/describe';
import { notificationLinks } from '../../../../shared/notifications/links';
import { notificationEmailPaths, notificationKindLabels } from '../../../../shared/notifications/email';
import type { NotificationResponse } from '../../../../shared/schemas/notifications';
import type { OutgoingEmail } from '../../../lib/mailer';
import { escapeHtml } from '../../../lib/site-origin';

/** What a mail says about one notification. */
export type MailedNotification = Pick<NotificationResponse, 'kind' | 'event' | 'actorName' | 'subjectName' | 'excerpt' | 'link' | 'createdAt'>;

export interface Recipient {
  email: string;
  firstName?: string;
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

const greeting = (recipient: Recipient) => recipient.firstName?.trim() || 'there';

/** A layout every notification mail shares: the body, then why the mail came and how to stop it. */
function layout(recipient: Recipient, links: Links, body: { text: string; html: string }, why: string) {
  const settings = `${links.origin}${notificationEmailPaths.settings}`;
  const unsubscribe = `${links.origin}${notificationEmailPaths.unsubscribe(links.unsubscribeToken)}`;
  const text = `Hi ${greeting(recipient)},\n\n${body.text}\n\n--\n${why}\nChoose what we email you: ${settings}\nUnsubscribe: ${unsubscribe}\n\nSbiz`;
  const html =
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:16px">` +
    `<p>Hi ${escapeHtml(greeting(recipient))},</p>${body.html}` +
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">` +
    `<p style="font-size:13px;color:#4b5563">${escapeHtml(why)} <a href="${escapeHtml(settings)}">Choose what we email you</a> or <a href="${escapeHtml(unsubscribe)}">unsubscribe</a>.</p>` +
    `<p style="font-size:13px;color:#4b5563">Sbiz</p></body></html>`;
  return { text, html };
}

function quoted(excerpt: string | undefined) {
  return excerpt
    ? { text: `\n\n“${excerpt}”`, html: `<blockquote style="margin:12px 0;padding:8px 12px;border-left:3px solid #d1d5db;color:#374151;overflow-wrap:anywhere">${escapeHtml(excerpt)}</blockquote>` }
    : { text: '', html: '' };
}

/** The mail for one notification: its sentence as the subject, the excerpt, a link to it, and how to stop such mails. */
export function composeNotificationEmail(recipient: Recipient, notification: MailedNotification, links: Links): OutgoingEmail {
  // A subject is one line, whatever a name holds.
  const sentence = describeNotification(notification).replace(/\s+/g, ' ');
  const open = `${links.origin}${notification.link}`;
  const excerpt = quoted(notification.excerpt);
  const { text, html } = layout(
    recipient,
    links,
    {
      text: `${sentence}.${excerpt.text}\n\nOpen it on Sbiz: ${open}`,
      html: `<p style="font-size:16px;overflow-wrap:anywhere"><strong>${escapeHtml(sentence)}</strong></p>${excerpt.html}<p><a href="${escapeHtml(open)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Open it on Sbiz</a></p>`,
    },
    `You get this mail because email about ${notificationKindLabels[notification.kind].toLowerCase()} is on.`,
  );
  return { to: recipient.email, subject: sentence, text, html, headers: unsubscribeHeaders(links) };
}

/** The daily digest: one mail listing the day's notifications, each with its link. */
export function composeDigestEmail(recipient: Recipient, notifications: readonly MailedNotification[], links: Links, more = 0): OutgoingEmail {
  const count = notifications.length + more;
  const subject = count === 1 ? 'Your Sbiz day: 1 new notification' : `Your Sbiz day: ${count} new notifications`;
  const all = `${links.origin}${notificationLinks.notifications()}`;
  const moreText = more > 0 ? { text: `\n\n…and ${more} more: ${all}`, html: `<p><a href="${escapeHtml(all)}">…and ${more} more on Sbiz</a></p>` } : { text: '', html: '' };
  const lines = notifications.map((notification) => ({ sentence: describeNotification(notification), excerpt: notification.excerpt, url: `${links.origin}${notification.link}` }));
  const { text, html } = layout(
    recipient,
    links,
    {
      text: `Here is what happened since your last digest:\n\n${lines.map((line) => `- ${line.sentence}${line.excerpt ? `: “${line.excerpt}”` : ''}\n  ${line.url}`).join('\n')}${moreText.text}`,
      html:
        `<p>Here is what happened since your last digest:</p><ul style="padding-left:20px">` +
        lines
          .map(
            (line) =>
              `<li style="margin-bottom:10px;overflow-wrap:anywhere"><a href="${escapeHtml(line.url)}">${escapeHtml(line.sentence)}</a>${line.excerpt ? `<br><span style="color:#4b5563">“${escapeHtml(line.excerpt)}”</span>` : ''}</li>`,
          )
          .join('') +
        `</ul>${moreText.html}`,
    },
    'You get this mail because you chose one mail a day instead of one each time. Unsubscribing from it stops all notification email.',
  );
  return { to: recipient.email, subject, text, html, headers: unsubscribeHeaders(links) };
}
