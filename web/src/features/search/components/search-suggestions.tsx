import { useEffect, useMemo } from 'react';
import { uploadUrl } from '@shared/uploads';
import type { SearchType } from '@shared/search/types';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useSearchSuggestions, useTrending } from '../../../api/search';
import { categoryOptionHref, pickRandom, searchHref } from '../../../lib/search-links';
import { understoodChips } from './search-understood';
import { msg, Trans, useLocale, useT } from '../../../i18n';
import { categoryTitle, suggestionCategory } from '@shared/i18n/category-title';

/** The header search waits this long after the last key (spec 1 §9). */
const DEBOUNCE_MS = 500;
/** Trending searches shown on an empty box, and trending categories mixed into suggestions (spec 1 §2). */
const TRENDING_SHOWN = 10;
const TRENDING_AMONG_SUGGESTIONS = 3;

type SuggestionGroup = 'Businesses' | 'Products' | 'Categories' | 'Events' | 'Articles' | 'Trending searches';
/** Each group's heading, translated where it is shown. */
const groupLabels: Record<SuggestionGroup, string> = {
  Businesses: msg('Businesses'),
  Products: msg('Products'),
  Categories: msg('Categories'),
  Events: msg('Events'),
  Articles: msg('Articles'),
  'Trending searches': msg('Trending searches'),
};

export interface Suggestion {
  id: string;
  group: SuggestionGroup;
  label: string;
  detail?: string;
  image?: string;
  href: string;
}

/** What the list shows, for the box's keyboard and ARIA state: the suggestions in order, and whether a notice shows without them. */
export interface ShownSuggestions {
  suggestions: Suggestion[];
  notice: boolean;
}

/**
 * The header search's suggestions (the listbox's content) for the text in the box: its own file, loaded when the box
 * is first opened, so that a page's first load does not bring the suggestion code (most visitors never open the box).
 * It tells the box what it shows (`onShown`), which moves through them with the arrow keys.
 */
