import { useSearchParams } from '../../../lib/router';
import { Head } from '../../../components/ui/head';
import { useT } from '../../../i18n';
import { OwnerQuestions } from '../../../features/owner-questions/components/owner-questions';

/** /dashboard/questions: what visitors asked on the owner's listings, to answer in place (an admin may add ?ownerId=). */
export function OwnerQuestionsRoute() {
  const [params] = useSearchParams();
  const t = useT();
  const ownerId = params.get('ownerId') ?? undefined;
  return (
    <div className="container page">
      <Head title={t('Questions on your listings')} />
      <header className="page__header">
        <p className="page__eyebrow">{t('Dashboard')}</p>
        <h1 className="page__title">{t('Questions on your listings')}</h1>
        <p className="page__subtitle">{t('Unanswered questions come first. Your answer shows on the listing’s Faqs tab.')}</p>
      </header>
      <OwnerQuestions ownerId={ownerId} />
    </div>
  );
}
