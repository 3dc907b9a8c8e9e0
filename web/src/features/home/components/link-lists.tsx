import { Link } from 'react-router';
import { MapPinIcon, TrendingUpIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useCities } from '../../places/api/get-cities';
import { useTrending } from '../../search/api/search';
import { searchHref } from '../../search/search-links';

/** The twelve popular cities, each opening its city home. */
export function PopularCities() {
  const cities = useCities('');
  if (!cities.data?.length) return null;
  return (
    <section className="home-section" aria-labelledby="popular-cities-title">
      <h2 id="popular-cities-title" className="home-section__title">
        Popular cities
      </h2>
      <ul className="link-chips">
        {cities.data.map((city) => (
          <li key={city.slug}>
            <Link className="link-chip" to={paths.city.home.getHref({ city: city.slug })}>
              <MapPinIcon size={14} /> {city.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Trending business searches in the city (ten), each opening its results. */
export function TrendingSearches({ city }: { city: string }) {
  const trending = useTrending('business');
  if (!trending.data?.length) return null;
  return (
    <section className="home-section" aria-labelledby="trending-title">
      <h2 id="trending-title" className="home-section__title">
        Trending searches
      </h2>
      <ul className="link-chips">
        {trending.data.slice(0, 10).map((item) => (
          <li key={item._id}>
            <Link className="link-chip" to={searchHref('business', city, item.query)}>
              <TrendingUpIcon size={14} /> {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
