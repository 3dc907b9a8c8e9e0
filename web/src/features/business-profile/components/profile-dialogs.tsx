import { lazy, Suspense } from 'react';
import type { BusinessResponse } from '@shared/schemas/business';

// Each dialog (and the form in it: zod, react-hook-form, the uploader) loads when first opened.
const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));
const SaveToCollectionDialog = lazy(() => import('./save-to-collection').then((module) => ({ default: module.SaveToCollectionDialog })));
const RemovalRequestDialog = lazy(() => import('./listing-requests').then((module) => ({ default: module.RemovalRequestDialog })));
const SuggestEditDialog = lazy(() => import('./listing-requests').then((module) => ({ default: module.SuggestEditDialog })));
const ShareDialog = lazy(() => import('./share-dialog').then((module) => ({ default: module.ShareDialog })));

export type DialogName = 'share' | 'report' | 'removal' | 'suggest' | 'collections';

/** The profile's dialogs (business-profile.tsx loads this file when the first one opens): share, save, report, removal and suggest an edit. */
export function ProfileDialogs({
  dialog,
  onClose,
  business,
  userId,
  profileUrl,
}: {
  dialog: DialogName;
  onClose: () => void;
  business: BusinessResponse;
  /** The signed-in user's id: saving to a collection needs one. */
  userId: string | undefined;
  profileUrl: string;
}) {
  return (
    <Suspense fallback={null}>
      {dialog === 'share' && <ShareDialog open onClose={onClose} url={profileUrl} title={business.name} />}
      {userId && dialog === 'collections' && <SaveToCollectionDialog open onClose={onClose} userId={userId} businessId={business._id} cityName={business.cityName} />}
      {dialog === 'report' && <ReportDialog open onClose={onClose} businessId={business._id} />}
      {dialog === 'removal' && <RemovalRequestDialog open onClose={onClose} businessId={business._id} cityName={business.cityName} profileUrl={profileUrl} />}
      {dialog === 'suggest' && (
        <SuggestEditDialog
          open
          onClose={onClose}
          businessId={business._id}
          cityName={business.cityName}
          current={{
            name: business.name,
            phone: business.contact?.phone,
            alternatePhones: business.contact?.alternatePhones,
            website: business.website,
            address: business.address,
            permanentlyClosed: business.permanentlyClosed,
            categories: business.categories,
            workingHours: business.workingHours,
            specialHours: business.specialHours,
            temporaryClosure: business.temporaryClosure,
          }}
        />
      )}
    </Suspense>
  );
}
