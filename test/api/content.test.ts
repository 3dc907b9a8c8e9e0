import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../scripts/seed/content';
import { popularCategoryTitles } from '../../scripts/seed/data/business-taxonomy';
import { startHarness, type Harness } from './harness';

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
  await seedContent();
});
afterAll(() => api.stop());

describe('site content', () => {
  it('serves the home tiles, ads, footer groups, static pages and trending searches', async () => {
    const tiles = await api.call('GET', '/homeCat/all');
    expect(tiles.body.data[0]).toMatchObject({
      title: 'Business & Audit Services',
      categoryId: { _id: 'business-and-audit-services', slug: 'business-and-audit-services' },
      image: '/seed/categories/business-and-audit-services.svg',
    });
    expect(tiles.body.data.slice(0, 11).map((tile: { title: string }) => tile.title)).toEqual(popularCategoryTitles);
    const ads = await api.call('GET', '/advertisements/all?limit=10000');
    expect(ads.body.data.every((ad: { position: string }) => ad.position === 'homepage_top')).toBe(true);
    const footer = await api.call('GET', '/footer/getFooters');
    expect(footer.body.data[0]).toMatchObject({ title: 'Sbiz', urls: expect.arrayContaining([{ title: 'About us', url: '/sb/about-us' }]) });
    const home = await api.call('GET', '/static-pages/all?slug=home');
    expect(home.body.results[0].content).toContain('<h2>');
    const trending = await api.call('GET', '/trendingBusiness/all?type=business');
    expect(trending.body.data).toHaveLength(10);
    expect((await api.call('GET', '/trendingBusiness/all?type=nonsense')).status).toBe(400);
    expect((await api.call('GET', '/advertisements/all?limit=-1')).status).toBe(400);
  });

  it('takes feedback, with the spec’s message for missing fields', async () => {
    expect(await api.call('POST', '/feedback/add', { body: { area: 'improvement' } })).toMatchObject({ status: 400, body: { message: 'Please fill all fields' } });
    expect(await api.call('POST', '/feedback/add', { body: { details: 'x' } })).toMatchObject({ status: 400, body: { message: 'Please fill all fields' } });
    const ok = await api.call('POST', '/feedback/add', { body: { area: 'broken', issueType: 'Page Broken', details: 'The map link opens the wrong place.' } });
    expect(ok).toMatchObject({ status: 201, body: { message: 'Feedback submitted successfully!' } });
  });
});
