import { uploadUrl } from '@shared/uploads';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router';
import { useLocale, useT } from '../../../i18n';
import { categoryTitle } from '@shared/i18n/category-title';
import type { HomeCategory } from '../api/home-content';

/** 'Top Picks For You' takes the first ten home categories; 'You Might also Like These' the 12th to the 16th (spec 1 §2, 3 §2.10). */
const TOP_PICKS = 10;
const ALSO_LIKE = { from: 11, to: 16 } as const;

function MosaicTile({ category, city, gradient }: { category: HomeCategory; city: string; gradient?: boolean }) {
  const href = paths.search.businesses.getHref({ city, category: category.categoryId._id, find: category.categoryId.slug });
  const t = useT();
  const locale = useLocale();
  return (
    <li className={gradient ? 'mosaic__item mosaic__item--gradient' : 'mosaic__item'}>
      <Link className="mosaic__tile" to={href} target="_blank" rel="noopener">
        <img src={uploadUrl(category.image)} alt="" loading="lazy" width={400} height={300} />
        <span className="mosaic__title">
          {categoryTitle(category, locale)}
          <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
        </span>
      </Link>
    </li>
  );
}

/** The home category mosaic; each tile opens that category's results in a new tab. */
export function CategoryMosaic({ categories, city }: { categories: HomeCategory[]; city: string }) {
  const alsoLike = categories.slice(ALSO_LIKE.from, ALSO_LIKE.to);
  const t = useT();
  return (
    <div className="mosaic-groups">
      <section aria-labelledby="top-picks-title">
        <h2 id="top-picks-title" className="home-section__title">
          {t('Top Picks For You')}
        </h2>
        <ul className="mosaic mosaic--top">
          {categories.slice(0, TOP_PICKS).map((category) => (
            <MosaicTile key={category._id} category={category} city={city} />
          ))}
        </ul>
      </section>
      {alsoLike.length > 0 && (
        <section aria-labelledby="also-like-title">
          <h2 id="also-like-title" className="home-section__title">
            {t('You Might also Like These')}
          </h2>
          <ul className="mosaic mosaic--also">
            {alsoLike.map((category) => (
              <MosaicTile key={category._id} category={category} city={city} gradient />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
