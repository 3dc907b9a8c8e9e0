import { memo, Suspense, type ReactNode } from 'react';
import type { BusinessResponse } from '@shared/schemas/business';
import type { TeamMember } from '../../../api/get-team';
import { useSteadyCallback } from '../../../hooks/use-steady-callback';
import { deferredLazy } from '../../../lib/deferred';
import { HoursTable } from './hours-table';
import { Section } from './profile-parts';
import type { InfoMainProps } from './info-more';
import type { GalleryPhotos } from './photo-gallery';
import { useT } from '../../../i18n';
import { RichHtml } from '../../../components/ui/rich-html';

// Below the hours and the description (on a phone, below the fold): the photos, amenities, pricing, team and awards, and
// the side column's contact, address and map load their code (info-more.tsx) as they near the viewport or are used.
// Until then a server-rendered page keeps the server's HTML as it is (lib/deferred.tsx).
const { Component: LoadedInfoMain, useSlot: useMainSlot } = deferredLazy(async () => (await import('./info-more')).InfoMain);
const { Component: LoadedInfoSide, useSlot: useSideSlot } = deferredLazy(async () => (await import('./info-more')).InfoSide);

/**
 * The deferred parts render again only for new data (a new business object, team or photos), not for the new callbacks of each
 * render of the profile: a part not yet hydrated that receives new props would drop the server's HTML for its fallback.
 */
const MainMore = memo(
  function MainMore({ onShowTab, onReportPhotos, ...props }: InfoMainProps) {
    const slot = useMainSlot<HTMLDivElement>();
    const showTab = useSteadyCallback(onShowTab);
    const reportPhotos = useSteadyCallback(onReportPhotos);
    return (
      <div ref={slot} className="profile-grid__more">
        <Suspense fallback={null}>
          <LoadedInfoMain {...props} onShowTab={showTab} onReportPhotos={reportPhotos} />
        </Suspense>
      </div>
    );
  },
  (previous, next) => previous.business === next.business && previous.team === next.team && previous.photos === next.photos,
);

const SideMore = memo(function SideMore({ business }: { business: BusinessResponse }) {
  const t = useT();
  const slot = useSideSlot<HTMLElement>();
  return (
    <aside ref={slot} className="profile-grid__side" aria-label={t('Business details')}>
      <Suspense fallback={null}>
        <LoadedInfoSide business={business} />
      </Suspense>
    </aside>
  );
});

interface InfoTabProps {
  business: BusinessResponse;
  now: Date;
  team: TeamMember[] | undefined;
  photos: GalleryPhotos;
  onShowTab: (tab: 'Our Team' | 'Reviews') => void;
  /** The review block, composed in by the route (the reviews feature). */
  reviews?: ReactNode;
  onReportPhotos: () => void;
}

/** The Info tab (spec 1 §2): hours, description, photos, amenities, pricing, team, awards, reviews, and the facts beside them. */
export function InfoTab({ business, now, team, photos, onShowTab, onReportPhotos, reviews }: InfoTabProps) {
  const t = useT();
  return (
    <div className="profile-grid">
      <div className="profile-grid__main">
        <HoursTable hours={business.workingHours ?? []} now={now} exceptions={business} />

        <Section title={t('Company Description')} id="description-title">
          {business.description ? <RichHtml className="rich-text" html={business.description} /> : <p className="empty-state">{t('No description available.')}</p>}
        </Section>

        <MainMore business={business} team={team} photos={photos} onShowTab={onShowTab} onReportPhotos={onReportPhotos} />

        <Section title={t('Reviews')} id="reviews-preview-title">
          {reviews ?? (
            <button type="button" className="link-button" onClick={() => onShowTab('Reviews')}>
              {t('See the Reviews tab')}
            </button>
          )}
        </Section>
      </div>

      <SideMore business={business} />
    </div>
  );
}
