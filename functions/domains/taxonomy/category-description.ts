import type { CityItem } from '../../data/entities/city';
import type { CategoryItem } from '../../data/entities/category';
import { hindiCityName } from '../../../shared/i18n/hindi-city-names';
import { sanitizeRichText } from '../../lib/rich-text';
import type { SafeHtml } from '../../../shared/rich-text/safe-html';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "a, b, c and d" */
function listed(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');
}

/**
 * The text of a category's landing page in a city (getDescByCategoryId): what
 * the page offers there, the categories under it as popular choices, the
 * category's own description, and an invitation to list. Titles are escaped;
 * the stored description was sanitised when it was saved, and the whole goes
 * through the sanitiser again, so the page renders only SafeHtml.
 */
export function describeCategoryInCity(category: CategoryItem, city: CityItem | undefined, children: readonly CategoryItem[]): SafeHtml {
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
  return sanitizeRichText(paragraphs.filter(Boolean).join(''));
}

/** "क, ख, ग और घ" */
function listedHindi(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} और ${items[items.length - 1]}` : (items[0] ?? '');
}

/**
 * The same text in Hindi (issue #28), for a category that has a Hindi title:
 * its Hindi title, its children's (the English where one has none) and its
 * Hindi description; the city by its Hindi name where it has one (a smaller
 * town keeps its English name), without the state. Undefined for a category
 * without a Hindi title.
 */
export function describeCategoryInCityHindi(category: CategoryItem, city: CityItem | undefined, children: readonly CategoryItem[]): SafeHtml | undefined {
  if (!category.titleHi) return undefined;
  const title = escapeHtml(category.titleHi);
  const where = city ? escapeHtml(hindiCityName(city.slug, city.name)) : 'भारत';
  const region = where;
  const choices = listedHindi(children.slice(0, 5).map((child) => escapeHtml(child.titleHi || child.title)));
  const paragraphs =
    category.tree === 'business'
      ? [
          `<p>${where} में ${title} ढूंढ रहे हैं? Sbiz पर ${region} भर के ${title} मिलते हैं, पते, फ़ोन नंबर, खुलने का समय, फ़ोटो और असली ग्राहकों के रिव्यू के साथ, ताकि आप उनकी तुलना कर सकें और देख सकें कि अभी कौन खुला है।</p>`,
          choices && `<p>लोकप्रिय विकल्प: ${choices}।</p>`,
          category.descriptionHi,
          `<p>किसी बिज़नेस से सवाल पूछें, रास्ता जानें या लिस्टिंग परिवार और दोस्तों के साथ शेयर करें। ${where} में ${title} का बिज़नेस चलाते हैं? उसे Sbiz पर मुफ़्त लिस्ट करें।</p>`,
        ]
      : [
          `<p>Sbiz पर ${where} में निर्माताओं, थोक और खुदरा विक्रेताओं से ${title} ख़रीदें। रुपयों में दाम की तुलना करें, स्पेसिफ़िकेशन देखें और विक्रेताओं से कोटेशन माँगें।</p>`,
          choices && `<p>देखें: ${choices}।</p>`,
          category.descriptionHi,
          `<p>${title} बेचते हैं? अपने प्रोडक्ट Sbiz पर मुफ़्त जोड़ें और ${region} के ख़रीदारों तक पहुंचें।</p>`,
        ];
  return sanitizeRichText(paragraphs.filter(Boolean).join(''));
}
