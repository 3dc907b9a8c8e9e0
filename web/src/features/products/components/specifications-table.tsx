import { useState } from 'react';
import { specChoices, specLabel } from '@shared/products/specifications';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { ProductDetail } from '../types';
import { useLocale, useT } from '../../../i18n';
import type { Locale } from '@shared/i18n/locales';
import { specChoiceIn, specLabelIn } from '../spec-labels';

/** The first entries shown on the page; the rest in a dialog (spec 2 §2.3). */
const SHOWN = 5;

function rowsOf(product: Pick<ProductDetail, 'specifications' | 'extraSpecifications'>, locale: Locale) {
  return [
    ...Object.entries(product.specifications).map(([key, value]) => ({ label: specLabelIn(key, specLabel(key), locale), value: specChoices[key] ? specChoiceIn(value, locale) : value })),
    ...product.extraSpecifications.map((row) => ({ label: row.title, value: row.value })),
  ];
}

function Table({ rows }: { rows: Array<{ label: string; value: string }> }) {
  return (
    <table className="spec-table">
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.label}-${index}`}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The specifications table: 5 entries, then 'View all' in a dialog. */
export function SpecificationsTable({ product }: { product: Pick<ProductDetail, 'specifications' | 'extraSpecifications'> }) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const rows = rowsOf(product, locale);
  if (!rows.length) return null;
  return (
    <section className="product-section" aria-labelledby="product-specs">
      <h2 id="product-specs">{t('Specifications')}</h2>
      <Table rows={rows.slice(0, SHOWN)} />
      {rows.length > SHOWN ? (
        <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
          {t('View all {count, plural, one {# specification} other {# specifications}}', { count: rows.length })}
        </Button>
      ) : null}
      <Dialog open={open} onClose={() => setOpen(false)} title={t('All specifications')}>
        <Table rows={rows} />
      </Dialog>
    </section>
  );
}
