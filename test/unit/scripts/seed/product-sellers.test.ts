import { describe, expect, it } from 'vitest';
import { productLeavesFor } from '../../../../scripts/seed/data/product-sellers';
import { productTaxonomyRows } from '../../../../scripts/seed/data/taxonomy-rows';
import { directoryListings } from '../../../../scripts/seed/directory';

const rows = productTaxonomyRows();
const mainTitle = (id: string) => rows.find((row) => row.categoryId === id)?.title;
const leaves = rows.filter((row) => row.level === 'leaf');
const mainsOf = (categoryIds: string[]) => new Set(productLeavesFor(categoryIds, leaves, mainTitle).flatMap((leaf) => leaf.mainIds.map(mainTitle)));

describe('which seeded business sells which products (#25 3.16: a product sold by an unrelated business)', () => {
  it('a clinic sells medical goods, a restaurant food, a courier packaging, and nothing else', () => {
    expect([...mainsOf(['doctors'])]).toEqual(['Health & Medical']);
    expect([...mainsOf(['restaurant'])]).toEqual(['Agriculture & Food Products']);
    expect([...mainsOf(['courier-services'])]).toEqual(['Packaging Materials']);
  });

  it('hotels, real estate and pet shops sell none of the product taxonomy', () => {
    for (const category of ['hotels', 'real-estate', 'pet-shops']) expect(productLeavesFor([category], leaves, mainTitle)).toEqual([]);
  });

  it('every directory category is either paired with product kinds that exist or sells nothing, and most listings can sell', () => {
    const listings = directoryListings();
    const sellers = listings.filter(
      (listing) =>
        productLeavesFor(
          (listing.categories ?? []).map((category) => category._id),
          leaves,
          mainTitle,
        ).length > 0,
    );
    expect(sellers.length / listings.length).toBeGreaterThan(0.7);
    // Only listings of the paired kinds sell: never a product outside its listing's mains.
    for (const listing of sellers) {
      const mains = mainsOf((listing.categories ?? []).map((category) => category._id));
      expect(mains.size).toBeGreaterThan(0);
      expect(mains.size).toBeLessThanOrEqual(3);
    }
  });
});
