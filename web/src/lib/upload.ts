import { msg } from '@shared/i18n/catalog';
import type { PresignedUpload, PresignUploadInput } from '@shared/schemas/uploads';
import { uploadProblem, uploadRules, type UploadKind } from '@shared/uploads';
import { apiRoute } from './api-route';
import { localizeMessage } from './message-text';

/** An upload the browser refused, S3 refused, or the network lost; `message` is ready to show. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  /** Aborts the transfer (the promise then rejects with an AbortError). */
  signal?: AbortSignal;
}

/** Percent done, 0 to 100. */
export type UploadProgress = (percent: number) => void;

/** POST /uploads/presign: an S3 POST policy for one object of this kind. */
export function presignUpload(kind: UploadKind, file: File, signal?: AbortSignal): Promise<PresignedUpload> {
  const input: PresignUploadInput = { kind, contentType: file.type, size: file.size, filename: file.name };
  return apiRoute('POST /uploads/presign', { body: input }, { signal });
}

/** Reads S3's `<Error><Code>…</Code><Message>…</Message></Error>` answer. */
function parseS3Error(xml: string): { code?: string; message?: string } {
  try {
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    return {
      code: document.querySelector('Error > Code')?.textContent?.trim() || undefined,
      message: document.querySelector('Error > Message')?.textContent?.trim() || undefined,
    };
  } catch {
    return {};
  }
}

/** The message a person can act on, for an S3 refusal. */
function friendlyS3Message(kind: UploadKind, code: string | undefined, message: string | undefined): string {
  const rule = uploadRules[kind];
  if (code === 'EntityTooLarge') return rule.tooLargeMessage;
  if (code === 'EntityTooSmall') return msg('The file is empty.');
  if (message && /expired/i.test(message)) return msg('The upload took too long to start. Please try again.');
  if (message && /content-type/i.test(message)) return rule.wrongTypeMessage;
  return msg('The upload was refused. Please try again.');
}

function postToStorage(kind: UploadKind, presigned: PresignedUpload, file: File, onProgress: UploadProgress | undefined, signal: AbortSignal | undefined) {
  return new Promise<void>((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
    // S3 ignores every field after the file, so the file goes last.
    form.append('file', file);

    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const cleanUp = () => signal?.removeEventListener('abort', abort);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    xhr.addEventListener('load', () => {
      cleanUp();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve();
        return;
      }
      const { code, message } = parseS3Error(xhr.responseText);
      reject(new UploadError(localizeMessage(friendlyS3Message(kind, code, message)), code));
    });
    xhr.addEventListener('error', () => {
      cleanUp();
      reject(new UploadError(localizeMessage(msg('The upload failed. Check your connection and try again.')), 'NetworkError'));
    });
    xhr.addEventListener('abort', () => {
      cleanUp();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    });

    xhr.open('POST', presigned.url);
    xhr.send(form);
  });
}

/**
 * Uploads one file for `kind` straight to storage and resolves to its key.
 * Checks the kind's rule first (throwing the spec's message), then asks for a
 * presigned POST and sends the file with progress reports. Show the file at
 * `uploadUrl(key)` from `@shared/uploads`.
 */
export async function uploadFile(kind: UploadKind, file: File, onProgress?: UploadProgress, options: UploadOptions = {}): Promise<string> {
  const problem = uploadProblem(kind, file);
  if (problem) throw new UploadError(localizeMessage(problem), 'InvalidFile');
  onProgress?.(0);
  const presigned = await presignUpload(kind, file, options.signal);
  await postToStorage(kind, presigned, file, onProgress, options.signal);
  return presigned.key;
}

/** The `accept` attribute for a kind's file input. */
export function acceptFor(kind: UploadKind): string {
  return uploadRules[kind].contentTypes.join(',');
}
