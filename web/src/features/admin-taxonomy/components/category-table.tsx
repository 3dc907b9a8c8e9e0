import type { CategoryResponse } from '@shared/schemas/taxonomy';
import { AdminList, type AdminListColumn } from '../../../components/ui/admin-list';
import { useMemo } from 'react';
import { useLocale, useT, type Translate } from '../../../i18n';
import { categoryTitle } from '@shared/i18n/category-title';
import type { Locale } from '@shared/i18n/locales';
import { categoryLevels, type CategoryLevelKey, type CategoryListSource } from '../api/category-levels';
import { getCategoryPage } from '../api/admin-categories';

/** 'Active' or 'deactivated', as the spec's lists show a category's status (spec 3 §4). */
export function CategoryStatusBadge({ status, long = false }: { status: CategoryResponse['status']; long?: boolean }) {
  const t = useT();
  const active = status === 'active';
  return <span className={active ? 'badge badge--success' : 'badge badge--danger'}>{active ? t('Active') : long ? t('Deactivated') : t('deactivated')}</span>;
}

// On a Hindi page the title column shows the Hindi title where the category has one.
const columnsIn = (t: Translate, locale: Locale): AdminListColumn<CategoryResponse>[] => [
  { header: t('Title'), cell: (category) => <span className="admin-list__text">{categoryTitle(category, locale)}</span> },
  { header: t('Slug'), cell: (category) => <span className="admin-list__text admin-list__muted">{category.slug}</span> },
  { header: t('Status'), cell: (category) => <CategoryStatusBadge status={category.status} /> },
];

interface CategoryTableProps {
  levelKey: CategoryLevelKey;
  /** Another list than the level's full one (a tab's children of one parent). */
  source?: CategoryListSource;
  title?: string;
  type?: 'table' | 'list';
  parent?: string;
  activeSlug?: string;
}

/** One level's categories in the generic admin list; rows open the level's form. */
export function CategoryTable({ levelKey, source, title, type = 'table', parent, activeSlug }: CategoryTableProps) {
  const t = useT();
  const level = categoryLevels[levelKey];
  const locale = useLocale();
  const columns = useMemo(() => columnsIn(t, locale), [t, locale]);
  const list = source ?? level.list;
  return (
    <AdminList<CategoryResponse>
      title={title ?? t(level.listTitle)}
      listKey={list}
      fetchPage={(query, signal) => getCategoryPage(list, query, signal)}
      type={type}
      columns={columns}
      addPath={level.paths.form.getHref()}
      parent={parent}
      activeSlug={activeSlug}
    />
  );
}
