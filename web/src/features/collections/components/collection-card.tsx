import { Link } from '../../../lib/router';
import type { CollectionResponse } from '@shared/schemas/collection';
import { uploadUrl } from '@shared/uploads';
import { paths } from '../../../config/paths';
import { countOf } from '../../../lib/format';

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
          {countOf(collection.businessCount, 'business', 'businesses')}
          {collection.cityName ? ` · ${cityLabel(collection.cityName)}` : ''}
          {showVisibility && <span className={`badge ${collection.public ? 'badge--success' : ''}`}>{collection.public ? 'Public' : 'Private'}</span>}
        </p>
        {preview.length > 0 && <p className="collection-tile__preview">{preview.map((business) => business.name).join(' · ')}</p>}
        {owner && (
          <p className="collection-tile__owner">
            by <Link to={paths.users.profile.getHref({ slug: owner.slug })}>{`${owner.firstName} ${owner.lastName}`.trim()}</Link>
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
  empty = 'No collections yet',
  headingLevel,
}: {
  collections: CollectionCardProps['collection'][];
  showVisibility?: boolean;
  empty?: string;
  headingLevel?: CollectionCardProps['headingLevel'];
}) {
  if (collections.length === 0) return <p className="empty-state">{empty}</p>;
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
