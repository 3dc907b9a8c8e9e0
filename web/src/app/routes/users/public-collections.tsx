import { Head } from '../../../components/ui/head';
import { paths } from '../../../config/paths';
import { publicCollectionsQueryOptions } from '../../../features/collections/api/collections';
import { PublicCollections } from '../../../features/collections/components/public-collections';
import type { PagePrefetch } from '../../ssr/page-data';
import { msg, useT } from '../../../i18n';

const TITLE = msg('Public collections');
const DESCRIPTION = msg('Lists of favourite local businesses made by Sbiz members: restaurants, salons, wedding vendors, services and more across India.');

/** The server's data: the first page of public collections. */
export const prefetch: PagePrefetch = async ({ queryClient, t }) => {
  await queryClient.prefetchInfiniteQuery(publicCollectionsQueryOptions());
  return { title: t('{title} | Sbiz', { title: t(TITLE) }), description: t(DESCRIPTION), canonicalPath: paths.users.publicCollections.getHref() };
};

/** /sb-public-collections: everyone's public collections, newest first. */
export function PublicCollectionsRoute() {
  const t = useT();
  return (
    <div className="container page">
      <Head title={t(TITLE)} description={t(DESCRIPTION)} />
      <header className="page__header">
        <h1 className="page__title">{t(TITLE)}</h1>
        <p className="page__subtitle">{t('Lists of favourite local businesses, made and shared by Sbiz members. Newest first.')}</p>
      </header>
      <PublicCollections />
    </div>
  );
}
