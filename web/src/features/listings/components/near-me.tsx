import { useEffect, useRef } from 'react';
import type { ListingSortId } from '@shared/search/filters';
import { Button } from '../../../components/ui/button';
import { MapPinIcon } from '../../../components/ui/icons';
import { useVisitorPosition } from '../../../lib/visitor-position';
import type { ListingFilterState } from '../filter-state';
import { useT } from '../../../i18n';

/**
 * "Near me" on a results page: the visitor's position is asked for only
 * when they choose the distance sort or "Near me" (or typed 'near me'); it
 * stays in the browser and is sent only as the lat/lng of the search.
 */
export function useNearMe(filters: ListingFilterState, applyFilters: (next: ListingFilterState) => void) {
  const visitor = useVisitorPosition();

  /** Applies a sort (relevance, the default, leaves the URL); the distance sort first asks for the position and, if refused, leaves the order as it was. */
  async function chooseSort(sort: ListingSortId) {
    if (sort === 'distance' && !visitor.position && !(await visitor.locate())) return;
    applyFilters({ ...filters, sort: sort === 'relevance' ? undefined : sort });
  }

  const sortedByDistance = filters.sort === 'distance' && Boolean(visitor.position);
  // A distance sort without a position (a shared link) is not applied, so the menu shows the order the results are in.
  const shownSort: ListingSortId = filters.sort === 'distance' && !sortedByDistance ? 'relevance' : (filters.sort ?? 'relevance');
  return { ...visitor, sortedByDistance, shownSort, chooseSort };
}

type NearMe = ReturnType<typeof useNearMe>;

/** When the search understood 'near me' and the position is not known yet, asks for it once and sorts by distance. */
export function useLocateWhenAskedNearMe(nearMe: NearMe, understoodNearMe: boolean) {
  const asked = useRef(false);
  useEffect(() => {
    if (!understoodNearMe || nearMe.position || asked.current) return;
    asked.current = true;
    void nearMe.chooseSort('distance');
  }, [understoodNearMe, nearMe]);
}

/** The toolbar's "Near me" toggle. */
export function NearMeButton({ nearMe }: { nearMe: NearMe }) {
  const t = useT();
  return (
    <Button
      variant="outline"
      size="sm"
      icon={<MapPinIcon size={16} />}
      aria-pressed={nearMe.sortedByDistance}
      isLoading={nearMe.locating}
      onClick={() => void nearMe.chooseSort(nearMe.sortedByDistance ? 'relevance' : 'distance')}
    >
      {t('Near me')}
    </Button>
  );
}

/** Says, politely, that the position could not be had and the results keep their order. */
export function NearMeNotice({ nearMe }: { nearMe: NearMe }) {
  const t = useT();
  if (!nearMe.error) return null;
  return (
    <p className="listings-page__notice" role="status">
      {t('We couldn’t get your location ({error}), so these results aren’t sorted by distance.', { error: nearMe.error })}
    </p>
  );
}
