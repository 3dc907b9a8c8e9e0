import { useLocation, useParams } from '../../../lib/router';
import { uploadUrl } from '@shared/uploads';
import { AccessDenied, LoadError } from '../../../components/access-denied';
import { ButtonLink } from '../../../components/ui/button';
import { Head } from '../../../components/ui/head';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { collectionQueryOptions, useCollection } from '../../../features/collections/api/collections';
import { CollectionView } from '../../../features/collections/components/collection-view';
import { NotFoundRoute } from '../not-found';
import type { PagePrefetch } from '../../ssr/page-data';
import { useT } from '../../../i18n';

/** The server renders public collections; a private one answers 403 there (its owner's browser then loads it). */
export const prefetch: PagePrefetch = async ({ params, url, queryClient, t }) => {
  const answer = await queryClient.ensureQueryData(collectionQueryOptions(params.collectionId ?? '', undefined));
  if ('denied' in answer) return { status: answer.denied };
  const collection = answer.data;
  const cover = collection.images[0];
  return {
    title: t('{name} | Sbiz collections', { name: collection.name }),
    description: collection.description || t('{name}: {count} local businesses collected on Sbiz.', { name: collection.name, count: collection.businessCount }),
    canonicalPath: paths.users.collection.getHref({ collectionId: collection._id }),
    image: cover ? new URL(uploadUrl(cover) ?? cover, url.origin).href : undefined,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: collection.name,
        numberOfItems: collection.businessCount,
        itemListElement: collection.businesses.map((business, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: business.name,
          url: new URL(paths.business.profile.getHref({ city: business.cityName, slug: business.slug }), url.origin).href,
        })),
      },
    ],
  };
};

/** /sb-public-collections/{id}: one collection; private ones only for their owner. */
export function CollectionRoute() {
  const t = useT();
  const { collectionId = '' } = useParams();
  const { user } = useSession();
  const collection = useCollection(collectionId, user?._id);
  if (collection.isPending) return <p className="container page empty-state">{t('Loading collection…')}</p>;
  if (collection.isError)
    return (
      <div className="container page">
        <LoadError error={collection.error} what={t('this collection')} onRetry={() => void collection.refetch()} />
      </div>
    );
  const answer = collection.data;
  if ('denied' in answer) return answer.denied === 404 ? <NotFoundRoute /> : <CollectionAccessDenied signedIn={Boolean(user)} />;
  return (
    <div className="container page">
      <Head title={answer.data.name} description={answer.data.description} />
      <CollectionView collection={answer.data} cursor={answer.cursor} viewerId={user?._id} />
    </div>
  );
}

/** A private collection: a 403 that offers the public ones, and a log-in to a visitor who may own it. */
function CollectionAccessDenied({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <AccessDenied
      reason={t('This collection is private: only the member who made it can see it.')}
      actions={
        <>
          <ButtonLink to={paths.users.publicCollections.getHref()}>{t('Browse public collections')}</ButtonLink>
          {!signedIn && (
            <ButtonLink variant="outline" to={paths.auth.login.getHref(pathname)}>
              {t('Log in')}
            </ButtonLink>
          )}
        </>
      }
    />
  );
}
