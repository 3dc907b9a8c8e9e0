import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { env } from './config';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra message headers (List-Unsubscribe…); names and values are ASCII, without line breaks. */
  headers?: Record<string, string>;
}

let ses: SESv2Client | undefined;

/** The folder of the local outbox: OUTBOX_DIR, else {DATA_DIR}/outbox. */
export function outboxDir(): string {
  return env().OUTBOX_DIR ?? join(process.env.DATA_DIR ?? '.data', 'outbox');
}

/**
 * Sends an account email: through SES from the verified sender on AWS, or,
 * locally (no sender configured), into the outbox folder as JSON, with the
 * text printed on the console so a developer can follow the link.
 */
export async function sendEmail(email: OutgoingEmail): Promise<void> {
  for (const [name, value] of Object.entries(email.headers ?? {})) {
    // A line break in a header would let a value add headers of its own.
    if (!/^[\x21-\x39\x3b-\x7e]+$/.test(name) || /[\r\n]/.test(value)) throw new Error(`Refusing a malformed email header: ${name}`);
  }
  const sender = env().SENDER_EMAIL;
  if (sender) {
    ses ??= new SESv2Client({});
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: sender,
        Destination: { ToAddresses: [email.to] },
        Content: {
          Simple: {
            Subject: { Data: email.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
            ...(email.headers ? { Headers: Object.entries(email.headers).map(([Name, Value]) => ({ Name, Value })) } : {}),
          },
        },
      }),
    );
    return;
  }
  console.info(`[outbox] To: ${email.to} · ${email.subject}\n${email.text}`);
  // A Lambda without a configured sender has no writable data folder: the log line is the outbox there.
  if (process.env.AWS_LAMBDA_FUNCTION_NAME) return;
  const folder = outboxDir();
  await mkdir(folder, { recursive: true });
  const sentAt = new Date().toISOString();
  await writeFile(join(folder, `${sentAt.replace(/[:.]/g, '-')}-${randomUUID()}.json`), JSON.stringify({ ...email, sentAt }, null, 2));
}
