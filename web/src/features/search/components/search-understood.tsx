import type { SearchUnderstood, UnderstoodPart } from '@shared/schemas/search';
import { Link, useSearchParams } from '../../../lib/router';
import { CloseIcon } from '../../../components/ui/icons';
import { Trans, translate, useLocale, useT, type Translate } from '../../../i18n';
import { categoryTitle } from '@shared/i18n/category-title';

/**
 * The chips of what the search understood, in reading order, each with the part of it that its × switches off.
 * `t` is the page's (a render's `useT()`); English without it.
 */
export function understoodChips(understood: SearchUnderstood | undefined, t: Translate = translate): Array<{ part: UnderstoodPart; label: string }> {
  if (!understood) return [];
  return [
    ...(understood.place ? [{ part: 'place' as const, label: t('In {place}', { place: understood.place.name }) }] : []),
    ...(understood.nearMe ? [{ part: 'nearMe' as const, label: t('Near you') }] : []),
    ...(understood.openNow ? [{ part: 'openNow' as const, label: t('Open now') }] : []),
    ...(understood.sort === 'rating' ? [{ part: 'sort' as const, label: t('Top rated') }] : []),
    ...(understood.price === 'budget' ? [{ part: 'price' as const, label: t('Budget') }] : []),
  ];
}

/** The URL's search with one more understood part switched off (shareable: the part stays off in a shared link). */
export function hrefIgnoring(params: URLSearchParams, part: UnderstoodPart): string {
  const next = new URLSearchParams(params);
  const ignored = new Set((next.get('ignore') ?? '').split(',').filter(Boolean));
  ignored.add(part);
  next.set('ignore', [...ignored].join(','));
  next.delete('page');
  return `?${next.toString()}`;
}

/** The URL's search as typed, without spelling correction ("Search instead for …"). */
export function hrefExact(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.set('exact', '1');
  next.delete('page');
  return `?${next.toString()}`;
}

/**
 * What a results page understood from its search text (issue #24 §1.4, 1.6):
 * "Showing results for Restaurant · Search instead for resturant" when the
 * text was corrected, a chip per category the words named ("Chemists"), and
 * one removable chip per understood intent or place ("Near you ×", "Open
 * now ×", "In Andheri West ×").
 */
export function SearchUnderstanding({ find, correctedQuery, understood }: { find?: string; correctedQuery?: string; understood?: SearchUnderstood }) {
  const [params] = useSearchParams();
  const t = useT();
  const locale = useLocale();
  const chips = understoodChips(understood, t);
  // The categories the words named ('दवाई की दुकान' → Chemists): shown, not removable (without them the words would be searched as names).
  const categories = understood?.categories ?? [];
  return (
    <>
      {correctedQuery && (
        <p className="listings-page__corrected">
          <Trans id="Showing results for <0>{query}</0>" values={{ query: correctedQuery }} components={{ 0: <strong /> }} />
          {find ? (
            <>
              {' · '}
              <Trans id="Search instead for <0>{find}</0>" values={{ find }} components={{ 0: <Link to={hrefExact(params)} /> }} />
            </>
          ) : null}
        </p>
      )}
      {chips.length + categories.length > 0 && (
        <ul className="filter-chips" aria-label={t('Understood from your search')}>
          {categories.map((category) => (
            <li key={category._id}>
              <span className="filter-chip filter-chip--understood">{categoryTitle(category, locale)}</span>
            </li>
          ))}
          {chips.map((chip) => (
            <li key={chip.part}>
              <Link className="filter-chip filter-chip--understood" to={hrefIgnoring(params, chip.part)}>
                <span>{chip.label}</span>
                <CloseIcon size={14} />
                <span className="visually-hidden"> {t('(remove)')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
