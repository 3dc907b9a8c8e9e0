import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { SearchIcon } from '../../../components/ui/icons';
import { searchTypes, type SearchType } from '@shared/search/types';
import { useBrowsingCity, useSearchType } from '../../../lib/preferences';
import { searchHref } from '../../../lib/search-links';
import { msg, useT } from '../../../i18n';
import type { ShownSuggestions } from './search-suggestions';

// The suggestions load when the box is first opened (focused): a page's first load does without them.
const SearchSuggestions = lazy(async () => ({ default: (await import('./search-suggestions')).SearchSuggestions }));
const nothingShown: ShownSuggestions = { suggestions: [], notice: false };

const typeLabels: Record<SearchType, string> = { business: msg('Business'), products: msg('Products'), events: msg('Events'), articles: msg('Articles') };
/** The box's accessible name and placeholder for each type. */
const typeSearchLabels: Record<SearchType, string> = { business: msg('Search business'), products: msg('Search products'), events: msg('Search events'), articles: msg('Search articles') };
const typePlaceholders: Record<SearchType, string> = {
  business: msg('Search for businesses, services, categories…'),
  products: msg('Search products…'),
  events: msg('Search events…'),
  articles: msg('Search articles…'),
};

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
  const [shown, setShown] = useState<ShownSuggestions>(nothingShown);
  const suggestions = shown.suggestions;
  const showList = open && (suggestions.length > 0 || shown.notice);
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
          {open && (
            <Suspense fallback={null}>
              <SearchSuggestions text={text} type={type} city={city} active={active} listId={listId} go={go} onShown={setShown} />
            </Suspense>
          )}
        </ul>
      </div>
      <button type="submit" className="header-search__submit">
        <SearchIcon size={18} />
        <span className="visually-hidden">{t('Search')}</span>
      </button>
    </form>
  );
}
