import { msg } from './i18n/catalog';
/**
 * What may be uploaded, per kind: the spec's limits. The presign endpoint
 * writes them into the S3 POST policy, so S3 (and the local check in front of
 * s3rver) refuses anything else; the web checks them first to show the spec's
 * messages without a round trip.
 */
const MB = 1024 * 1024;

const WEB_IMAGES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const ANY_IMAGES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** The spec's gallery list: jpeg, jpg, png, gif. */
const GALLERY_IMAGES = ['image/jpeg', 'image/png', 'image/gif'] as const;
const DOCUMENTS = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'text/plain',
  'text/csv',
  'application/rtf',
] as const;

export const uploadKinds = ['logo', 'cover', 'gallery', 'profile', 'review', 'collection', 'category', 'event', 'product-image', 'product-document', 'chat'] as const;
export type UploadKind = (typeof uploadKinds)[number];

export interface UploadRule {
  /** Accepted MIME types; the browser's file.type must be one of them. */
  contentTypes: readonly string[];
  maxBytes: number;
  /** The spec's messages for a file that is too large or of the wrong type. */
  tooLargeMessage: string;
  wrongTypeMessage: string;
}

const imageRule = (contentTypes: readonly string[], maxMb: number, typeList: string): UploadRule => ({
  contentTypes,
  maxBytes: maxMb * MB,
  tooLargeMessage: `File is too large. Please select a file smaller than ${maxMb}MB.`,
  wrongTypeMessage: `Invalid file type. Please select an image file (${typeList}).`,
});

export const uploadRules: Record<UploadKind, UploadRule> = {
  logo: imageRule(WEB_IMAGES, 2, 'JPEG, PNG, WebP'),
  profile: imageRule(WEB_IMAGES, 2, 'JPEG, PNG, WebP'),
  cover: imageRule(WEB_IMAGES, 5, 'JPEG, PNG, WebP'),
  gallery: imageRule(GALLERY_IMAGES, 5, 'JPEG, PNG, GIF'),
  review: imageRule(ANY_IMAGES, 5, 'JPEG, PNG, WebP, GIF'),
  collection: imageRule(ANY_IMAGES, 5, 'JPEG, PNG, WebP, GIF'),
  category: imageRule(ANY_IMAGES, 5, 'JPEG, PNG, WebP, GIF'),
  event: {
    ...imageRule(ANY_IMAGES, 5, 'JPEG, PNG, WebP, GIF'),
    wrongTypeMessage: msg('Some files are invalid (only images under 5MB allowed)'),
    tooLargeMessage: msg('Some files are invalid (only images under 5MB allowed)'),
  },
  'product-image': imageRule(ANY_IMAGES, 5, 'JPEG, PNG, WebP, GIF'),
  'product-document': {
    contentTypes: [...DOCUMENTS, ...ANY_IMAGES],
    maxBytes: 10 * MB,
    tooLargeMessage: msg('File is too large. Please select a file smaller than 10MB.'),
    wrongTypeMessage: msg('Invalid file type. Please select a document (PDF, Word, Excel, PowerPoint, text, CSV, RTF) or an image.'),
  },
  chat: {
    contentTypes: [...ANY_IMAGES, ...DOCUMENTS, 'video/mp4', 'video/webm', 'audio/mpeg', 'audio/ogg', 'audio/webm'],
    maxBytes: 10 * MB,
    tooLargeMessage: msg('File is too large. Please select a file smaller than 10MB.'),
    wrongTypeMessage: msg('This file type cannot be sent.'),
  },
};

/**
 * The extension a stored object gets, from its checked content type: never
 * the client's filename, so `evil.html` sent as a PNG is stored as `evil.png`.
 */
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.ms-excel': '.xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.ms-powerpoint': '.ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': '.pptx',
  'text/plain': '.txt',
  'text/csv': '.csv',
  'application/rtf': '.rtf',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'audio/mpeg': '.mp3',
  'audio/ogg': '.ogg',
  'audio/webm': '.weba',
};

/** The extension for an accepted content type ('' for one without an entry, which no rule accepts). */
export function uploadExtension(contentType: string): string {
  return EXTENSIONS[contentType] ?? '';
}

/** Images, videos and sounds are shown in the page; every other upload is served as a download. */
export function isInlineUpload(contentType: string): boolean {
  return /^(image|video|audio)\//.test(contentType);
}

/** How long a presigned POST stays valid. */
export const PRESIGN_EXPIRES_SECONDS = 300;

/** The message for a file that breaks its kind's rule, or undefined when it is acceptable. */
export function uploadProblem(kind: UploadKind, file: { type: string; size: number }): string | undefined {
  const rule = uploadRules[kind];
  if (!rule.contentTypes.includes(file.type)) return rule.wrongTypeMessage;
  if (file.size > rule.maxBytes) return rule.tooLargeMessage;
  if (file.size <= 0) return msg('The file is empty.');
  return undefined;
}

/** Every uploaded object lives under its uploader's prefix: uploads/{userId}/{kind}/… */
export function uploadPrefix(userId: string, kind?: UploadKind): string {
  return kind ? `uploads/${userId}/${kind}/` : `uploads/${userId}/`;
}

/** True when the key was issued to this user (optionally for this kind) by the presign endpoint. */
export function isOwnUploadKey(key: string, userId: string, kind?: UploadKind): boolean {
  return key.startsWith(uploadPrefix(userId, kind)) && !key.includes('..') && /^[\w./-]+$/.test(key);
}

/** Where the browser reads an uploaded file: CloudFront (or the local gateway) serves /uploads/* from the bucket. */
export function uploadUrl(key: string | undefined | null): string | undefined {
  if (!key) return undefined;
  // Absolute URLs and site paths (seeded images under /seed/) are already addresses.
  if (/^https?:\/\//.test(key) || key.startsWith('/')) return key;
  return `/${key}`;
}
