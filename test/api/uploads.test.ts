import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadRules } from '../../shared/uploads';
import type { PresignedUpload } from '../../shared/schemas/uploads';
import { startHarness, type Harness } from './harness';

let api: Harness;
let session: Awaited<ReturnType<Harness['signUp']>>;
beforeAll(async () => {
  api = await startHarness();
  session = await api.signUp();
});
afterAll(() => api.stop());

const MB = 1024 * 1024;

function presign(body: Record<string, unknown>, token = session.tokens.access.token) {
  return api.call<PresignedUpload & { message?: string }>('POST', '/uploads/presign', { token, body });
}

/** Posts a file to the presigned URL exactly as a browser form would. */
async function postFile(presigned: PresignedUpload, bytes: number, contentType: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'file');
  const response = await fetch(presigned.url, { method: 'POST', body: form });
  return { status: response.status, text: await response.text() };
}

describe('POST /uploads/presign', () => {
  it('needs a signed-in user', async () => {
    const response = await api.call('POST', '/uploads/presign', { body: { kind: 'logo', contentType: 'image/png', size: 10, filename: 'a.png' } });
    expect(response.status).toBe(401);
  });

  it("namespaces the key under the caller's id and kind", async () => {
    const response = await presign({ kind: 'logo', contentType: 'image/png', size: MB, filename: 'Shop Logo.png' });
    expect(response.status).toBe(200);
    expect(response.body.key).toMatch(new RegExp(`^uploads/${session.user._id}/logo/[0-9a-f-]{36}/Shop-Logo\\.png$`));
    expect(response.body.maxBytes).toBe(uploadRules.logo.maxBytes);
  });

  it.each([
    [{ kind: 'logo', contentType: 'image/png', size: 3 * MB, filename: 'big.png' }, 'File is too large. Please select a file smaller than 2MB.'],
    [{ kind: 'logo', contentType: 'image/gif', size: MB, filename: 'a.gif' }, 'Invalid file type. Please select an image file (JPEG, PNG, WebP).'],
    [{ kind: 'gallery', contentType: 'image/png', size: 6 * MB, filename: 'big.png' }, 'File is too large. Please select a file smaller than 5MB.'],
    [{ kind: 'gallery', contentType: 'image/webp', size: MB, filename: 'a.webp' }, 'Invalid file type. Please select an image file (JPEG, PNG, GIF).'],
    [{ kind: 'spaceship', contentType: 'image/png', size: MB, filename: 'a.png' }, /kind must be one of/],
  ])('refuses %j with the spec message', async (body, message) => {
    const response = await presign(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
  });
});

describe('the presigned POST policy, enforced by the local S3 as by AWS', () => {
  it('accepts a 1 MB logo and serves it back at /{key}', async () => {
    const { body: presigned } = await presign({ kind: 'logo', contentType: 'image/png', size: MB, filename: 'logo.png' });
    expect((await postFile(presigned, MB, 'image/png')).status).toBe(204);
    const read = await fetch(`${api.url}/${presigned.key}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect((await read.arrayBuffer()).byteLength).toBe(MB);
  });

  it('refuses a 3 MB file sent with a policy issued for a 1 MB logo', async () => {
    const { body: presigned } = await presign({ kind: 'logo', contentType: 'image/png', size: MB, filename: 'logo.png' });
    const result = await postFile(presigned, 3 * MB, 'image/png');
    expect(result.status).toBe(400);
    expect(result.text).toContain('<Code>EntityTooLarge</Code>');
    expect((await fetch(`${api.url}/${presigned.key}`)).status).toBe(404);
  });

  it('refuses a different Content-Type than the one presigned', async () => {
    const { body: presigned } = await presign({ kind: 'logo', contentType: 'image/png', size: 1000, filename: 'logo.png' });
    presigned.fields['Content-Type'] = 'text/html';
    const result = await postFile(presigned, 1000, 'text/html');
    expect(result.status).toBe(403);
    expect(result.text).toContain('<Code>AccessDenied</Code>');
  });

  it("refuses a key outside the caller's prefix", async () => {
    const { body: presigned } = await presign({ kind: 'logo', contentType: 'image/png', size: 1000, filename: 'logo.png' });
    presigned.fields.key = 'uploads/someone-else/logo/x.png';
    const result = await postFile(presigned, 1000, 'image/png');
    expect(result.status).toBe(403);
  });
});

describe('stored names and how uploads are served', () => {
  it('names the object from the checked content type, never from the client’s extension', async () => {
    // A text file named .html would otherwise be served as a page of the site.
    const { body: text } = await presign({ kind: 'product-document', contentType: 'text/plain', size: 1000, filename: 'evil.html' });
    expect(text.key).toMatch(/\/evil\.txt$/);
    const { body: sheet } = await presign({ kind: 'chat', contentType: 'text/csv', size: 1000, filename: 'price list.exe' });
    expect(sheet.key).toMatch(/\/price-list\.csv$/);
  });

  it('serves images with nosniff, and documents as downloads', async () => {
    const { body: image } = await presign({ kind: 'logo', contentType: 'image/png', size: 1000, filename: 'logo.png' });
    expect((await postFile(image, 1000, 'image/png')).status).toBe(204);
    const shown = await fetch(`${api.url}/${image.key}`);
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shown.headers.get('content-disposition')).toBeNull();

    const { body: document } = await presign({ kind: 'product-document', contentType: 'text/plain', size: 1000, filename: 'notes.txt' });
    // S3 keeps the disposition the policy fixed, so CloudFront serves it as a download on AWS.
    expect(document.fields['Content-Disposition']).toBe('attachment');
    expect((await postFile(document, 1000, 'text/plain')).status).toBe(204);
    const downloaded = await fetch(`${api.url}/${document.key}`);
    expect(downloaded.headers.get('x-content-type-options')).toBe('nosniff');
    expect(downloaded.headers.get('content-disposition')).toMatch(/^attachment/);
  });
});
