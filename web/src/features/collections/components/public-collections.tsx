import { Button } from '../../../components/ui/button';
import { usePublicCollections } from '../api/collections';
import { CollectionGrid } from './collection-card';
import { useT } from '../../../i18n';

/** /sb-public-collections: everyone's public collections, newest first, 12 at a time. */
export function PublicCollections() {
  const t = useT();
  const collections = usePublicCollections();
  if (collections.isPending) return <p className="empty-state">{t('Loading collections…')}</p>;
  if (collections.isError) {
    return (
      <div>
        <p className="alert alert--error">{t('Could not load collections. Please try again.')}</p>
        <Button variant="outline" onClick={() => void collections.refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  }
  return (
    <>
      {/* Right under the page's h1. */}
      <CollectionGrid collections={collections.data.pages.flatMap((page) => page.data)} headingLevel={2} />
      {collections.hasNextPage && (
        <Button variant="outline" className="load-more" onClick={() => void collections.fetchNextPage()} isLoading={collections.isFetchingNextPage}>
          {t('Show more collections')}
        </Button>
      )}
    </>
  );
}
