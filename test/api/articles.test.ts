import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleListResponse, ArticlePageResponse, ArticleResponse } from '../../shared/schemas/article';
import type { SearchResponse } from '../../shared/schemas/search';
import { seedBlogCategories } from '../../scripts/seed/articles';
import { listingBody } from '../fixtures/listing';
import { promoteToAdmin, startHarness, type Harness } from './harness';

type Session = Awaited<ReturnType<Harness['signUp']>>;
let api: Harness;
let owner: Session;
let stranger: Session;
let admin: Session;
let business: { _id: string; slug: string };
const token = (session: Session) => session.tokens.access.token;
/** A word no other suite uses, so searches and lists see only this file's articles. */
const marker = `zq${randomUUID()
  .replace(/-/g, '')
  .slice(0, 8)
  .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!)}`;
const coverOf = (session: Session) => `uploads/${session.user._id}/cover/${randomUUID()}.jpg`;

function articleBody(overrides: Record<string, unknown> = {}) {
  return {
    businessId: business._id,
    title: `Monsoon ${marker} guide to Pune misal`,
    blogCategoryId: 'food-and-dining',
    coverImage: coverOf(owner),
    body: '<p>Six misal joints, one rainy morning, and a verdict on the spiciest tarri in town.</p><script>alert(1)</script><p><a href="javascript:alert(1)">x</a></p>',
    tags: ['Misal', 'pune'],
    ...overrides,
  };
}

