import { useSearchParams } from '../../../lib/router';
import { Head } from '../../../components/ui/head';
import { OwnerQuestions } from '../../../features/owner-questions/components/owner-questions';

/** /dashboard/questions: what visitors asked on the owner's listings, to answer in place (an admin may add ?ownerId=). */
export function OwnerQuestionsRoute() {
  const [params] = useSearchParams();
  const ownerId = params.get('ownerId') ?? undefined;
  return (
    <div className="container page">
      <Head title="Questions on your listings" />
      <header className="page__header">
        <p className="page__eyebrow">Dashboard</p>
        <h1 className="page__title">Questions on your listings</h1>
        <p className="page__subtitle">Unanswered questions come first. Your answer shows on the listing’s Faqs tab.</p>
      </header>
      <OwnerQuestions ownerId={ownerId} />
    </div>
  );
}
