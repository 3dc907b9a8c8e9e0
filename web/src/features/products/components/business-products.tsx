import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useProductList } from '../api/product';
import { ProductGrid } from './product-card';

/** The profile's Services / Products tab: the business's products, 10 at a time. */
export function BusinessProducts({ businessId }: { businessId: string }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const list = useProductList({ businessId }, cursors.at(-1));
  if (list.isPending) return <Spinner label="Loading products" />;
  return (
    <div>
      <ProductGrid products={list.data?.data ?? []} empty="No products found in this category" />
      <nav className="pagination" aria-label="Product pages">
        {cursors.length ? (
          <Button variant="outline" size="sm" onClick={() => setCursors((pages) => pages.slice(0, -1))}>
            Previous
          </Button>
        ) : null}
        {list.data?.nextCursor ? (
          <Button variant="outline" size="sm" onClick={() => setCursors((pages) => [...pages, list.data!.nextCursor!])}>
            Next
          </Button>
        ) : null}
      </nav>
    </div>
  );
}
