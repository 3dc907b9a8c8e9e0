import { Link } from '../../../lib/router';
import type { CollectionResponse } from '@shared/schemas/collection';
import { uploadUrl } from '@shared/uploads';
import { paths } from '../../../config/paths';
import { Trans, useT } from '../../../i18n';

interface CollectionCardProps {
  collection: CollectionResponse & { businesses?: { _id: string; name: string }[] };
  /** Show the Public/Private badge (the owner's own lists). */
  showVisibility?: boolean;
  headingLevel?: 2 | 3;
}

/** "new-delhi" as "New Delhi". */
const cityLabel = (slug: string) => slug.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

/** A collection as a card: cover, name, how many businesses, by whom; it opens the collection page. */
export function CollectionCard({ collection, showVisibility = false, headingLevel = 3 }: CollectionCardProps) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  const cover = uploadUrl(collection.images[0]);
  const owner = collection.owner;
  const preview = collection.businesses?.slice(0, 3) ?? [];
  return (
    <article className="card collection-tile">
      {cover ? <img className="collection-tile__cover" src={cover} alt="" loading="lazy" /> : <div className="collection-tile__cover collection-tile__cover--empty" aria-hidden />}
      <div className="collection-tile__body">
        <Heading className="collection-tile__name">
          <Link to={paths.users.collection.getHref({ collectionId: collection._id })}>{collection.name}</Link>
        </Heading>
        <p className="collection-tile__meta">
          {t('{count, plural, one {# business} other {# businesses}}', { count: collection.businessCount })}
          {collection.cityName ? ` · ${cityLabel(collection.cityName)}` : ''}
          {showVisibility && <span className={`badge ${collection.public ? 'badge--success' : ''}`}>{collection.public ? t('Public') : t('Private')}</span>}
        </p>
        {preview.length > 0 && <p className="collection-tile__preview">{preview.map((business) => business.name).join(' · ')}</p>}
        {owner && (
          <p className="collection-tile__owner">
            <Trans id="by <0>{name}</0>" values={{ name: `${owner.firstName} ${owner.lastName}`.trim() }} components={{ 0: <Link to={paths.users.profile.getHref({ slug: owner.slug })} /> }} />
          </p>
        )}
      </div>
    </article>
  );
}

/** Collections as a responsive grid, or the spec's 'No collections yet'; card headings one level below the grid's own heading. */
export function CollectionGrid({
  collections,
  showVisibility,
  empty,
  headingLevel,
}: {
  collections: CollectionCardProps['collection'][];
  showVisibility?: boolean;
  empty?: string;
  headingLevel?: CollectionCardProps['headingLevel'];
}) {
  const t = useT();
  if (collections.length === 0) return <p className="empty-state">{empty ?? t('No collections yet')}</p>;
  return (
    <ul className="collection-grid">
      {collections.map((collection) => (
        <li key={collection._id}>
          <CollectionCard collection={collection} showVisibility={showVisibility} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
