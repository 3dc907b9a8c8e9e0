import { randomUUID } from 'node:crypto';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { env } from '../../lib/config';
import { createDomainHandler, defineRoute, type DomainRoutes } from '../../lib/http';
import { s3Client } from '../../lib/storage';
import { isInlineUpload, PRESIGN_EXPIRES_SECONDS, uploadExtension, uploadPrefix, uploadRules } from '../../../shared/uploads';
import { PresignUploadSchema, type PresignedUpload } from '../../../shared/schemas/uploads';

/** A key under the uploader's prefix, named from the checked content type; the original name is kept (cleaned) for documents, where users see it. */
function newKey(userId: string, kind: keyof typeof uploadRules, contentType: string, filename: string) {
  const base = filename.replace(/\.[^.]*$/, '').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'file';
  return `${uploadPrefix(userId, kind)}${randomUUID()}/${base}${uploadExtension(contentType)}`;
}

export const uploadsRoutes: DomainRoutes<'uploads'> = {
  // A presigned POST whose policy enforces the kind's size and type limits and the caller's key prefix.
  'POST /uploads/presign': defineRoute({
    body: PresignUploadSchema,
    handler: async ({ body, caller }): Promise<PresignedUpload> => {
      const rule = uploadRules[body.kind];
      const key = newKey(caller!.sub, body.kind, body.contentType, body.filename);
      // Stored with the object, so S3 (through CloudFront) serves documents as downloads, never as pages of the site.
      const fields: Record<string, string> = { 'Content-Type': body.contentType };
      if (!isInlineUpload(body.contentType)) fields['Content-Disposition'] = 'attachment';
      const presigned = await createPresignedPost(s3Client(), {
        Bucket: env().UPLOADS_BUCKET,
        Key: key,
        Conditions: [
          ['content-length-range', 1, rule.maxBytes],
          ['eq', '$Content-Type', body.contentType],
          ['starts-with', '$key', uploadPrefix(caller!.sub, body.kind)],
        ],
        Fields: fields,
        Expires: PRESIGN_EXPIRES_SECONDS,
      });
      return { url: presigned.url, fields: presigned.fields, key, maxBytes: rule.maxBytes, expiresAt: new Date(Date.now() + PRESIGN_EXPIRES_SECONDS * 1000).toISOString() };
    },
  }),
};

export const handler = createDomainHandler('uploads', uploadsRoutes);
