/**
 * A product's minimum order (its 'minimumOrderQuantity' specification, free
 * text such as "6" or "100 Pieces"): the inquiry form starts at it and the
 * server refuses a quote for less.
 */
export function minimumOrderOf(specifications: Readonly<Record<string, string | undefined>> | undefined): number {
  const leading = specifications?.minimumOrderQuantity?.match(/\d[\d,]*/)?.[0];
  const minimum = leading ? Number(leading.replace(/,/g, '')) : 1;
  return Number.isSafeInteger(minimum) && minimum >= 1 ? minimum : 1;
}

/** The refusal of a quantity below the minimum order, in the product's unit ("per unit" reads as units). */
export function belowMinimumOrderMessage(minimum: number, unit: string): string {
  const shown = unit === 'per unit' ? 'units' : unit;
  return `The minimum order for this product is ${minimum} ${shown}. Please ask for at least ${minimum}.`;
}
