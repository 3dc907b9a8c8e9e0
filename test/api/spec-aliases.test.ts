import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessPostsResponse } from '../../shared/schemas/article';
import type { ChatUploadResponse } from '../../shared/schemas/uploads';
import { seedBlogCategories } from '../../scripts/seed/articles';
import { listingBody } from '../fixtures/listing';
import { startHarness, type Harness } from './harness';

/** The spec's route names that alias what exists (issue #25 3.17): GET /post/all and POST /chat/upload. */
type Session = Awaited<ReturnType<Harness['signUp']>>;
let api: Harness;
let owner: Session;
let business: { _id: string };
const token = (session: Session) => session.tokens.access.token;

beforeAll(async () => {
  api = await startHarness();
  await seedBlogCategories();
  owner = await api.signUp();
  const added = await api.call('POST', '/businesses/add', { token: token(owner), body: listingBody({ name: `Post Alias ${randomUUID().slice(0, 6)}`, cityName: 'Pune' }) });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  business = added.body;
});
afterAll(() => api.stop());

describe('GET /post/all', () => {
  it("pages a business's articles by page number, newest first, with the total", async () => {
    const titles = ['First misal morning in Pune', 'Second visit to the chai stall', 'Third tale of vada pav'];
    for (const title of titles) {
      const response = await api.call('POST', '/blogs/add', {
        token: token(owner),
        body: { businessId: business._id, title, blogCategoryId: 'food-and-dining', body: '<p>Six misal joints, one rainy morning, and a verdict on the spiciest tarri in town.</p>' },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    }
    await api.poller.drain();
    const first = await api.call<BusinessPostsResponse>('GET', `/post/all?businessId=${business._id}&page=1&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 3, page: 1, limit: 2, totalPages: 2 });
    expect(first.body.data.map((post) => post.title)).toEqual([titles[2], titles[1]]);
    const second = await api.call<BusinessPostsResponse>('GET', `/post/all?businessId=${business._id}&page=2&limit=2`);
    expect(second.body.data.map((post) => post.title)).toEqual([titles[0]]);
  });

  it('answers an empty page for a business without posts, and 400 without a business', async () => {
    const empty = await api.call<BusinessPostsResponse>('GET', `/post/all?businessId=no-such-business`);
    expect(empty.body).toMatchObject({ data: [], total: 0, page: 1, totalPages: 0 });
    const missing = await api.call<{ message: string }>('GET', '/post/all?page=1');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/businessId is required/);
    expect((await api.call('GET', `/post/all?businessId=${business._id}&page=0`)).status).toBe(400);
  });
});

describe('POST /chat/upload', () => {
  it('needs a signed-in user', async () => {
    expect((await api.call('POST', '/chat/upload', { body: { contentType: 'image/png', size: 10, filename: 'a.png' } })).status).toBe(401);
  });

  it('presigns a chat attachment and names the URL it will be served at', async () => {
    const response = await api.call<ChatUploadResponse>('POST', '/chat/upload', { token: token(owner), body: { contentType: 'image/png', size: 4, filename: 'menu.png' } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.key).toMatch(new RegExp(`^uploads/${owner.user._id}/chat/`));
    expect(response.body.imgUrl).toBe(`/${response.body.key}`);
    const form = new FormData();
    for (const [name, value] of Object.entries(response.body.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(4)], { type: 'image/png' }), 'menu.png');
    expect((await fetch(response.body.url, { method: 'POST', body: form })).status).toBe(204);
    // s3rver, unlike S3, can still answer 404 for a moment after the write returned when the machine is busy.
    await expect.poll(async () => (await fetch(`${api.url}${response.body.imgUrl}`)).status, { timeout: 5_000 }).toBe(200);
  });

  it("refuses what a chat may not carry with the kind's message, and cannot be turned into another kind", async () => {
    const wrong = await api.call<{ message: string }>('POST', '/chat/upload', { token: token(owner), body: { contentType: 'text/html', size: 4, filename: 'x.html' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch('This file type cannot be sent.');
    const other = await api.call<ChatUploadResponse>('POST', '/chat/upload', { token: token(owner), body: { kind: 'logo', contentType: 'image/png', size: 4, filename: 'a.png' } });
    expect(other.body.key).toMatch(new RegExp(`^uploads/${owner.user._id}/chat/`));
    expect((await api.call('POST', '/chat/upload', { token: token(owner), body: 'not json' })).status).toBe(400);
  });
});
