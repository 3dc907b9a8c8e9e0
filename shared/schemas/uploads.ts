import * as z from 'zod';
import { uploadKinds, uploadRules } from '../uploads';
import { msg } from '../i18n/catalog';

/** Asking for a presigned POST: the file's own facts are checked against its kind's rule. */
export const PresignUploadSchema = z
  .object({
    kind: z.enum(uploadKinds, { error: `kind must be one of: ${uploadKinds.join(', ')}` }),
    contentType: z.string().trim().min(1, msg('contentType is required')).max(200),
    size: z
      .number({ error: msg('size must be a number of bytes') })
      .int()
      .positive(msg('The file is empty.')),
    filename: z.string().trim().min(1, msg('filename is required')).max(255),
  })
  .superRefine((input, context) => {
    const rule = uploadRules[input.kind];
    if (!rule.contentTypes.includes(input.contentType)) {
      context.addIssue({ code: 'custom', path: ['contentType'], message: rule.wrongTypeMessage });
    } else if (input.size > rule.maxBytes) {
      context.addIssue({ code: 'custom', path: ['size'], message: rule.tooLargeMessage });
    }
  });
export type PresignUploadInput = z.infer<typeof PresignUploadSchema>;

/**
 * POST /chat/upload (spec 2 §3): the spec's chat attachment upload. Files never
 * pass through the API, so it takes the file's facts as JSON and is the
 * presign of kind 'chat'.
 */
export const ChatUploadSchema = z.preprocess((body) => (body && typeof body === 'object' && !Array.isArray(body) ? { ...body, kind: 'chat' } : body), PresignUploadSchema);

/** The presigned POST plus the URL the file is served at once posted. */
export interface ChatUploadResponse extends PresignedUpload {
  imgUrl: string;
}

export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  key: string;
  maxBytes: number;
  expiresAt: string;
}
