import type { SearchUnderstood, UnderstoodPart } from '@shared/schemas/search';
import { Link, useSearchParams } from '../../../lib/router';
import { CloseIcon } from '../../../components/ui/icons';

/** The chips of what the search understood, in reading order, each with the part of it that its × switches off. */
export function understoodChips(understood: SearchUnderstood | undefined): Array<{ part: UnderstoodPart; label: string }> {
  if (!understood) return [];
  return [
    ...(understood.place ? [{ part: 'place' as const, label: `In ${understood.place.name}` }] : []),
    ...(understood.nearMe ? [{ part: 'nearMe' as const, label: 'Near you' }] : []),
    ...(understood.openNow ? [{ part: 'openNow' as const, label: 'Open now' }] : []),
    ...(understood.sort === 'rating' ? [{ part: 'sort' as const, label: 'Top rated' }] : []),
    ...(understood.price === 'budget' ? [{ part: 'price' as const, label: 'Budget' }] : []),
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
  const chips = understoodChips(understood);
  // The categories the words named ('दवाई की दुकान' → Chemists): shown, not removable (without them the words would be searched as names).
  const categories = understood?.categories ?? [];
  return (
    <>
      {correctedQuery && (
        <p className="listings-page__corrected">
          Showing results for <strong>{correctedQuery}</strong>
          {find ? (
            <>
              {' · '}Search instead for <Link to={hrefExact(params)}>{find}</Link>
            </>
          ) : null}
        </p>
      )}
      {chips.length + categories.length > 0 && (
        <ul className="filter-chips" aria-label="Understood from your search">
          {categories.map((category) => (
            <li key={category._id}>
              <span className="filter-chip filter-chip--understood">{category.title}</span>
            </li>
          ))}
          {chips.map((chip) => (
            <li key={chip.part}>
              <Link className="filter-chip filter-chip--understood" to={hrefIgnoring(params, chip.part)}>
                <span>{chip.label}</span>
                <CloseIcon size={14} />
                <span className="visually-hidden"> (remove)</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
