import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { cn } from '../../../utils/cn';
import type { CategoryResponse } from '@shared/schemas/taxonomy';
import { popularTabs, TAB_SUBS_SHOWN } from '../sections';
import { useLocale, useT } from '../../../i18n';
import { categoryTitle } from '@shared/i18n/category-title';

function SubCategoryLinks({ category, city }: { category: CategoryResponse; city: string }) {
  const subs = category.subCategories ?? [];
  const t = useT();
  const locale = useLocale();
  if (!subs.length) return <p className="muted">{t('No subcategories found')}</p>;
  return (
    <ul className="link-chips">
      {subs.slice(0, TAB_SUBS_SHOWN).map((sub) => (
        <li key={sub._id}>
          <Link className="link-chip" to={paths.city.subCategoryLanding.getHref({ city, slug: sub.slug })}>
            {categoryTitle(sub, locale)}
          </Link>
        </li>
      ))}
      <li>
        <Link className="link-chip link-chip--more" to={paths.city.categoryLanding.getHref({ city, categorySlug: category.slug })}>
          {t('All {category}', { category: categoryTitle(category, locale) })}
        </Link>
      </li>
    </ul>
  );
}

/** The popular main categories as tabs (WAI-ARIA tabs: arrows, Home and End move between them), each listing its sub categories. */
export function PopularCategoryTabs({ mains, city }: { mains: CategoryResponse[]; city: string }) {
  const tabs = popularTabs(mains);
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const t = useT();
  const locale = useLocale();
  if (!tabs.length) return null;
  const active = Math.min(selected, tabs.length - 1);

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key]! + tabs.length) % tabs.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <section className="home-section" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="home-section__title">
        {t('Popular categories')}
      </h2>
      <div className="tabs__list" role="tablist" aria-labelledby={`${baseId}-title`} onKeyDown={onKeyDown}>
        {tabs.map((category, index) => (
          <button
            key={category._id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-controls={`${baseId}-panel`}
            aria-selected={index === active}
            tabIndex={index === active ? 0 : -1}
            className={cn('tabs__tab', index === active && 'tabs__tab--active')}
            onClick={() => setSelected(index)}
          >
            {categoryTitle(category, locale)}
          </button>
        ))}
      </div>
      <div className="tabs__panel" role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${active}`} tabIndex={0}>
        <SubCategoryLinks category={tabs[active]!} city={city} />
      </div>
    </section>
  );
}