export function SearchSuggestions({
  text,
  type,
  city,
  active,
  listId,
  go,
  onShown,
}: {
  text: string;
  type: SearchType;
  city: string;
  active: number;
  listId: string;
  go: (href: string) => void;
  onShown: (shown: ShownSuggestions) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  // Mounted only while the list is open: a results page fills the box with its query, and a closed box needs no suggestions.
  const results = useSearchSuggestions(query, city, type);
  const trending = useTrending(type, true);
  const randomTrending = useMemo(() => pickRandom(trending.data ?? [], TRENDING_AMONG_SUGGESTIONS), [trending.data]);

  const suggestions = useMemo<Suggestion[]>(() => {
    const trendingItems = (list: typeof randomTrending) =>
      list.map((item) => ({ id: `trending-${item._id}`, group: 'Trending searches' as const, label: item.name, href: searchHref(type, city, item.query) }));
    if (!text.trim()) return trendingItems((trending.data ?? []).slice(0, TRENDING_SHOWN));
    const data = results.data;
    if (!data) return [];
    return [
      ...data.businesses.map((business) => ({
        id: `business-${business._id}`,
        group: 'Businesses' as const,
        label: business.name,
        detail: [suggestionCategory(business, locale), business.area].filter(Boolean).join(' · '),
        image: uploadUrl(business.logo),
        href: paths.business.profile.getHref({ city: business.cityName, slug: business.slug }),
      })),
      ...(data.products ?? []).map((product) => ({
        id: `product-${product._id}`,
        group: 'Products' as const,
        label: product.title,
        detail: [suggestionCategory(product, locale), product.seller].filter(Boolean).join(' · '),
        image: uploadUrl(product.image),
        href: paths.products.detail.getHref({ city: product.cityName, slug: product.slug }),
      })),
      ...data.options.map((option) => ({ id: `option-${option._id}`, group: 'Categories' as const, label: categoryTitle(option, locale), href: categoryOptionHref(city, option) })),
      ...(data.events as Array<{ _id: string; title: string; slug: string }>).map((event) => ({
        id: `event-${event._id}`,
        group: 'Events' as const,
        label: event.title,
        href: paths.events.detail.getHref({ city, id: event.slug }),
      })),
      ...data.articles.map((article) => ({
        id: `article-${article._id}`,
        group: 'Articles' as const,
        label: article.title,
        detail: [suggestionCategory(article, locale), article.businessName].filter(Boolean).join(' · '),
        href: paths.blog.post.getHref({ slug: article.slug }),
      })),
      ...trendingItems(randomTrending),
    ];
  }, [text, results.data, trending.data, randomTrending, type, city, locale]);

  // What the list says about the query itself: the spelling it searched instead, or that nothing matched.
  const answered = text.trim() && results.data && results.data.businesses.length + results.data.options.length + results.data.events.length + results.data.articles.length;
  const notice =
    !text.trim() || !results.data
      ? null
      : results.data.correctedQuery
        ? { kind: 'corrected' as const, value: results.data.correctedQuery }
        : answered
          ? null
          : { kind: 'none' as const, value: query, alternatives: randomTrending.length > 0 };
  // What the query was understood as, in the words of the results page's chips ('Salons · Near you · Top rated'): the suggestions are already ordered by it.
  const understood = text.trim() ? results.data?.understood : undefined;
  const understoodParts = understood ? [...(understood.categories ?? []).map((category) => categoryTitle(category, locale)), ...understoodChips(understood, t).map((chip) => chip.label)] : [];
  const hasNotice = notice !== null;
  useEffect(() => onShown({ suggestions, notice: hasNotice }), [suggestions, hasNotice, onShown]);
  // Closed, the box shows nothing.
  useEffect(() => () => onShown({ suggestions: [], notice: false }), [onShown]);

  const groups = [...new Set(suggestions.map((suggestion) => suggestion.group))];
  return (
    <>
      {notice && (
        <li role="presentation" className="search-suggestions__notice" data-testid="search-notice">
          {notice.kind === 'corrected' ? (
            <Trans id="Showing results for <0>{query}</0>" values={{ query: notice.value }} components={{ 0: <strong /> }} />
          ) : notice.alternatives ? (
            <Trans id="No matches for <0>“{query}”</0> · try one of these" values={{ query: notice.value }} components={{ 0: <strong /> }} />
          ) : (
            <Trans id="No matches for <0>“{query}”</0>" values={{ query: notice.value }} components={{ 0: <strong /> }} />
          )}
        </li>
      )}
      {understoodParts.length > 0 && (
        <li role="presentation" className="search-suggestions__notice" data-testid="search-understood">
          {t('Searching')}{' '}
          {understoodParts.map((part, index) => (
            <span key={part}>
              {index > 0 && ' · '}
              <strong>{part}</strong>
            </span>
          ))}
        </li>
      )}
      {groups.map((group) => (
        <li key={group} role="presentation">
          <p className="search-suggestions__group" aria-hidden="true">
            {t(groupLabels[group])}
          </p>
          <ul role="group" aria-label={t(groupLabels[group])}>
            {suggestions.map((suggestion, index) =>
              suggestion.group !== group ? null : (
                <li
                  key={suggestion.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className="search-suggestion"
                  // mousedown, not click: the input's blur would close the list first.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    go(suggestion.href);
                  }}
                >
                  {suggestion.group === 'Businesses' && (
                    <span className="search-suggestion__logo" aria-hidden="true">
                      {suggestion.image ? <img src={suggestion.image} alt="" /> : suggestion.label.slice(0, 1)}
                    </span>
                  )}
                  <span className="search-suggestion__text">
                    <span className="search-suggestion__label">{suggestion.label}</span>
                    {suggestion.detail && <span className="search-suggestion__detail">{suggestion.detail}</span>}
                  </span>
                </li>
              ),
            )}
          </ul>
        </li>
      ))}
    </>
  );
}
