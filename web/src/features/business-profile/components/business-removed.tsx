import { StatusPage } from '../../../components/status-page';
import { useT } from '../../../i18n';

/** What a suspended listing shows instead of its profile (spec 1 §2). */
export function BusinessRemoved() {
  const t = useT();
  return <StatusPage eyebrow={t('Business Removed')} title={t('No Longer Operating')} text={t('We regret to inform you that this business is no longer in operation.')} actions={null} />;
}
