import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { outboxDir } from '../../functions/lib/mailer';
import { escapeHtml } from '../../functions/lib/site-origin';

/**
 * /dev/outbox: the local outbox's mails in the browser (issue #27 §2), served
 * by the local gateway only. The render Lambda and the CDK stack know no such
 * path, so on AWS it is the site's 404. A mail's HTML part is shown in a
 * sandboxed frame of its own, with a policy that lets nothing in it run.
 */
export const DEV_OUTBOX_PATH = '/dev/outbox';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  sentAt?: string;
}

const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const MAIL_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; sandbox";
const STYLE = `body{font-family:system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:16px;color:#1f2937}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e5e7eb;vertical-align:top;overflow-wrap:anywhere}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f8fafc;padding:12px;border:1px solid #e5e7eb}iframe{width:100%;height:480px;border:1px solid #e5e7eb}dt{font-weight:600}dd{margin:0 0 8px;overflow-wrap:anywhere;font-family:monospace}`;

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function send(response: ServerResponse, status: number, html: string, policy: string) {
  response.setHeader('Content-Security-Policy', policy);
  response.setHeader('X-Frame-Options', policy === MAIL_POLICY ? 'SAMEORIGIN' : 'DENY');
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(html);
}

/** The outbox's mail ids (file names without .json), newest first. */
async function mailIds(): Promise<string[]> {
  const files = await readdir(outboxDir()).catch(() => [] as string[]);
  return files
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort()
    .reverse();
}

async function readMail(id: string): Promise<OutboxMail | undefined> {
  if (!/^[\w-]{1,200}$/.test(id)) return undefined;
  const text = await readFile(join(outboxDir(), `${id}.json`), 'utf8').catch(() => undefined);
  return text ? (JSON.parse(text) as OutboxMail) : undefined;
}

const notFound = (response: ServerResponse) => send(response, 404, page('Not found', `<h1>No such mail</h1><p><a href="${DEV_OUTBOX_PATH}">The outbox</a></p>`), PAGE_POLICY);

/** Answers /dev/outbox, /dev/outbox/{id} and /dev/outbox/{id}/html. */
export async function serveDevOutbox(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, page('Not allowed', '<h1>Only GET</h1>'), PAGE_POLICY);
  const rest = pathname.slice(DEV_OUTBOX_PATH.length).replace(/\/$/, '');
  if (rest === '') {
    const mails = (await Promise.all((await mailIds()).slice(0, 500).map(async (id) => ({ id, mail: await readMail(id) })))).filter((entry) => entry.mail);
    const rows = mails
      .map(({ id, mail }) => `<tr><td>${escapeHtml(mail!.sentAt ?? '')}</td><td>${escapeHtml(mail!.to)}</td><td><a href="${DEV_OUTBOX_PATH}/${id}">${escapeHtml(mail!.subject)}</a></td></tr>`)
      .join('');
    const body = mails.length
      ? `<table><caption>Newest first</caption><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>No mail yet.</p>';
    return send(response, 200, page('Outbox', `<h1>Outbox</h1><p>Mails the local stack sent (${escapeHtml(outboxDir())}). Only the local stack has this page.</p>${body}`), PAGE_POLICY);
  }
  const match = /^\/([\w-]{1,200})(\/html)?$/.exec(rest);
  const mail = match ? await readMail(match[1]!) : undefined;
  if (!match || !mail) return notFound(response);
  if (match[2]) return send(response, 200, mail.html, MAIL_POLICY);
  const headers = Object.entries(mail.headers ?? {})
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd data-header="${escapeHtml(name)}">${escapeHtml(value)}</dd>`)
    .join('');
  const body =
    `<p><a href="${DEV_OUTBOX_PATH}">All mail</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
    `<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Sent</dt><dd>${escapeHtml(mail.sentAt ?? '')}</dd>${headers}</dl>` +
    `<h2>Text part</h2><pre>${escapeHtml(mail.text)}</pre>` +
    `<h2>HTML part</h2><iframe title="The mail's HTML part" sandbox src="${DEV_OUTBOX_PATH}/${match[1]}/html"></iframe>`;
  return send(response, 200, page(mail.subject, body), PAGE_POLICY);
}
