import { Link } from '../../../lib/router';
import type { CategoryResponse } from '@shared/schemas/taxonomy';
import { uploadUrl } from '@shared/uploads';
import { paths } from '../../../config/paths';
import { useLocale, useT } from '../../../i18n';
import { categoryTitle } from '@shared/i18n/category-title';

import { themedGroups, THEMED_SUBS_SHOWN } from '../sections';

/** Each themed group: its main category's picture, its first sub categories, and a link to all of it. */
export function ThemedGroups({ mains, city }: { mains: CategoryResponse[]; city: string }) {
  const groups = themedGroups(mains);
  const t = useT();
  const locale = useLocale();
  if (!groups.length) return null;
  return (
    <section className="home-section" aria-labelledby="themed-title">
      <h2 id="themed-title" className="home-section__title">
        {t('Plan, shop and learn')}
      </h2>
      <ul className="themed-groups">
        {groups.map((group) => (
          <li key={group._id} className="themed-group">
            {group.image && <img className="themed-group__image" src={uploadUrl(group.image)} alt="" width={400} height={300} loading="lazy" />}
            <div className="themed-group__body">
              <h3 className="themed-group__title">{categoryTitle(group, locale)}</h3>
              <ul className="link-stack">
                {(group.subCategories ?? []).slice(0, THEMED_SUBS_SHOWN).map((sub) => (
                  <li key={sub._id}>
                    <Link to={paths.city.subCategoryLanding.getHref({ city, slug: sub.slug })}>{categoryTitle(sub, locale)}</Link>
                  </li>
                ))}
              </ul>
              <Link className="text-link themed-group__all" to={paths.city.categoryLanding.getHref({ city, categorySlug: group.slug })}>
                {t('View all')}
                <span className="visually-hidden"> {categoryTitle(group, locale)}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
