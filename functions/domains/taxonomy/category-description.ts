import type { CityItem } from '../../data/entities/city';
import type { CategoryItem } from '../../data/entities/category';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "a, b, c and d" */
function listed(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');
}

/**
 * The text of a category's landing page in a city (getDescByCategoryId): what
 * the page offers there, the categories under it as popular choices, the
 * category's own description, and an invitation to list. Titles are escaped;
 * the stored description was sanitised when it was saved.
 */
export function describeCategoryInCity(category: CategoryItem, city: CityItem | undefined, children: readonly CategoryItem[]): string {
  const title = escapeHtml(category.title);
  const where = city ? escapeHtml(city.name) : 'India';
  const region = city ? `${escapeHtml(city.name)}, ${escapeHtml(city.stateName)}` : 'India';
  const choices = listed(children.slice(0, 5).map((child) => escapeHtml(child.title)));
  const paragraphs =
    category.tree === 'business'
      ? [
          `<p>Looking for ${title} in ${where}? Sbiz lists local businesses for ${title} across ${region}, with addresses, phone numbers, opening hours, photos and reviews from real customers, so you can compare them and see who is open right now.</p>`,
          choices && `<p>Popular choices include ${choices}.</p>`,
          category.description,
          `<p>Ask a business a question, get directions or share a listing with family and friends. Run a business for ${title} in ${where}? List it free on Sbiz.</p>`,
        ]
      : [
          `<p>Buy ${title} in ${where} from manufacturers, wholesalers and retailers on Sbiz. Compare prices in rupees, check specifications and ask sellers for a quote.</p>`,
          choices && `<p>Browse ${choices}.</p>`,
          category.description,
          `<p>Sell ${title}? Add your products free on Sbiz and reach buyers across ${region}.</p>`,
        ];
  return paragraphs.filter(Boolean).join('');
}
