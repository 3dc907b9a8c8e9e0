import { Head } from '../../../components/ui/head';
import { paths } from '../../../config/paths';
import { publicCollectionsQueryOptions } from '../../../features/collections/api/collections';
import { PublicCollections } from '../../../features/collections/components/public-collections';
import type { PagePrefetch } from '../../ssr/page-data';

const TITLE = 'Public collections';
const DESCRIPTION = 'Lists of favourite local businesses made by Sbiz members: restaurants, salons, wedding vendors, services and more across India.';

/** The server's data: the first page of public collections. */
export const prefetch: PagePrefetch = async ({ queryClient }) => {
  await queryClient.prefetchInfiniteQuery(publicCollectionsQueryOptions());
  return { title: `${TITLE} | Sbiz`, description: DESCRIPTION, canonicalPath: paths.users.publicCollections.getHref() };
};

/** /sb-public-collections: everyone's public collections, newest first. */
export function PublicCollectionsRoute() {
  return (
    <div className="container page">
      <Head title={TITLE} description={DESCRIPTION} />
      <header className="page__header">
        <h1 className="page__title">{TITLE}</h1>
        <p className="page__subtitle">Lists of favourite local businesses, made and shared by Sbiz members. Newest first.</p>
      </header>
      <PublicCollections />
    </div>
  );
}
