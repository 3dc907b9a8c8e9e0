import { describe, expect, it } from 'vitest';
import { productLeaves, scaleProduct, type ScaleProductContext } from '../../../../scripts/seed/scale-products';
import { scaleBusinesses, scaleCity, scaleKinds } from '../../../../scripts/seed/scale';
import { productListRecords, productSearchRecords } from '../../../../shared/search/product-entries';

const sellers = scaleBusinesses(0, 5, { city: scaleCity('pune'), kinds: scaleKinds(), seed: 1 });
const context: ScaleProductContext = { seed: 1, leaves: productLeaves(), sellers };

describe('scale products', () => {
  it('draws the same product for the same seed and number, sold by a listing of the city', () => {
    const first = scaleProduct(7, context);
    expect(scaleProduct(7, context)).toEqual(first);
    expect(first.cityName).toBe('pune');
    expect(sellers.map((seller) => seller.businessId)).toContain(first.businessId);
    expect(first.price).toBeGreaterThan(0);
    expect(first.title).toMatch(/\S+ \S+/);
  });

  it('files each product under a leaf with its parents titled at every level', () => {
    const product = scaleProduct(3, context);
    expect(product.categories.productCategory).toHaveLength(1);
    expect(product.categories.parent.length).toBeGreaterThan(0);
    expect(product.productCategory).toEqual([product.categories.productCategory[0]!._id]);
  });

  it('gives every product its own slug, and index records for search and the lists', () => {
    const products = Array.from({ length: 300 }, (_, index) => scaleProduct(index, context));
    expect(new Set(products.map((product) => product.slug)).size).toBe(300);
    const product = products[0]!;
    expect(productSearchRecords(product).length).toBeGreaterThan(0);
    expect(productListRecords(product).some((record) => record.partition.startsWith('pune#'))).toBe(true);
  });
});
