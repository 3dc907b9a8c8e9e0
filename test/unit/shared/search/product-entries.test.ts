import { describe, expect, it } from 'vitest';
import { CARD_SPEC_ROWS, productCard, type IndexableProduct } from '../../../../shared/search/product-entries';

const product: IndexableProduct = {
  productId: 'p1',
  title: 'Kraft paper bags',
  slug: 'kraft-paper-bags',
  status: 'active',
  cityName: 'pune',
  businessId: 'b1',
  businessName: 'Shree Packaging',
  businessSlug: 'shree-packaging',
  userId: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('productCard', () => {
  it("carries the first four specifications, labelled, for the profile's products tab (spec 1 §3)", () => {
    const card = productCard({
      ...product,
      specifications: { material: 'Kraft paper', color: 'Brown', size: '10 x 12 in', minimumOrderQuantity: '500', brandName: 'Shree' },
    });
    expect(CARD_SPEC_ROWS).toBe(4);
    expect(card.specs).toEqual([
      { label: 'Material', value: 'Kraft paper' },
      { label: 'Color', value: 'Brown' },
      { label: 'Size', value: '10 x 12 in' },
      { label: 'Minimum Order Quantity', value: '500' },
    ]);
  });

  it('has no rows for a product without specifications', () => {
    expect(productCard(product).specs).toEqual([]);
  });
});
