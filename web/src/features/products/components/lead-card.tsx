import { memo, Suspense } from 'react';
import { deferredLazy } from '../../../lib/deferred';
import { useT } from '../../../i18n';

// The form brings zod and react-hook-form: they load when the card nears the viewport (it is below the category
// cards) or the visitor reaches into it; until then the server's form stays as it is.
const { Component: LeadForm, useSlot: useLeadFormSlot } = deferredLazy(async () => (await import('./lead-form')).LeadForm);

/**
 * The lead card 'Get the List of Top {category}' of a product category page
 * (spec 2 §2.5): name, email and mobile number go to the sellers of the
 * category's top products (POST /leads/add), who see them in their leads.
 */
export const LeadCard = memo(function LeadCard({ categoryId, category }: { categoryId: string; category: string }) {
  const t = useT();
  const slot = useLeadFormSlot<HTMLElement>();
  return (
    <aside ref={slot} className="lead-card" aria-labelledby="lead-card-title">
      <h2 id="lead-card-title" className="lead-card__title">
        {t('Get the List of Top {category}', { category })}
      </h2>
      <p className="muted">{t('Tell us how to reach you: sellers of {category} send you their best prices.', { category: category.toLowerCase() })}</p>
      <Suspense fallback={<div className="lead-card__fields lead-card__fields--loading" aria-busy="true" />}>
        <LeadForm categoryId={categoryId} />
      </Suspense>
    </aside>
  );
});
