import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../i18n';

/** The setup form's shape while a listing loads: the progress banner, the ten tab cards and a few fields. */
export function SetupSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('Loading your business…')} className="setup">
      <div className="stepper card skeleton-stack">
        <Skeleton height="1rem" width="8rem" />
        <Skeleton height="0.5rem" />
      </div>
      <div className="setup__tabs">
        {Array.from({ length: 10 }, (_, index) => (
          <Skeleton key={index} height="3.5rem" />
        ))}
      </div>
      <div className="card setup__panel skeleton-stack">
        <Skeleton height="1.5rem" width="10rem" />
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="skeleton-stack">
            <Skeleton height="0.9rem" width="8rem" />
            <Skeleton height="2.75rem" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
