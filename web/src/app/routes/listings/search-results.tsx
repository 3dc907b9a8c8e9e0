import { useParams, useSearchParams } from 'react-router';
import { Head } from '../../../components/ui/head';
import { cityNameOf } from '../../../features/location/components/city-button';
import { ListingResults } from '../../../features/listings/components/listing-results';

/** The words of a slug or search text, as a heading shows them ('chartered-accountants' → 'Chartered Accountants'). */
const titleOf = (text: string) => text.replace(/[-_]+/g, ' ').trim().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

/** /in/{city}/search/sb?find=&category=&subcat=&subsubCategoryId=: business search results. */
export function SearchResultsRoute() {
  const { city = '' } = useParams();
  const [params] = useSearchParams();
  const find = params.get('find')?.trim() ?? '';
  const scope = {
    cityName: city,
    category: params.get('category') ?? undefined,
    subcat: params.get('subcat') ?? undefined,
    subsubCategoryId: params.get('subsubCategoryId') ?? undefined,
  };
  const inCategory = Boolean(scope.category || scope.subcat || scope.subsubCategoryId);
  // A category link carries the category's slug in `find` for the heading; the category itself is the filter.
  const text = inCategory ? undefined : find || undefined;
  const heading = find ? `${inCategory ? titleOf(find) : `Results for “${find}”`} in ${cityNameOf(city)}` : `Businesses in ${cityNameOf(city)}`;
  return (
    <>
      <Head title={heading} description={`Find the best ${find ? titleOf(find).toLowerCase() : 'businesses'} in ${cityNameOf(city)}: ratings, opening hours, contact details and prices.`} />
      <ListingResults scope={{ ...scope, find: text }} heading={heading} />
    </>
  );
}
