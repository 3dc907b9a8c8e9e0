import { describe, expect, it } from 'vitest';
import { isOwnUploadKey, uploadProblem, uploadRules, uploadUrl } from '../../../shared/uploads';
import { PresignUploadSchema } from '../../../shared/schemas/uploads';

const MB = 1024 * 1024;

describe('upload rules', () => {
  it('holds the spec limits', () => {
    expect(uploadRules.logo).toMatchObject({ maxBytes: 2 * MB, contentTypes: ['image/jpeg', 'image/png', 'image/webp'] });
    expect(uploadRules.cover.maxBytes).toBe(5 * MB);
    expect(uploadRules.gallery).toMatchObject({ maxBytes: 5 * MB, contentTypes: ['image/jpeg', 'image/png', 'image/gif'] });
  });

  it.each([
    ['logo', { type: 'image/png', size: 2 * MB }, undefined],
    ['logo', { type: 'image/png', size: 2 * MB + 1 }, 'File is too large. Please select a file smaller than 2MB.'],
    ['logo', { type: 'image/gif', size: 10 }, 'Invalid file type. Please select an image file (JPEG, PNG, WebP).'],
    ['gallery', { type: 'image/gif', size: 5 * MB }, undefined],
    ['gallery', { type: 'image/png', size: 0 }, 'The file is empty.'],
  ] as const)('%s %j → %s', (kind, file, message) => {
    expect(uploadProblem(kind, file)).toBe(message);
  });

  it('gives the same messages through the presign schema', () => {
    const result = PresignUploadSchema.safeParse({ kind: 'logo', contentType: 'image/png', size: 3 * MB, filename: 'a.png' });
    expect(result.error?.issues[0]?.message).toBe('File is too large. Please select a file smaller than 2MB.');
  });
});

describe('upload keys', () => {
  it("accepts only the caller's own keys", () => {
    expect(isOwnUploadKey('uploads/u1/logo/abc/a.png', 'u1', 'logo')).toBe(true);
    expect(isOwnUploadKey('uploads/u1/logo/abc/a.png', 'u1', 'cover')).toBe(false);
    expect(isOwnUploadKey('uploads/u2/logo/abc/a.png', 'u1')).toBe(false);
    expect(isOwnUploadKey('uploads/u1/../u2/logo/a.png', 'u1')).toBe(false);
    expect(isOwnUploadKey('uploads/u10/logo/a.png', 'u1')).toBe(false);
  });

  it('turns keys into same-origin URLs and leaves absolute URLs alone', () => {
    expect(uploadUrl('uploads/u1/logo/a.png')).toBe('/uploads/u1/logo/a.png');
    expect(uploadUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(uploadUrl(undefined)).toBeUndefined();
  });
});
