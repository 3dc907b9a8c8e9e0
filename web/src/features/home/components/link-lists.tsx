import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { MapPinIcon, TrendingUpIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useCities } from '../../../api/get-cities';
import { useTrending } from '../../../api/search';
import { searchHref } from '../../../lib/search-links';
import { useT } from '../../../i18n';

/** A titled home block of links shown as pills; nothing while it has none. */
function LinkChipSection({ id, title, icon, links }: { id: string; title: string; icon: ReactNode; links: Array<{ key: string; label: string; href: string }> }) {
  if (!links.length) return null;
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      <ul className="link-chips">
        {links.map((link) => (
          <li key={link.key}>
            <Link className="link-chip" to={link.href}>
              {icon} {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The twelve popular cities, each opening its city home. */
export function PopularCities() {
  const cities = useCities('');
  const t = useT();
  const links = (cities.data ?? []).map((city) => ({ key: city.slug, label: city.name, href: paths.city.home.getHref({ city: city.slug }) }));
  return <LinkChipSection id="popular-cities-title" title={t('Popular cities')} icon={<MapPinIcon size={14} />} links={links} />;
}

/** Trending business searches (ten), each opening its results in the city. */
export function TrendingSearches({ city }: { city: string }) {
  const trending = useTrending('business');
  const t = useT();
  const links = (trending.data ?? []).slice(0, 10).map((item) => ({ key: item._id, label: item.name, href: searchHref('business', city, item.query) }));
  return <LinkChipSection id="trending-title" title={t('Trending searches')} icon={<TrendingUpIcon size={14} />} links={links} />;
}
