import { lazy, Suspense } from 'react';
import { useT } from '../../../i18n';

// The form brings zod and react-hook-form: load them only with the card, after the page itself.
const LeadForm = lazy(async () => ({ default: (await import('./lead-form')).LeadForm }));

/**
 * The lead card 'Get the List of Top {category}' of a product category page
 * (spec 2 §2.5): name, email and mobile number go to the sellers of the
 * category's top products (POST /leads/add), who see them in their leads.
 */
export function LeadCard({ categoryId, category }: { categoryId: string; category: string }) {
  const t = useT();
  return (
    <aside className="lead-card" aria-labelledby="lead-card-title">
      <h2 id="lead-card-title" className="lead-card__title">
        {t('Get the List of Top {category}', { category })}
      </h2>
      <p className="muted">{t('Tell us how to reach you: sellers of {category} send you their best prices.', { category: category.toLowerCase() })}</p>
      <Suspense fallback={<div className="lead-card__fields lead-card__fields--loading" aria-busy="true" />}>
        <LeadForm categoryId={categoryId} />
      </Suspense>
    </aside>
  );
}
