import { putCategories, type CategoryItem } from '../../functions/data/entities/category';
import { slugify } from '../../shared/slug';
import { businessTaxonomy } from './data/business-taxonomy';

const POPULAR_COUNT = 11;

/** The business taxonomy as table rows; ids are slugs (sub-sub slugs carry their sub's, as names repeat). */
export function taxonomyRows(): CategoryItem[] {
  const rows: CategoryItem[] = [];
  for (const [mainIndex, [main, subs]] of businessTaxonomy.entries()) {
    const mainId = slugify(main);
    rows.push({ categoryId: mainId, parentId: 'root', level: 'main', title: main, slug: mainId, status: 'active', popularRank: mainIndex < POPULAR_COUNT ? mainIndex + 1 : 0, order: mainIndex, hasChild: subs.length > 0, description: `The best ${main.toLowerCase()} near you, with reviews, photos, prices and opening hours.` });
    for (const [subIndex, [sub, subsubs = []]] of subs.entries()) {
      const subId = `${mainId}--${slugify(sub)}`;
      rows.push({ categoryId: subId, parentId: mainId, level: 'sub', title: sub, slug: subId, status: 'active', popularRank: 0, order: subIndex, hasChild: subsubs.length > 0 });
      for (const [subsubIndex, subsub] of subsubs.entries()) {
        const subsubId = `${subId}--${slugify(subsub)}`;
        rows.push({ categoryId: subsubId, parentId: subId, level: 'subsub', title: subsub, slug: subsubId, status: 'active', popularRank: 0, order: subsubIndex, hasChild: false });
      }
    }
  }
  return rows;
}

export async function seedTaxonomy() {
  const rows = taxonomyRows();
  await putCategories(rows);
  return rows.length;
}
