import { Link } from '../../../lib/router';
import { useSearchSuggestions, useTrending } from '../../../api/search';
import { categoryOptionHref, searchHref } from '../../../lib/search-links';
import { useLocale, useT } from '../../../i18n';
import { categoryTitle } from '@shared/i18n/category-title';

/** How many ways out an empty search offers. */
const SUGGESTIONS_SHOWN = 6;

/**
 * An empty business search: says what found nothing, then offers the
 * categories the words come close to (the type-ahead's spelling-tolerant
 * suggestions) or, when there are none, what people in India search for.
 */
export function NoMatches({ find, city }: { find: string; city: string }) {
  const locale = useLocale();
  const suggestions = useSearchSuggestions(find, city, 'business');
  const trending = useTrending('business');
  const categories = (suggestions.data?.options ?? []).slice(0, SUGGESTIONS_SHOWN).map((option) => ({ key: option._id, label: categoryTitle(option, locale), href: categoryOptionHref(city, option) }));
  const popular = (trending.data ?? []).slice(0, SUGGESTIONS_SHOWN).map((item) => ({ key: item._id, label: item.name, href: searchHref('business', city, item.query) }));
  const links = categories.length ? categories : popular;
  const t = useT();
  return (
    <>
      <h2 className="empty-state__title">{t('No matches for “{find}”', { find })}</h2>
      <p>
        {links.length
          ? categories.length
            ? t('Check the spelling, or try one of these categories:')
            : t('Check the spelling, or try a popular search:')
          : t('Check the spelling or try fewer words.')}
      </p>
      {links.length > 0 && (
        <ul className="link-chips no-matches__links" aria-label={categories.length ? t('Suggested categories') : t('Popular searches')}>
          {links.map((link) => (
            <li key={link.key}>
              <Link className="link-chip" to={link.href}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