async function addArticle(overrides: Record<string, unknown> = {}, session = owner) {
  const response = await api.call<{ data: ArticleResponse }>('POST', '/blogs/add', { token: token(session), body: articleBody(overrides) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

const list = (query: string) => api.call<ArticleListResponse>('GET', `/blogs/all?${query}`);

beforeAll(async () => {
  api = await startHarness();
  await seedBlogCategories();
  owner = await api.signUp({ firstName: 'Omkar', lastName: 'Owner' });
  stranger = await api.signUp({ firstName: 'Sara', lastName: 'Stranger' });
  const candidate = await api.signUp({ firstName: 'Anita', lastName: 'Admin' });
  await promoteToAdmin(candidate.user._id);
  admin = { ...(await api.call('POST', '/auth/login', { body: { email: candidate.user.email, password: candidate.password } })).body, password: candidate.password };
  const added = await api.call('POST', '/businesses/add', { token: token(owner), body: listingBody({ name: `Misal Adda ${marker}`, cityName: 'Pune' }) });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  business = added.body;
});
afterAll(() => api.stop());

describe('articles', () => {
  it('lets the owner publish: sanitised body, lower-case tags, the business and category copied in', async () => {
    const article = await addArticle();
    expect(article).toMatchObject({
      title: `Monsoon ${marker} guide to Pune misal`,
      blogCategory: { _id: 'food-and-dining', name: 'Food & Dining' },
      tags: ['misal', 'pune'],
      cityName: 'pune',
      business: { _id: business._id, name: `Misal Adda ${marker}` },
      views: 0,
      reviewCount: 0,
      canEdit: true,
    });
    expect(article.slug).toMatch(new RegExp(`^monsoon-${marker}-guide-to-pune-misal-[0-9a-f]{10}$`));
    expect(article.body).not.toContain('<script');
    expect(article.body).not.toContain('javascript:');
    await api.poller.drain();
    const page = await api.call<ArticlePageResponse>('GET', `/blogs/getBlogBySlug?slug=${article.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ _id: article._id, canEdit: false });
    expect(page.body.business).toMatchObject({ _id: business._id, slug: business.slug, claimed: true });
  });

  it('lists by category, business, city and search text, newest first, with signed cursors', async () => {
    const second = await addArticle({ title: `Wedding ${marker} caterers compared`, blogCategoryId: 'weddings', tags: ['catering'] });
    const third = await addArticle({ title: `Best ${marker} thali in Mumbai`, city: 'Mumbai' });
    await api.poller.drain();

    const byBusiness = await list(`businessId=${business._id}&limit=2`);
    expect(byBusiness.status).toBe(200);
    expect(byBusiness.body.data.map((card) => card._id)).toEqual([third._id, second._id]);
    expect(byBusiness.body.nextCursor).toBeTruthy();
    const next = await list(`businessId=${business._id}&limit=2&cursor=${encodeURIComponent(byBusiness.body.nextCursor!)}`);
    expect(next.body.data).toHaveLength(1);
    expect(next.body.nextCursor).toBeNull();

    const byCategory = await list(`blogCategoryId=weddings&businessId=${business._id}`);
    expect(byCategory.body.data.map((card) => card._id)).toEqual([second._id]);
    const byCity = await list(`cityName=mumbai&businessId=${business._id}`);
    expect(byCity.body.data.map((card) => card._id)).toEqual([third._id]);
    expect(byCity.body.data[0]).toMatchObject({ cityName: 'mumbai', excerpt: expect.stringContaining('Six misal joints'), coverImage: expect.stringContaining('/cover/') });

    const found = await list(`find=${marker}`);
    expect(found.body.data).toHaveLength(3);
    expect(found.body.data.map((card) => card._id)).toEqual(expect.arrayContaining([second._id, third._id]));
    const foundInCategory = await list(`find=${marker.slice(0, 5)}&blogCategoryId=weddings`);
    expect(foundInCategory.body.data.map((card) => card._id)).toEqual([second._id]);
    const paged = await list(`find=${marker}&limit=2`);
    expect(paged.body.data).toHaveLength(2);
    const rest = await list(`find=${marker}&limit=2&cursor=${encodeURIComponent(paged.body.nextCursor!)}`);
    expect(rest.body.data).toHaveLength(1);
    expect(rest.body.nextCursor).toBeNull();

    // The header: the articles toggle answers articles only; the business toggle also suggests articles.
    const header = await api.call<SearchResponse>('GET', `/search?query=${marker}&location=pune&type=articles`);
    expect(header.status).toBe(200);
    expect(header.body.articles.map((suggestion) => suggestion._id)).toContain(second._id);
    expect(header.body.articles[0]).toMatchObject({ slug: expect.stringContaining(marker), businessName: `Misal Adda ${marker}` });
    expect(header.body.businesses).toEqual([]);
    const businessToggle = await api.call<SearchResponse>('GET', `/search?query=wedding ${marker}&location=pune`);
    expect(businessToggle.body.articles.map((suggestion) => suggestion._id)).toEqual([second._id]);

    const mine = await api.call<ArticleListResponse>('GET', '/blogs/getUserBlogs', { token: token(owner) });
    expect(mine.body.data.map((card) => card._id)).toEqual(expect.arrayContaining([second._id, third._id]));
    expect((await api.call('GET', '/blogs/getUserBlogs', { token: token(stranger) })).body.data).toEqual([]);
  });

  it('updates: the owner and admins; the search index and lists follow', async () => {
    const article = await addArticle();
    const updated = await api.call<{ data: ArticleResponse }>('PATCH', `/blogs/update/${article._id}`, {
      token: token(owner),
      body: articleBody({ title: `Renamed ${marker} vada pav trail`, coverImage: article.coverImage, blogCategoryId: 'travel-and-stays' }),
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ title: `Renamed ${marker} vada pav trail`, slug: article.slug, blogCategory: { _id: 'travel-and-stays' } });
    const byAdmin = await api.call('PATCH', `/blogs/update/${article._id}`, { token: token(admin), body: articleBody({ title: `Admin ${marker} edit of the trail`, coverImage: article.coverImage }) });
    expect(byAdmin.status).toBe(200);
    await api.poller.drain();
    const found = await list(`find=admin ${marker}`);
    expect(found.body.data.map((card) => card._id)).toEqual([article._id]);
    expect((await list(`find=renamed ${marker}`)).body.data).toEqual([]);
    expect((await list(`blogCategoryId=travel-and-stays&businessId=${business._id}`)).body.data).toEqual([]);
  });

  it('counts views through the stream, exactly once each', async () => {
    const article = await addArticle();
    for (let view = 0; view < 3; view++) expect((await api.call('PATCH', `/blogs/addView/${article._id}`)).status).toBe(200);
    await api.poller.drain();
    await api.poller.drain();
    const page = await api.call<ArticlePageResponse>('GET', `/blogs/getBlogBySlug?slug=${article.slug}`);
    expect(page.body.data.views).toBe(3);
    const card = (await list(`businessId=${business._id}`)).body.data.find((entry) => entry._id === article._id);
    expect(card?.views).toBe(3);
    expect((await api.call('PATCH', '/blogs/addView/0123456789')).status).toBe(404);
  });

  it('counts approved reviews on the card, and lets anyone signed in reply', async () => {
    const article = await addArticle();
    const review = await api.call('POST', '/blogReviews/add', {
      token: token(stranger),
      body: { blogId: article._id, title: 'Loved the trail', content: 'We tried three of these places and the list is spot on.' },
    });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    const replied = await api.call('PATCH', `/blogReviews/reply/${review.body.data._id}`, { token: token(admin), body: { content: 'Glad you enjoyed it!' } });
    expect(replied.status).toBe(201);
    await api.poller.drain();
    await api.poller.drain();
    const card = (await list(`businessId=${business._id}`)).body.data.find((entry) => entry._id === article._id);
    expect(card?.reviewCount).toBe(1);
    expect((await api.call('POST', '/blogReviews/add', { token: token(stranger), body: { blogId: '0123456789', content: 'No such article here at all.' } })).status).toBe(404);
  });

  it('deletes: the owner or an admin; the article leaves every list', async () => {
    const article = await addArticle();
    await api.poller.drain();
    expect((await api.call('DELETE', `/blogs/delete/${article._id}`, { token: token(owner) })).status).toBe(200);
    await api.poller.drain();
    expect((await api.call('GET', `/blogs/getBlogBySlug?slug=${article.slug}`)).status).toBe(404);
    expect((await list(`businessId=${business._id}`)).body.data.map((card) => card._id)).not.toContain(article._id);
    expect((await api.call('DELETE', `/blogs/delete/${article._id}`, { token: token(owner) })).status).toBe(404);
    const another = await addArticle();
    expect((await api.call('DELETE', `/blogs/delete/${another._id}`, { token: token(admin) })).status).toBe(200);
  });

  it('refuses anonymous callers (401) and other users (403)', async () => {
    const article = await addArticle();
    expect((await api.call('POST', '/blogs/add', { body: articleBody() })).status).toBe(401);
    expect((await api.call('PATCH', `/blogs/update/${article._id}`, { body: articleBody() })).status).toBe(401);
    expect((await api.call('DELETE', `/blogs/delete/${article._id}`)).status).toBe(401);
    expect((await api.call('GET', '/blogs/getUserBlogs')).status).toBe(401);

    const asStranger = await api.call('POST', '/blogs/add', { token: token(stranger), body: articleBody({ coverImage: coverOf(stranger) }) });
    expect(asStranger).toMatchObject({ status: 403, body: { message: 'Only the owner of the business or an admin can do this' } });
    expect((await api.call('PATCH', `/blogs/update/${article._id}`, { token: token(stranger), body: articleBody({ coverImage: article.coverImage }) })).status).toBe(403);
    expect((await api.call('DELETE', `/blogs/delete/${article._id}`, { token: token(stranger) })).status).toBe(403);
    expect((await api.call('GET', `/blogs/${article._id}`, { token: token(stranger) })).status).toBe(403);
    expect((await api.call('GET', `/blogs/${article._id}`, { token: token(owner) })).status).toBe(200);
  });

  it('answers bad input with a 400 and a clear message', async () => {
    const bad = async (overrides: Record<string, unknown>) => api.call('POST', '/blogs/add', { token: token(owner), body: articleBody(overrides) });
    expect((await bad({ title: '' })).body).toMatchObject({ message: 'Title is required' });
    expect((await bad({ title: 'x'.repeat(151) })).body).toMatchObject({ message: 'Title must be at most 150 characters' });
    expect((await bad({ body: '<p>Too short</p>' })).body).toMatchObject({ message: 'The article must be at least 50 characters' });
    expect((await bad({ blogCategoryId: 'no-such-category' })).body).toMatchObject({ message: 'Please select a blog category from the list' });
    expect((await bad({ tags: Array.from({ length: 11 }, (_, index) => `tag${index}`) })).body).toMatchObject({ message: 'At most 10 tags' });
    const foreignCover = await bad({ coverImage: coverOf(stranger) });
    expect(foreignCover.status).toBe(400);
    expect(foreignCover.body.message).toMatch(/not one of your uploads/);
    expect((await bad({ businessId: 'x'.repeat(65) })).status).toBe(400);
    const article = await addArticle();
    const moved = await api.call('PATCH', `/blogs/update/${article._id}`, { token: token(owner), body: articleBody({ businessId: randomUUID(), coverImage: article.coverImage }) });
    expect(moved).toMatchObject({ status: 400, body: { message: 'An article stays with the business it was written for' } });
    expect((await list('limit=abc')).status).toBe(400);
    expect((await list(`find=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('answers a crafted cursor with a 400, never a 500', async () => {
    for (const query of ['cursor=e30', 'cursor=e30.AAAAAAAAAAAAAAAAAAAAAA', `find=${marker}&cursor=o5.bad`, `businessId=${business._id}&cursor=${'a'.repeat(300)}`]) {
      const response = await list(query);
      expect(response.status, query).toBe(400);
      expect((response.body as unknown as { message: string }).message).toBe('Invalid cursor');
    }
    expect((await api.call('GET', '/blogs/getBlogBySlug?slug=no-such-article-0123456789')).status).toBe(404);
  });
});
