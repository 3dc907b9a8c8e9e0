import { useState } from 'react';
import { AddCollectionSchema } from '@shared/schemas/collection';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldWrapper, Form } from '../../../components/ui/form';
import { useToast } from '../../../components/ui/toast';
import { cn } from '../../../utils/cn';
import { ImagesUploader } from '../../../components/gallery-uploader';
import { useCollections, useCreateCollection, useToggleSaved } from '../api/collections';
import { CheckIcon } from './profile-icons';
import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../i18n';

const COLLECTION_MAX_IMAGES = 10;

/** Save to collection: the user's collections with a save toggle, and a form to create one (spec 1 §2, §5). */
export function SaveToCollectionDialog({ open, onClose, userId, businessId, cityName }: { open: boolean; onClose: () => void; userId: string; businessId: string; cityName: string }) {
  const t = useT();
  const toast = useToast();
  const collections = useCollections(userId);
  const create = useCreateCollection(userId);
  const toggle = useToggleSaved(userId, businessId);
  const [creating, setCreating] = useState(false);

  const save = (collectionId: string) =>
    toggle.mutate({ collectionId, cityName }, { onSuccess: (result) => toast.show({ message: result.message }), onError: () => toast.show({ message: t('Error saving business'), type: 'error' }) });

  return (
    <Dialog open={open} onClose={onClose} title={t('Save to collection')}>
      {collections.isPending ? (
        <LoadingRegion label={t('Loading your collections…')} className="collection-choices">
          <Skeleton height="3.25rem" />
          <Skeleton height="3.25rem" />
        </LoadingRegion>
      ) : collections.data?.length ? (
        <ul className="collection-choices">
          {collections.data.map((collection) => {
            const saved = collection.businessIds.includes(businessId);
            return (
              <li key={collection._id}>
                <button type="button" className={cn('collection-choice', saved && 'collection-choice--saved')} aria-pressed={saved} onClick={() => save(collection._id)}>
                  <span className="collection-choice__text">
                    <strong>{collection.name}</strong>
                    <span>{collection.public ? t('{count} saved · Public', { count: collection.businessCount }) : t('{count} saved · Private', { count: collection.businessCount })}</span>
                  </span>
                  {saved && (
                    <span className="collection-choice__saved">
                      <CheckIcon size={16} /> {t('Saved')}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="empty-state">{t('No collections yet')}</p>
      )}
      {creating ? (
        <Form
          schema={AddCollectionSchema}
          options={{ defaultValues: { name: '', description: '', public: true, images: [], cityName } }}
          onSubmit={(values) =>
            create.mutate(values, {
              onSuccess: (collection) => {
                setCreating(false);
                save(collection._id);
              },
              onError: () => toast.show({ message: t('Failed to create collection'), type: 'error' }),
            })
          }
        >
          {({ register, formState, watch, setValue }) => (
            <>
              <FieldWrapper id="collection-name" label={t('Collection name')} required error={formState.errors.name}>
                <input id="collection-name" className="input" aria-required {...register('name')} />
              </FieldWrapper>
              <FieldWrapper id="collection-description" label={t('Description (optional)')}>
                <textarea id="collection-description" className="input textarea" rows={2} {...register('description')} />
              </FieldWrapper>
              <div className="field">
                <span className="field__label">
                  {t('Images')}{' '}
                  <span className="field__required" aria-hidden="true">
                    *
                  </span>
                </span>
                <ImagesUploader
                  kind="collection"
                  label={t('Collection images')}
                  altStem={t('Collection')}
                  max={COLLECTION_MAX_IMAGES}
                  images={watch('images') ?? []}
                  describedBy={formState.errors.images ? 'collection-images-error' : undefined}
                  onChange={(images) => setValue('images', images, { shouldValidate: true })}
                />
                {formState.errors.images && (
                  <p className="field__error" id="collection-images-error" role="alert">
                    {formState.errors.images.message}
                  </p>
                )}
              </div>
              <fieldset className="choice-list">
                <legend className="field__label">{t('Privacy')}</legend>
                <label className="choice">
                  <input type="radio" checked={watch('public') !== false} onChange={() => setValue('public', true)} /> {t('Public')}
                </label>
                <label className="choice">
                  <input type="radio" checked={watch('public') === false} onChange={() => setValue('public', false)} /> {t('Private')}
                </label>
              </fieldset>
              <Button type="submit" isLoading={create.isPending} disabled={!watch('name')?.trim()}>
                {t('Save')}
              </Button>
            </>
          )}
        </Form>
      ) : (
        <Button variant="outline" onClick={() => setCreating(true)}>
          {t('Create new collection')}
        </Button>
      )}
    </Dialog>
  );
}
