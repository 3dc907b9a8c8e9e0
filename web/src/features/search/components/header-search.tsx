import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { uploadUrl } from '@shared/uploads';
import { SearchIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { searchTypes, type SearchType } from '@shared/search/types';
import { useBrowsingCity, useSearchType } from '../../../lib/preferences';
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

const typeLabels: Record<SearchType, string> = { business: msg('Business'), products: msg('Products'), events: msg('Events'), articles: msg('Articles') };
/** The box's accessible name and placeholder for each type. */
const typeSearchLabels: Record<SearchType, string> = { business: msg('Search business'), products: msg('Search products'), events: msg('Search events'), articles: msg('Search articles') };
const typePlaceholders: Record<SearchType, string> = {
  business: msg('Search for businesses, services, categories…'),
  products: msg('Search products…'),
  events: msg('Search events…'),
  articles: msg('Search articles…'),
};

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

interface Suggestion {
  id: string;
  group: SuggestionGroup;
  label: string;
  detail?: string;
  image?: string;
  href: string;
}

/**
 * The header's search: a type toggle (remembered, business by default) and a
 * combobox whose suggestions come in four kinds plus trending searches.
 * Arrow keys move through them, Enter opens one (or searches the text),
 * Escape closes the list.
 */
export function HeaderSearch() {
  const [type, setType] = useSearchType();
  const { city } = useBrowsingCity();
  const navigate = useNavigate();
  const t = useT();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  // A results page's own query, shown in the box when the page is opened by URL or a link; a category's page
  // carries its slug as `find`, which is no one's typed text.
  const pageQuery = ['category', 'subcat', 'subsubCategoryId'].some((key) => searchParams.has(key)) ? '' : (searchParams.get('find') ?? '');
  const [text, setText] = useState(pageQuery);
  useEffect(() => setText(pageQuery), [pageQuery]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  // Asked only while the list is open: a results page fills the box with its query, and a closed box needs no suggestions.
  const results = useSearchSuggestions(open ? query : '', city, type);
  const trending = useTrending(type, open);
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
  const showList = open && (suggestions.length > 0 || notice !== null);
  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
    void navigate(href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (suggestions.length ? (current + step + suggestions.length) % suggestions.length : -1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && showList && active >= 0 && suggestions[active]) {
      event.preventDefault();
      go(suggestions[active].href);
    }
  };

  const groups = [...new Set(suggestions.map((suggestion) => suggestion.group))];
  return (
    <form
      role="search"
      className="header-search"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) go(searchHref(type, city, text.trim()));
      }}
    >
      <label className="visually-hidden" htmlFor={`${listId}-type`}>
        {t('What to look for')}
      </label>
      <select id={`${listId}-type`} className="header-search__type" value={type} onChange={(event) => setType(event.target.value as SearchType)}>
        {searchTypes.map((option) => (
          <option key={option} value={option}>
            {t(typeLabels[option])}
          </option>
        ))}
      </select>
      <div className="header-search__field">
        <input
          ref={inputRef}
          // A combobox must be a text input (type=search has the searchbox role, which HTML forbids overriding); the phone keyboard still offers search.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          className="header-search__input"
          role="combobox"
          aria-label={t(typeSearchLabels[type])}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={t(typePlaceholders[type])}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={t('Suggestions')} className="search-suggestions" hidden={!showList}>
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
        </ul>
      </div>
      <button type="submit" className="header-search__submit">
        <SearchIcon size={18} />
        <span className="visually-hidden">{t('Search')}</span>
      </button>
    </form>
  );
}
