import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTaxonomy } from '../../scripts/seed/taxonomy';
import { startHarness, type Harness } from './harness';

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
  await seedTaxonomy();
});
afterAll(() => api.stop());

describe('the business taxonomy', () => {
  it('lists the eleven popular categories of the home grid in the spec’s order', async () => {
    const response = await api.call('GET', '/categories/all?popular=true&status=active');
    expect(response.body.data.map((category: { title: string }) => category.title)).toEqual([
      'Business & Audit Services', 'Restaurant', 'Hotels', 'Wedding', 'Real Estate', 'Education & Training', 'Doctors', 'Event Planner & Organizer', 'Fitness', 'Courier Services', 'Pet Shops',
    ]);
  });

  it('searches, pages and clamps the full list', async () => {
    const all = await api.call('GET', '/categories/all?limit=100000000');
    expect(all.body.pagination.total).toBeGreaterThanOrEqual(20);
    const search = await api.call('GET', '/categories/all?title=beauty');
    expect(search.body.data).toEqual([expect.objectContaining({ title: 'Beauty & Spa', hasChild: true })]);
    const second = await api.call('GET', '/categories/all?limit=5&page=2');
    expect(second.body.data).toHaveLength(5);
    expect((await api.call('GET', '/categories/all?page=0')).status).toBe(400);
  });

  it('walks main → sub → sub-sub and finds a category by slug', async () => {
    const subs = await api.call('GET', '/subcategories/subCatByParent/restaurant?limit=50&page=1');
    const veg = subs.body.data.find((sub: { title: string }) => sub.title === 'Vegetarian Restaurant');
    expect(veg).toMatchObject({ parentId: 'restaurant', hasChild: true });
    const subsubs = await api.call('GET', `/subsub/subsubCatByParent?parentSub=${veg._id}`);
    expect(subsubs.body.data.map((item: { title: string }) => item.title)).toEqual(['Thali', 'South Indian', 'Jain Food']);
    const bySlug = await api.call('GET', '/categories/getCatBySlug?slug=restaurant');
    expect(bySlug.body.data[0]).toMatchObject({ _id: 'restaurant', title: 'Restaurant' });
    expect((await api.call('GET', '/categories/getCatBySlug?slug=nope')).status).toBe(404);
    expect((await api.call('GET', '/subsub/subsubCatByParent')).status).toBe(400);
  });
});
