import { describe, expect, it } from 'vitest';
import { belowMinimumOrderMessage, minimumOrderOf } from '../../../../shared/products/minimum-order';

describe("a product's minimum order", () => {
  it.each([
    [{ minimumOrderQuantity: '6' }, 6],
    [{ minimumOrderQuantity: '100 Pieces' }, 100],
    [{ minimumOrderQuantity: '1,000 Kg' }, 1000],
    [{ minimumOrderQuantity: 'on request' }, 1],
    [{ minimumOrderQuantity: '0' }, 1],
    [{}, 1],
    [undefined, 1],
  ])('reads %j as %i', (specifications, minimum) => {
    expect(minimumOrderOf(specifications)).toBe(minimum);
  });

  it("names the minimum in the product's unit", () => {
    expect(belowMinimumOrderMessage(6, 'Pack')).toBe('The minimum order for this product is 6 Pack. Please ask for at least 6.');
    expect(belowMinimumOrderMessage(6, 'per unit')).toBe('The minimum order for this product is 6 units. Please ask for at least 6.');
  });
});
