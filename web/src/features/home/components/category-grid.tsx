import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { uploadUrl } from '@shared/uploads';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { AlertTriangleIcon, GridIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { selectedLocation } from '../../../lib/preferences';
import type { HomeCategory } from '../api/home-content';
import { useLocale, useT } from '../../../i18n';
import { categoryTitle } from '@shared/i18n/category-title';

/** The grid shows the first eleven home categories (eight under 768 px, in CSS) and an All Categories tile (spec 1 §2). */
export const HOME_GRID_SIZE = 11;

/**
 * The home category grid. Picking a tile needs a chosen city: with none
 * stored yet it warns 'Please select a location first' and offers the picker
 * (`cityPicker`, composed by the route from the location feature).
 */
export function CategoryGrid({ categories, city, cityPicker }: { categories: HomeCategory[]; city: string; cityPicker: (props: { open: boolean; onClose: () => void }) => ReactNode }) {
  const [warning, setWarning] = useState(false);
  const [picker, setPicker] = useState(false);
  const t = useT();
  const locale = useLocale();
  const needsLocation = (event: MouseEvent) => {
    if (selectedLocation.isStored()) return;
    event.preventDefault();
    setWarning(true);
  };
  return (
    <>
      <ul className="category-grid" aria-label={t('Popular categories')}>
        {categories.slice(0, HOME_GRID_SIZE).map((category) => (
          <li key={category._id} className="category-grid__item">
            <Link className="category-tile" to={paths.city.categoryLanding.getHref({ city, categorySlug: category.categoryId.slug })} onClick={needsLocation}>
              <img className="category-tile__image" src={uploadUrl(category.image)} alt="" width={96} height={72} loading="lazy" />
              <span className="category-tile__title">{categoryTitle(category, locale)}</span>
            </Link>
          </li>
        ))}
        <li className="category-grid__item category-grid__item--all">
          <Link className="category-tile category-tile--all" to={paths.city.allCategories.getHref({ city })} onClick={needsLocation}>
            <span className="category-tile__icon" aria-hidden="true">
              <GridIcon size={32} />
            </span>
            <span className="category-tile__title">{t('All Categories')}</span>
          </Link>
        </li>
      </ul>
      <Dialog open={warning} onClose={() => setWarning(false)} title={t('Choose a city')}>
        <p className="alert alert--warning" role="alert">
          <AlertTriangleIcon size={18} className="alert__icon" /> {t('Please select a location first')}
        </p>
        <div className="dialog-actions">
          <Button variant="outline" onClick={() => setWarning(false)}>
            {t('Not now')}
          </Button>
          <Button
            onClick={() => {
              setWarning(false);
              setPicker(true);
            }}
          >
            {t('Choose your city')}
          </Button>
        </div>
      </Dialog>
      {cityPicker({ open: picker, onClose: () => setPicker(false) })}
    </>
  );
}
