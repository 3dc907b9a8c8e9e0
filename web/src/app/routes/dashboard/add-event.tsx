import { useSearchParams } from '../../../lib/router';
import { Head } from '../../../components/ui/head';
import { PageSpinner } from '../../../components/ui/spinner';
import { useEventById } from '../../../features/events/api/get-event';
import { EventForm, type EventFormMode } from '../../../features/events/components/event-form/event-form';
import { emptyEventForm, formFromEvent } from '../../../features/events/components/event-form/form-values';
import { msg, useT } from '../../../i18n';

const titles: Record<EventFormMode, string> = { create: msg('Create Event'), edit: msg('Edit Event'), duplicate: msg('Duplicate Event') };

/** /dashboard/add-event (create), ?updatedId= (edit) or ?duplicateId= (duplicate). */
export function AddEventRoute() {
  const t = useT();
  const [params] = useSearchParams();
  const updatedId = params.get('updatedId') ?? undefined;
  const duplicateId = params.get('duplicateId') ?? undefined;
  const mode: EventFormMode = updatedId ? 'edit' : duplicateId ? 'duplicate' : 'create';
  const sourceId = updatedId ?? duplicateId;
  const source = useEventById(sourceId);
  return (
    <div className="container page">
      <Head title={t(titles[mode])} />
      <h1 className="page-title">{t(titles[mode])}</h1>
      {sourceId && source.isPending ? (
        <PageSpinner label={t('Loading event…')} />
      ) : sourceId && source.isError ? (
        <p className="alert alert--error" role="alert">
          {t('Failed to load event details')}
        </p>
      ) : (
        <EventForm
          key={sourceId ?? 'new'}
          mode={mode}
          sourceId={sourceId}
          ownerId={mode === 'edit' ? source.data?.userId._id : undefined}
          initial={source.data ? formFromEvent(source.data) : emptyEventForm()}
        />
      )}
    </div>
  );
}
