/** What kind of file a chat attachment is, judged by its extension (spec 2 §2.1). */
export type AttachmentKind = 'image' | 'video' | 'audio' | 'pdf' | 'document' | 'spreadsheet' | 'presentation' | 'file';

const EXTENSIONS: Record<Exclude<AttachmentKind, 'file'>, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg', 'avif'],
  video: ['mp4', 'webm', 'ogv', 'mov', 'm4v'],
  audio: ['mp3', 'ogg', 'oga', 'wav', 'm4a', 'aac', 'weba'],
  pdf: ['pdf'],
  document: ['doc', 'docx', 'txt', 'rtf', 'odt'],
  spreadsheet: ['xls', 'xlsx', 'csv', 'ods'],
  presentation: ['ppt', 'pptx', 'odp'],
};

/** The lower-case extension of a URL or key, ignoring any query string or fragment. */
export function attachmentExtension(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Classifies an attachment URL; anything unrecognised is a plain file to download. */
export function classifyAttachment(url: string): AttachmentKind {
  const extension = attachmentExtension(url);
  for (const [kind, extensions] of Object.entries(EXTENSIONS) as [Exclude<AttachmentKind, 'file'>, readonly string[]][]) {
    if (extensions.includes(extension)) return kind;
  }
  return 'file';
}

/** The file name a user sees for an attachment (the last path segment, decoded). */
export function attachmentName(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name) || 'Attachment';
  } catch {
    return name || 'Attachment';
  }
}
