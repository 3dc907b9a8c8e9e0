import { useParams, useSearchParams } from '../../../lib/router';
import { Head } from '../../../components/ui/head';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminCategory } from '../../../features/admin-taxonomy/api/admin-categories';
import { categoryLevels, type CategoryLevelKey } from '../../../features/admin-taxonomy/api/category-levels';
import { CategoryFormPage } from '../../../features/admin-taxonomy/components/category-form';
import { CategoryTable } from '../../../features/admin-taxonomy/components/category-table';
import { AdminPortalNav } from './portal-nav';
import { useLocale, useT } from '../../../i18n';
import { categoryTitle } from '@shared/i18n/category-title';

/** /admin-portal/{level}: one level's categories in the generic list. */
function CategoryListScreen({ levelKey }: { levelKey: CategoryLevelKey }) {
  const t = useT();
  const [searchParams] = useSearchParams();
  return (
    <div className="container page admin-page">
      <Head title={t('{title} (admin)', { title: t(categoryLevels[levelKey].listTitle) })} />
      <AdminPortalNav />
      <div className="card">
        <CategoryTable levelKey={levelKey} parent={searchParams.get('parent') ?? undefined} />
      </div>
    </div>
  );
}

/** /admin-portal/{level}/add-category[/{slug}]?parent=&page=: the add or edit form. */
function CategoryFormScreen({ levelKey }: { levelKey: CategoryLevelKey }) {
  const t = useT();
  const locale = useLocale();
  const level = categoryLevels[levelKey];
  const { slug } = useParams();
  const [searchParams] = useSearchParams();
  const category = useAdminCategory(level, slug);
  const page = Number(searchParams.get('page')) || undefined;
  const title = slug ? (category.data ? categoryTitle(category.data, locale) : t('Category')) : t(level.newTitle);
  return (
    <div className="container page admin-page">
      <Head title={t('{title} (admin)', { title })} />
      <AdminPortalNav />
      {slug && category.isPending ? (
        <Spinner label={t('Loading the category…')} />
      ) : slug && !category.data ? (
        <p className="alert alert--error">{t('This category was not found.')}</p>
      ) : (
        <CategoryFormPage key={slug ?? 'new'} levelKey={levelKey} category={category.data ?? undefined} queryParent={searchParams.get('parent') ?? undefined} page={page} />
      )}
    </div>
  );
}

/** The list and form route components of every level, for the router. */
export const categoryRouteComponents = Object.fromEntries(
  (Object.keys(categoryLevels) as CategoryLevelKey[]).map((levelKey) => [levelKey, { List: () => <CategoryListScreen levelKey={levelKey} />, Form: () => <CategoryFormScreen levelKey={levelKey} /> }]),
) as Record<CategoryLevelKey, { List: () => React.JSX.Element; Form: () => React.JSX.Element }>;
