import { insertSeedCategories } from '../../functions/data/entities/category';
import { businessTaxonomyRows, productTaxonomyRows } from './data/taxonomy-rows';

/**
 * Adds the business and product taxonomies: only categories not stored yet,
 * so an admin's edits survive a re-seed. Answers how many rows each tree got.
 */
export async function seedTaxonomy() {
  const [business, product] = await Promise.all([insertSeedCategories('business', businessTaxonomyRows()), insertSeedCategories('product', productTaxonomyRows())]);
  return { business, product };
}
