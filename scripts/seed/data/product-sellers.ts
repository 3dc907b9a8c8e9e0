/**
 * The product main categories a listing of each business category plausibly sells (a clinic sells medical
 * goods, never paper bags); a category missing here (hotels, real estate, pet shops) sells nothing.
 */
export const PRODUCT_MAINS_BY_BUSINESS_CATEGORY: Readonly<Record<string, readonly string[]>> = {
  restaurant: ['Agriculture & Food Products'],
  'daily-needs': ['Agriculture & Food Products', 'Beauty & Personal Care'],
  doctors: ['Health & Medical'],
  healthcare: ['Health & Medical'],
  'beauty-and-spa': ['Beauty & Personal Care'],
  fitness: ['Sports & Fitness Goods'],
  wedding: ['Jewellery & Accessories', 'Apparel & Textiles', 'Handicrafts & Gifts'],
  'event-planner-and-organizer': ['Handicrafts & Gifts'],
  'courier-services': ['Packaging Materials'],
  'home-services': ['Building & Construction', 'Electronics & Electrical', 'Furniture & Home Decor'],
  'business-and-audit-services': ['Office & School Supplies'],
  'education-and-training': ['Office & School Supplies'],
  automotive: ['Automobile Parts & Accessories'],
  'retail-store': ['Apparel & Textiles', 'Electronics & Electrical', 'Furniture & Home Decor'],
};

/** The product leaves a listing may sell: those under the product mains its business category fits. */
export function productLeavesFor<Leaf extends { mainIds: readonly string[] }>(categoryIds: readonly string[], leaves: readonly Leaf[], mainTitle: (id: string) => string | undefined): Leaf[] {
  const mains = new Set(categoryIds.flatMap((id) => PRODUCT_MAINS_BY_BUSINESS_CATEGORY[id] ?? []));
  return leaves.filter((leaf) => leaf.mainIds.some((id) => mains.has(mainTitle(id) ?? '')));
}
