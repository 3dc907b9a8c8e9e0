import { EVENTS_MAX_PAGE_NUMBERS } from '@shared/events/constants';
import { Pagination } from '../../../components/ui/pagination';
import { useT } from '../../../i18n';

/** 'Showing X to Y of N events', Previous, Next and up to five page numbers sliding with the current page (spec 3 §2.1, §9). */
export function EventsPagination({ page, limit, total, onPage }: { page: number; limit: number; total: number; onPage: (page: number) => void }) {
  const t = useT();
  const totalPages = Math.max(1, Math.ceil(total / limit));
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onPage={onPage}
      label={t('Events pages')}
      previousNext
      run={EVENTS_MAX_PAGE_NUMBERS}
      summary={t('Showing {from} to {to} of {total, plural, one {# event} other {# events}}', { from: String(from), to: String(to), total })}
    />
  );
}
