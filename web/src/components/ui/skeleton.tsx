import type { CSSProperties, ReactNode } from 'react';
import { cn } from '../../utils/cn';

/** A grey placeholder block that shimmers while content loads; hidden from assistive technology. */
export function Skeleton({ width, height, className, round }: { width?: CSSProperties['width']; height?: CSSProperties['height']; className?: string; round?: boolean }) {
  return <span className={cn('skeleton', round && 'skeleton--round', className)} style={{ width, height }} aria-hidden="true" />;
}

/** A busy region for screen readers with skeleton content for everyone else. */
export function LoadingRegion({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className} role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}

/** Table rows of skeleton cells (the spec's five while a list loads). */
export function SkeletonRows({ rows = 5, columns }: { rows?: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <td key={column}>
              <Skeleton height="1rem" width={column === 0 ? '80%' : '60%'} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
