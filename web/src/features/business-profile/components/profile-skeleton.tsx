import { LoadingRegion, Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../i18n';

/** The profile's shape while the listing loads: cover, logo, name, actions, tabs and cards. */
export function ProfileSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('Loading business…')} className="business-profile">
      <div className="business-hero">
        <Skeleton className="business-hero__cover" />
        <div className="container">
          <div className="business-hero__body">
            <Skeleton className="business-hero__logo" />
            <div className="business-hero__text skeleton-stack">
              <Skeleton height="2.25rem" width="min(28rem, 80%)" />
              <Skeleton height="1rem" width="14rem" />
              <Skeleton height="1.25rem" width="10rem" />
              <Skeleton height="1.25rem" width="16rem" />
            </div>
          </div>
          <div className="business-actions">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} height="2.75rem" width="7rem" round />
            ))}
          </div>
        </div>
      </div>
      <div className="container">
        <div className="tabs">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height="1.25rem" width="6rem" className="skeleton--tab" />
          ))}
        </div>
        <div className="profile-grid">
          <div className="profile-grid__main">
            {[12, 7, 10].map((lines, index) => (
              <div key={index} className="card profile-card skeleton-stack">
                <Skeleton height="1.25rem" width="10rem" />
                {Array.from({ length: lines / 2 }, (_, line) => (
                  <Skeleton key={line} height="0.9rem" width={`${90 - line * 7}%`} />
                ))}
              </div>
            ))}
          </div>
          <div className="profile-grid__side">
            <div className="card profile-card skeleton-stack">
              <Skeleton height="1.25rem" width="8rem" />
              <Skeleton height="0.9rem" width="70%" />
              <Skeleton height="0.9rem" width="80%" />
              <Skeleton height="0.9rem" width="60%" />
            </div>
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}
