import { randomUUID } from 'node:crypto';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { env } from '../../lib/config';
import { createDomainHandler, defineRoute, type DomainRoutes } from '../../lib/http';
import { s3Client } from '../../lib/storage';
import { isInlineUpload, PRESIGN_EXPIRES_SECONDS, uploadExtension, uploadPrefix, uploadRules, uploadUrl } from '../../../shared/uploads';
import { ChatUploadSchema, PresignUploadSchema, type ChatUploadResponse, type PresignedUpload, type PresignUploadInput } from '../../../shared/schemas/uploads';

/** A key under the uploader's prefix, named from the checked content type; the original name is kept (cleaned) for documents, where users see it. */
function newKey(userId: string, kind: keyof typeof uploadRules, contentType: string, filename: string) {
  const base =
    filename
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'file';
  return `${uploadPrefix(userId, kind)}${randomUUID()}/${base}${uploadExtension(contentType)}`;
}

/** A presigned POST whose policy enforces the kind's size and type limits and the uploader's key prefix. */
async function presignUpload(userId: string, body: PresignUploadInput): Promise<PresignedUpload> {
  const rule = uploadRules[body.kind];
  const key = newKey(userId, body.kind, body.contentType, body.filename);
  // Stored with the object, so S3 (through CloudFront) serves documents as downloads, never as pages of the site.
  const fields: Record<string, string> = { 'Content-Type': body.contentType };
  if (!isInlineUpload(body.contentType)) fields['Content-Disposition'] = 'attachment';
  const presigned = await createPresignedPost(s3Client(), {
    Bucket: env().UPLOADS_BUCKET,
    Key: key,
    Conditions: [
      ['content-length-range', 1, rule.maxBytes],
      ['eq', '$Content-Type', body.contentType],
      ['starts-with', '$key', uploadPrefix(userId, body.kind)],
    ],
    Fields: fields,
    Expires: PRESIGN_EXPIRES_SECONDS,
  });
  return { url: presigned.url, fields: presigned.fields, key, maxBytes: rule.maxBytes, expiresAt: new Date(Date.now() + PRESIGN_EXPIRES_SECONDS * 1000).toISOString() };
}

export const uploadsRoutes: DomainRoutes<'uploads'> = {
  'POST /uploads/presign': defineRoute({
    body: PresignUploadSchema,
    handler: async ({ body, caller }) => presignUpload(caller.sub, body),
  }),

  // The spec's chat attachment upload: the same presign, of kind 'chat', with the URL the file will be served at.
  'POST /chat/upload': defineRoute({
    body: ChatUploadSchema,
    handler: async ({ body, caller }): Promise<ChatUploadResponse> => {
      const upload = await presignUpload(caller.sub, body);
      return { ...upload, imgUrl: uploadUrl(upload.key)! };
    },
  }),
};

export const handler = createDomainHandler('uploads', uploadsRoutes);
