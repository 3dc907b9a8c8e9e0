/** Builds a taxonomy's seed rows from its outline (pure: no table access). */
import type { SeedCategory } from '../../../functions/data/entities/category';
import { categoryLevels, type CategoryLevel, type TaxonomyTree } from '../../../shared/schemas/taxonomy';
import { slugify } from '../../../shared/slug';
import { businessMainDetails, businessOutline, popularCategoryTitles } from './business-taxonomy';
import { categoryTitleHindi, mainDescriptionHindi } from './category-hindi';
import { parseOutline, type OutlineNode } from './outline';
import { popularProductCategoryTitles, productMainDetails, productOutline } from './product-taxonomy';
import { sanitizeRichText } from '../../../functions/lib/rich-text';

export interface MainDetails {
  icon: string;
  hue: number;
  description: string;
}

interface Placed {
  node: OutlineNode;
  level: CategoryLevel;
  categoryId: string;
  base: string;
  ancestors: Placed[];
}

/** The seeded art of a main category (scripts/seed/artwork.ts draws it). */
export const categoryImagePath = (tree: TaxonomyTree, slug: string) => `/seed/${tree === 'business' ? 'categories' : 'pcategories'}/${slug}.svg`;

/**
 * The rows of one taxonomy. Ids are fixed paths (main, main--sub,
 * main--sub--subsub…) so seeding again finds what it wrote; slugs are the
 * plain title where no other category of the tree shares it, else the title
 * with its parent's slug ("caterers-wedding"); mains always keep theirs.
 * Order follows the outline, so every level lists grouped by parent. Each
 * row has its Hindi title (data/category-hindi.ts), and each main its Hindi
 * description.
 */
export function taxonomyRows(tree: TaxonomyTree, outline: string, details: Record<string, MainDetails>, popularTitles: readonly string[] = []): SeedCategory[] {
  const levels = tree === 'business' ? categoryLevels.slice(0, 3) : categoryLevels;
  const placed: Placed[] = [];
  const place = (nodes: OutlineNode[], depth: number, ancestors: Placed[]) => {
    for (const node of nodes) {
      const level = levels[depth];
      if (!level) throw new Error(`"${node.title}" is deeper than a ${tree} taxonomy goes`);
      const base = slugify(node.title);
      const parent = ancestors[ancestors.length - 1];
      const entry = { node, level, categoryId: parent ? `${parent.categoryId}--${base}` : base, base, ancestors };
      placed.push(entry);
      place(node.children, depth + 1, [...ancestors, entry]);
    }
  };
  place(parseOutline(outline), 0, []);

  const baseCounts = new Map<string, number>();
  for (const entry of placed) baseCounts.set(entry.base, (baseCounts.get(entry.base) ?? 0) + 1);
  const slugs = new Map<Placed, string>();
  const taken = new Set<string>();
  for (const entry of placed) {
    const parent = entry.ancestors[entry.ancestors.length - 1];
    const slug = parent && (baseCounts.get(entry.base) ?? 0) > 1 ? `${entry.base}-${slugs.get(parent)}` : entry.base;
    if (taken.has(slug)) throw new Error(`Two ${tree} categories would share the slug ${slug}`);
    taken.add(slug);
    slugs.set(entry, slug);
  }

  return placed.map((entry, order) => {
    const slug = slugs.get(entry)!;
    const idsAt = (level: CategoryLevel) => entry.ancestors.filter((ancestor) => ancestor.level === level).map((ancestor) => ancestor.categoryId);
    const titleHi = categoryTitleHindi[entry.node.title];
    const row: SeedCategory = {
      tree,
      categoryId: entry.categoryId,
      level: entry.level,
      title: entry.node.title,
      ...(titleHi ? { titleHi } : {}),
      slug,
      status: 'active',
      popularRank: 0,
      order,
      childCount: entry.node.children.length,
      parentId: entry.ancestors[entry.ancestors.length - 1]?.categoryId ?? 'root',
      mainIds: idsAt('main'),
      subIds: idsAt('sub'),
      subsubIds: idsAt('subsub'),
    };
    if (entry.level !== 'main') return row;
    const main = details[entry.node.title];
    if (!main) throw new Error(`The ${tree} main category "${entry.node.title}" has no image or description`);
    const descriptionHi = mainDescriptionHindi[tree][entry.node.title];
    return {
      ...row,
      popularRank: popularTitles.indexOf(entry.node.title) + 1,
      image: categoryImagePath(tree, slug),
      description: sanitizeRichText(`<p>${main.description}</p>`),
      ...(descriptionHi ? { descriptionHi: sanitizeRichText(`<p>${descriptionHi}</p>`) } : {}),
    };
  });
}

/** A seeded category as listings and products store a reference to it: id and titles (the Hindi one too, issue #28). */
export const categoryRef = (row: Pick<SeedCategory, 'categoryId' | 'title' | 'titleHi'>) => ({ _id: row.categoryId, title: row.title, ...(row.titleHi ? { titleHi: row.titleHi } : {}) });

export const businessTaxonomyRows = () => taxonomyRows('business', businessOutline, businessMainDetails, popularCategoryTitles);
export const productTaxonomyRows = () => taxonomyRows('product', productOutline, productMainDetails, popularProductCategoryTitles);
