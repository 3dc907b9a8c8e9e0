import { lazy, Suspense, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from '../../../lib/router';
import type { UserResponse } from '@shared/schemas/auth';
import type { BusinessProfileResponse, BusinessResponse } from '@shared/schemas/business';
import { ButtonLink } from '../../../components/ui/button';
import { useRequireSignIn } from '../../../components/sign-in-gate';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { cn } from '../../../utils/cn';
import { useCollections } from '../api/collections';
import { countView } from '../api/count-view';
import { getBusiness } from '../api/get-business';
import { useTeam } from '../../../api/get-team';
import { useToggleFollow } from '../api/toggle-follow';
import { InfoTab } from './info-tab';
import { asPerson, Empty } from './profile-parts';
import { PeopleList } from '../../../components/people-list';
import type { DialogName } from './profile-dialogs';
import { ProfileHeader, type ProfileAction } from './profile-header';
import { msg, useT, type Translate } from '../../../i18n';

// The dialogs (and the forms in them: zod, react-hook-form, the uploader) and the questions tab load when first
// opened, so a visitor who only reads the profile downloads none of them.
const ProfileDialogs = lazy(() => import('./profile-dialogs').then((module) => ({ default: module.ProfileDialogs })));
const QuestionsSection = lazy(() => import('./questions-section').then((module) => ({ default: module.QuestionsSection })));
// The Photos, In Collections and Followers tabs (their lists, the gallery) load when first opened.
const PhotosPanel = lazy(() => import('./profile-tab-panels').then((module) => ({ default: module.PhotosPanel })));
const CollectionsPanel = lazy(() => import('./profile-tab-panels').then((module) => ({ default: module.CollectionsPanel })));
const FollowersPanel = lazy(() => import('./profile-tab-panels').then((module) => ({ default: module.FollowersPanel })));

export const profileTabs = [
  msg('Info'),
  msg('Services / Products'),
  msg('Photos'),
  msg('Events'),
  msg('In Collections'),
  msg('Reviews'),
  msg('Our Team'),
  msg('Followers'),
  msg('Faqs'),
  msg('Articles'),
] as const;
type Tab = (typeof profileTabs)[number];

const tabId = (tab: Tab) => `profile-tab-${tab.replace(/\W+/g, '-').toLowerCase()}`;

/** The login dialog's title for each action that needs an account (spec 1 §5, §8). */
const signInTitles: Partial<Record<ProfileAction, (t: Translate, name: string) => string>> = {
  follow: (t, name) => t('Log in to follow {name}', { name }),
  save: (t, name) => t('Log in to save {name} to a collection', { name }),
  ask: (t, name) => t('Log in to ask {name}', { name }),
  suggest: (t, name) => t('Log in to suggest an edit to {name}', { name }),
  removal: (t, name) => t('Log in to request removal of {name}', { name }),
  report: (t, name) => t('Log in to report {name}', { name }),
};

/** The tab bar: arrow keys, Home and End move between tabs (the WAI-ARIA tabs pattern). */
function TabList({ tab, onChange }: { tab: Tab; onChange: (tab: Tab) => void }) {
  const t = useT();
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, current: Tab) {
    const index = profileTabs.indexOf(current);
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % profileTabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + profileTabs.length) % profileTabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? profileTabs.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = profileTabs[target]!;
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  }
  return (
    <div className="tabs" role="tablist" aria-label={t('Business sections')}>
      {profileTabs.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={tabId(name)}
          aria-selected={tab === name}
          aria-controls="business-tab-panel"
          tabIndex={tab === name ? 0 : -1}
          className={cn('tabs__tab', tab === name && 'tabs__tab--active')}
          onClick={() => onChange(name)}
          onKeyDown={(event) => onKeyDown(event, name)}
        >
          {t(name)}
        </button>
      ))}
    </div>
  );
}

/** The public profile of a listing: header, actions and the ten tabs of spec 1 §2. */
/** The reviews block, composed in by the route: the full list (Reviews tab) or a preview (Info tab). */
export type ReviewsSlot = (options: { preview: boolean; onShowAll: () => void }) => ReactNode;

