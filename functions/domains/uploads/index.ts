import { randomUUID } from 'node:crypto';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { env } from '../../lib/config';
import { createDomainHandler, defineRoute, type DomainRoutes } from '../../lib/http';
import { s3Client } from '../../lib/storage';
import { PRESIGN_EXPIRES_SECONDS, uploadPrefix, uploadRules, uploadUrl } from '../../../shared/uploads';
import { ChatUploadSchema, PresignUploadSchema, type ChatUploadResponse, type PresignedUpload, type PresignUploadInput } from '../../../shared/schemas/uploads';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'application/pdf': '.pdf',
};

/** A key under the uploader's prefix; the original name is kept (cleaned) for documents, where users see it. */
function newKey(userId: string, kind: keyof typeof uploadRules, contentType: string, filename: string) {
  const extension = EXTENSIONS[contentType] ?? (filename.match(/\.[a-z0-9]{1,5}$/i)?.[0]?.toLowerCase() ?? '');
  const base = filename.replace(/\.[^.]*$/, '').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'file';
  return `${uploadPrefix(userId, kind)}${randomUUID()}/${base}${extension}`;
}

/** A presigned POST whose policy enforces the kind's size and type limits and the uploader's key prefix. */
async function presignUpload(userId: string, body: PresignUploadInput): Promise<PresignedUpload> {
  const rule = uploadRules[body.kind];
  const key = newKey(userId, body.kind, body.contentType, body.filename);
  const { url, fields } = await createPresignedPost(s3Client(), {
    Bucket: env().UPLOADS_BUCKET,
    Key: key,
    Conditions: [
      ['content-length-range', 1, rule.maxBytes],
      ['eq', '$Content-Type', body.contentType],
      ['starts-with', '$key', uploadPrefix(userId, body.kind)],
    ],
    Fields: { 'Content-Type': body.contentType },
    Expires: PRESIGN_EXPIRES_SECONDS,
  });
  return { url, fields, key, maxBytes: rule.maxBytes, expiresAt: new Date(Date.now() + PRESIGN_EXPIRES_SECONDS * 1000).toISOString() };
}

export const uploadsRoutes: DomainRoutes<'uploads'> = {
  'POST /uploads/presign': defineRoute({
    body: PresignUploadSchema,
    handler: async ({ body, caller }) => presignUpload(caller!.sub, body),
  }),

  // The spec's chat attachment upload: the same presign, of kind 'chat', with the URL the file will be served at.
  'POST /chat/upload': defineRoute({
    body: ChatUploadSchema,
    handler: async ({ body, caller }): Promise<ChatUploadResponse> => {
      const upload = await presignUpload(caller!.sub, body);
      return { ...upload, imgUrl: uploadUrl(upload.key)! };
    },
  }),
};

export const handler = createDomainHandler('uploads', uploadsRoutes);
