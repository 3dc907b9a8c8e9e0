import { getBusinessById } from '../../functions/data/entities/business';
import { createProduct, findProductBySlug } from '../../functions/data/entities/product';
import { forEachConcurrently } from '../../functions/lib/concurrency';
import type { ProductUnit } from '../../shared/products/units';
import { slugify } from '../../shared/slug';
import { productLeavesFor } from './data/product-sellers';
import { categoryImagePath, categoryRef, productTaxonomyRows } from './data/taxonomy-rows';
import { directoryListings } from './directory';
import { randomFor } from './random';
import { sanitizeRichText } from '../../functions/lib/rich-text';

/** Every third demo listing sells products: two or three each, of kinds its business category fits. */
const SELLER_EVERY = 3;
/** The units a product of each kind is sold in (a paper bag by the piece or pack, never by the litre); the first match wins. */
const UNITS_BY_KIND: Array<[RegExp, readonly ProductUnit[]]> = [
  [/oil|juice|milk|water|liquid|paint|ghee|syrup|sanitizer|acid|solvent|beverage|drink|vinegar/i, ['Litre', 'Bottle', 'Can']],
  [/rice|wheat|flour|atta|spice|masala|dal|pulse|sugar|tea|coffee|grain|seed|powder|salt|nut|dry fruit|cement|fertili|chemical|resin|granule|jaggery|millet/i, ['Kg', 'Bag', 'Quintal']],
  [/fabric|cloth|textile|cable|wire|rope|yarn|ribbon|tape/i, ['Meter', 'Roll']],
  [/egg|banana/i, ['Dozen']],
  [/tile|sheet|board|panel|glass|plywood/i, ['Square Feet', 'Sheet', 'Piece']],
];
const DEFAULT_UNITS: readonly ProductUnit[] = ['Piece', 'Pack', 'Box'];
const unitFor = (title: string, draw: number) => {
  const units = UNITS_BY_KIND.find(([pattern]) => pattern.test(title))?.[1] ?? DEFAULT_UNITS;
  return units[Math.floor(draw * units.length)]!;
};
const QUALITIES = ['Premium', 'Export Quality', 'Standard', 'Wholesale', 'Handmade', 'Certified'] as const;
/**
 * Demo products for a share of the directory's listings, each in a product
 * category (titled at every level) with its main category's artwork as its
 * image. Deterministic: each listing draws from a stream of its own (one
 * stream shared by the concurrent workers gave other products on every run),
 * and a product that already exists is skipped.
 */
export async function seedDemoProducts(): Promise<number> {
  const rows = productTaxonomyRows();
  const byId = new Map(rows.map((row) => [row.categoryId, row]));
  const leaves = rows.filter((row) => row.level === 'leaf');
  const titled = (ids: readonly string[]) =>
    ids
      .map((id) => byId.get(id))
      .filter((row) => row !== undefined)
      .map((row) => ({ ...categoryRef(row), slug: row.slug }));
  const sellers = directoryListings().filter((_, index) => index % SELLER_EVERY === 0);
  let created = 0;
  await forEachConcurrently(sellers, 4, async (listing) => {
    const fitting = productLeavesFor(
      (listing.categories ?? []).map((category) => category._id),
      leaves,
      (id) => byId.get(id)?.title,
    );
    if (!fitting.length) return;
    const business = await getBusinessById(listing.businessId);
    if (!business) return;
    const random = randomFor(`products:2026_13:${listing.businessId}`);
    const count = 2 + Math.floor(random() * 2);
    for (let index = 0; index < count; index++) {
      const leaf = fitting[Math.floor(random() * fitting.length)]!;
      const quality = QUALITIES[Math.floor(random() * QUALITIES.length)]!;
      const title = `${quality} ${leaf.title}`;
      if (await findProductBySlug(slugify(`${title} ${business.name}`))) continue;
      const price = Math.round((50 + random() * 20000) * 100) / 100;
      const main = leaf.mainIds[0]!;
      await createProduct({
        title: `${title} ${business.name}`.slice(0, 150),
        shortDescription: `${quality} ${leaf.title.toLowerCase()} supplied by ${business.name}.`.slice(0, 200),
        productDescription: sanitizeRichText(
          `<p>${business.name} supplies ${leaf.title.toLowerCase()} of ${quality.toLowerCase()} grade, packed and checked before dispatch.</p><p>Ask for bulk prices and delivery to your city.</p>`,
        ),
        price,
        units: unitFor(leaf.title, random()),
        images: [categoryImagePath('product', byId.get(main)!.slug)],
        productCategory: [leaf.categoryId],
        categories: { parent: titled(leaf.mainIds), parentSub: titled(leaf.subIds), parentSubSub: titled(leaf.subsubIds), productCategory: titled([leaf.categoryId]) },
        specifications: { brandName: business.name.split(' ')[0]!, countryOfOrigin: 'India', minimumOrderQuantity: `${1 + Math.floor(random() * 50)}` },
        extraSpecifications: [{ title: 'Grade', value: quality }],
        businessId: business.businessId,
        businessName: business.name,
        businessSlug: business.slug,
        cityName: business.cityName,
        userId: business.ownerId,
        createdBy: business.ownerId,
      });
      created += 1;
    }
  });
  return created;
}
