import { Link } from '../../../lib/router';
import type { BusinessResponse } from '@shared/schemas/business';
import { AddCollectionSchema } from '@shared/schemas/collection';
import { uploadUrl } from '@shared/uploads';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form';
import { StarIcon, TrashIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useMoreCollectionBusinesses, useRemoveFromCollection, useUpdateCollection, type CollectionDetail } from '../api/collections';
import { Trans, useT } from '../../../i18n';
import { useMessageText } from '../../../lib/message-text';

interface CollectionViewProps {
  collection: CollectionDetail;
  cursor: string | null;
  viewerId: string | undefined;
}

/** A collection page: its cover, name, owner and businesses; the owner can rename it, switch it public/private and remove businesses. */
export function CollectionView({ collection, cursor, viewerId }: CollectionViewProps) {
  const t = useT();
  const more = useMoreCollectionBusinesses(collection._id, viewerId, cursor);
  const businesses = [...collection.businesses, ...(more.data?.pages.flatMap((page) => page.data.businesses) ?? [])];
  const nextCursor = more.data ? more.data.pages.at(-1)?.cursor : cursor;
  const cover = uploadUrl(collection.images[0]);
  const owner = collection.owner;
  const ownerName = owner ? `${owner.firstName} ${owner.lastName}`.trim() : '';
  return (
    <div className="collection-view">
      <header className="card collection-view__head">
        {cover && <img className="collection-view__cover" src={cover} alt="" />}
        <div className="collection-view__text">
          <p className="page__eyebrow">{collection.public ? t('Public collection') : t('Private collection · only you can see it')}</p>
          <h1 className="page__title">{collection.name}</h1>
          {collection.description && <p className="collection-view__description">{collection.description}</p>}
          <p className="collection-tile__meta">{t('{count, plural, one {# business} other {# businesses}}', { count: collection.businessCount })}</p>
          {owner && (
            <p className="collection-view__owner">
              <Avatar name={ownerName} image={owner.image} size="sm" decorative />
              <span>
                <Trans id="by <0>{name}</0>" values={{ name: ownerName }} components={{ 0: <Link to={paths.users.profile.getHref({ slug: owner.slug })} /> }} />
              </span>
            </p>
          )}
        </div>
      </header>
      {collection.isOwner && <CollectionSettings collection={collection} />}
      <h2 className="section-title">{t('Businesses')}</h2>
      {businesses.length === 0 ? (
        <p className="empty-state">{collection.isOwner ? t('No businesses saved yet. Use Save on a business profile to add one.') : t('No businesses saved yet.')}</p>
      ) : (
        <ul className="collection-businesses">
          {businesses.map((business) => (
            <li key={business._id}>
              <SavedBusiness business={business} collectionId={collection._id} canRemove={collection.isOwner} />
            </li>
          ))}
        </ul>
      )}
      {nextCursor && (
        <Button variant="outline" className="load-more" isLoading={more.isFetching} onClick={() => void (more.data ? more.fetchNextPage() : more.refetch())}>
          {t('Show more businesses')}
        </Button>
      )}
    </div>
  );
}

function SavedBusiness({ business, collectionId, canRemove }: { business: BusinessResponse; collectionId: string; canRemove: boolean }) {
  const t = useT();
  const remove = useRemoveFromCollection(collectionId);
  const toast = useToast();
  const logo = uploadUrl(business.logo);
  return (
    <article className="card saved-business">
      {logo ? <img className="saved-business__logo" src={logo} alt="" loading="lazy" /> : <span className="saved-business__logo saved-business__logo--empty" aria-hidden />}
      <div className="saved-business__text">
        <h3 className="saved-business__name">
          <Link to={paths.business.profile.getHref({ city: business.cityName, slug: business.slug })}>{business.name}</Link>
        </h3>
        <p className="saved-business__meta">
          {business.cityNameFormatted}
          {business.rating.count > 0 && (
            <>
              {' · '}
              <StarIcon size={14} /> {business.rating.average.toFixed(1)} ({business.rating.count})
            </>
          )}
        </p>
      </div>
      {canRemove && (
        <Button
          variant="ghost"
          size="sm"
          icon={<TrashIcon size={16} />}
          isLoading={remove.isPending}
          aria-label={t('Remove {name} from this collection', { name: business.name })}
          onClick={() =>
            remove.mutate(business._id, {
              onSuccess: (answer) => toast.show({ message: answer.message }),
              onError: (error) => toast.show({ message: errorMessage(error), type: 'error' }),
            })
          }
        >
          {t('Remove')}
        </Button>
      )}
    </article>
  );
}

// The rename form checks the name as the API does (`PATCH /collections/update/{id}` takes the add form's name rule).
const RenameSchema = AddCollectionSchema.pick({ name: true });

/** The owner's controls: rename, and switch between public and private. */
function CollectionSettings({ collection }: { collection: CollectionDetail }) {
  const t = useT();
  const text = useMessageText();
  const update = useUpdateCollection(collection._id);
  const toast = useToast();
  const save = (changes: { name?: string; public?: boolean }, done: string) =>
    update.mutate(changes, {
      onSuccess: () => toast.show({ message: done }),
      onError: (error) => toast.show({ message: errorMessage(error), type: 'error' }),
    });

  return (
    <section className="card collection-settings" aria-labelledby="collection-settings-title">
      <h2 id="collection-settings-title" className="section-title">
        {t('Manage this collection')}
      </h2>
      <Form
        className="collection-settings__rename"
        schema={RenameSchema}
        // The name is checked as it is typed, and Rename waits for a valid, changed name.
        options={{ mode: 'onChange', defaultValues: { name: collection.name } }}
        onSubmit={({ name }) => save({ name }, t('Collection renamed'))}
      >
        {({ register, watch, formState: { errors, isValid } }) => (
          <>
            <label htmlFor="collection-name">{t('Name')}</label>
            <div className="collection-settings__row">
              <input
                id="collection-name"
                className="input"
                maxLength={80}
                aria-invalid={Boolean(errors.name) || undefined}
                aria-describedby={errors.name ? 'collection-name-error' : undefined}
                {...register('name')}
              />
              <Button type="submit" disabled={!isValid || watch('name').trim() === collection.name} isLoading={update.isPending && update.variables?.name !== undefined}>
                {t('Rename')}
              </Button>
            </div>
            {errors.name && (
              <p id="collection-name-error" className="field__error" role="alert">
                {text(errors.name.message ?? '')}
              </p>
            )}
          </>
        )}
      </Form>
      <div className="collection-settings__visibility">
        <p>{collection.public ? t('Public: anyone can see it, and it is listed in Public collections.') : t('Private: only you can see it.')}</p>
        <Button
          variant="outline"
          isLoading={update.isPending && update.variables?.public !== undefined}
          onClick={() => save({ public: !collection.public }, collection.public ? t('The collection is now private') : t('The collection is now public'))}
        >
          {collection.public ? t('Make private') : t('Make public')}
        </Button>
      </div>
    </section>
  );
}