/** `eventsPanel`, `productsTab`, `articlesTab` and `reviews` fill their tabs, and `askNote` the reply-time line under Ask, each composed by the route from its own feature. */
export function BusinessProfile({
  business,
  profile,
  now,
  eventsPanel,
  askNote,
  productsTab,
  articlesTab,
  reviews,
  followerAction,
}: {
  business: BusinessResponse;
  profile: BusinessProfileResponse['profile'];
  now: Date;
  eventsPanel?: ReactNode;
  askNote?: ReactNode;
  productsTab?: ReactNode;
  /** Rendered only while the Articles tab is open, so it loads its list then. */
  articlesTab?: ReactNode;
  reviews?: ReviewsSlot;
  /** A control on each follower card (the route passes the people feature's Follow button). */
  followerAction?: (follower: UserResponse) => ReactNode;
}) {
  const t = useT();
  const { user } = useSession();
  const requireSignIn = useRequireSignIn();
  const navigate = useNavigate();
  const tabsRef = useRef<HTMLDivElement>(null);
  const [tab, setTab] = useState<Tab>('Info');
  const [dialog, setDialog] = useState<DialogName | null>(null);
  // The profile call brings what is above the fold; each tab fetches its own list when opened.
  const fullTeam = useTeam(business._id, tab === 'Our Team');
  const team = fullTeam.data ?? profile.team;
  const toggleFollow = useToggleFollow(business._id);
  const myCollections = useCollections(user?._id);

  // One view per visit of the page.
  useEffect(() => {
    void countView(business._id, business.cityName);
  }, [business._id, business.cityName]);

  const isOwner = Boolean(user && user._id === business.owner._id);
  const following = Boolean(user && profile.following);
  const saved = Boolean(myCollections.data?.some((collection) => collection.businessIds.includes(business._id)));
  const profileUrl = `${typeof window === 'undefined' ? '' : window.location.origin}${paths.business.profile.getHref({ city: business.cityName, slug: business.slug })}`;
  const photos = useMemo(() => ({ own: business.media.gallery, fromReviews: business.media.reviewImages ?? [] }), [business.media]);

  function runAction(action: ProfileAction) {
    if (action === 'follow') return toggleFollow.mutate({ businessId: business._id, cityName: business.cityName });
    if (action === 'ask') {
      void navigate(paths.dashboard.messages.getHref({ businessId: business._id, cityName: business.cityName }));
      return;
    }
    setDialog(action === 'save' ? 'collections' : action);
  }

  // Follow is a toggle: after a login it follows only if this account does not follow already.
  async function followAfterSignIn() {
    const fresh = await getBusiness({ slug: business.slug, location: business.cityName });
    if (!fresh?.profile.following) runAction('follow');
  }

  function onAction(action: ProfileAction) {
    const title = signInTitles[action];
    if (!title) return runAction(action);
    requireSignIn({ title: title(t, business.name), action: () => runAction(action), resume: action === 'follow' ? followAfterSignIn : undefined });
  }

  function showTab(next: Tab) {
    setTab(next);
    tabsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    document.getElementById(tabId(next))?.focus({ preventScroll: true });
  }

  /** A tapped tab: on a phone the tab bar sits at the bottom of the screen (or was scrolled past), so its panel would change out of sight; bring it up. */
  function chooseTab(next: Tab) {
    setTab(next);
    const anchor = tabsRef.current;
    if (!anchor) return;
    const { top } = anchor.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight / 2) anchor.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  const panels: Record<Tab, () => ReactNode> = {
    Info: () => (
      <InfoTab
        business={business}
        now={now}
        team={team}
        photos={photos}
        onShowTab={showTab}
        onReportPhotos={() => onAction('report')}
        reviews={reviews?.({ preview: true, onShowAll: () => showTab('Reviews') })}
      />
    ),
    'Services / Products': () => productsTab ?? <Empty>{t('No products found in this category')}</Empty>,
    Photos: () => <PhotosPanel business={business} isOwner={isOwner} photos={photos} onReport={() => onAction('report')} />,
    Events: () => eventsPanel ?? <Empty>{t('No upcoming events.')}</Empty>,
    'In Collections': () => <CollectionsPanel businessId={business._id} />,
    Reviews: () =>
      reviews?.({ preview: false, onShowAll: () => showTab('Reviews') }) ?? (
        <div className="card profile-card">
          <ButtonLink className="profile-card__cta" to={paths.writeReview.getHref({ businessId: business._id, slug: business.slug, cityName: business.cityName })}>
            {t('Write a review')}
          </ButtonLink>
        </div>
      ),
    'Our Team': () => (team.length ? <PeopleList people={team.map(asPerson)} /> : <Empty>{t('No team members added yet.')}</Empty>),
    Followers: () => <FollowersPanel businessId={business._id} followerAction={followerAction} />,
    Faqs: () => (
      <Suspense fallback={<Empty>{t('Loading questions…')}</Empty>}>
        <QuestionsSection businessId={business._id} cityName={business.cityName} canAnswer={Boolean(isOwner || user?.role === 'admin')} />
      </Suspense>
    ),
    Articles: () => articlesTab ?? <Empty>{t('No Articles added yet.')}</Empty>,
  };

  return (
    <article className="business-profile">
      <ProfileHeader business={business} now={now} following={following} followPending={toggleFollow.isPending} saved={saved} isOwner={isOwner} onAction={onAction} askNote={askNote} />

      <div className="container">
        <div ref={tabsRef} className="tabs-anchor">
          <TabList tab={tab} onChange={chooseTab} />
        </div>
        <div id="business-tab-panel" role="tabpanel" aria-labelledby={tabId(tab)} className="tabs__panel profile-tab-panel">
          {/* Hydrated and committed in a task of its own, after the header above it (TBT on a phone). */}
          <Suspense fallback={null}>{panels[tab]()}</Suspense>
        </div>
      </div>

      <Suspense fallback={null}>{dialog && <ProfileDialogs dialog={dialog} onClose={() => setDialog(null)} business={business} userId={user?._id} profileUrl={profileUrl} />}</Suspense>
    </article>
  );
}
