import { describe, expect, it } from 'vitest';
import type { CategoryResponse } from '@shared/schemas/taxonomy';
import { homeSectionCategories, popularTabs, TAB_COUNT, TAB_SUBS_SHOWN, themedGroups } from '../../../web/src/features/home/sections';

const category = (title: string, popular: boolean, subs = 20): CategoryResponse =>
  ({
    _id: title.toLowerCase().replace(/\W+/g, '-'),
    title,
    slug: title.toLowerCase().replace(/\W+/g, '-'),
    popular,
    status: 'active',
    description: `<p>All about ${title}</p>`,
    subCategories: Array.from({ length: subs }, (_, index) => ({ _id: `${title}-${index}`, title: `${title} ${index}`, slug: `${title}-${index}` })),
  }) as unknown as CategoryResponse;

const mains = [...Array.from({ length: 8 }, (_, index) => category(`Popular ${index}`, true)), category('Wedding', false), category('Beauty & Spa', true), category('Hardware', false)];

describe('the home page sections', () => {
  it('keep the first popular categories as tabs and the themed groups in their order', () => {
    expect(popularTabs(mains).map((main) => main.title)).toEqual(Array.from({ length: TAB_COUNT }, (_, index) => `Popular ${index}`));
    expect(themedGroups(mains).map((main) => main.title)).toEqual(['Wedding', 'Beauty & Spa']);
  });

  it('send only those categories, without descriptions, with the sub categories they list', () => {
    const trimmed = homeSectionCategories(mains);
    expect(trimmed.map((main) => main.title)).toEqual([...Array.from({ length: TAB_COUNT }, (_, index) => `Popular ${index}`), 'Wedding', 'Beauty & Spa']);
    expect(trimmed.every((main) => main.description === undefined && main.subCategories!.length === TAB_SUBS_SHOWN)).toBe(true);
    // What the sections render from the trimmed list is what they render from the whole one.
    expect(popularTabs(trimmed).map((main) => main._id)).toEqual(popularTabs(mains).map((main) => main._id));
    expect(themedGroups(trimmed).map((main) => main._id)).toEqual(themedGroups(mains).map((main) => main._id));
  });
});
