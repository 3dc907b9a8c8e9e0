import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paymentMethodLabels, type PaymentMethod } from '@shared/business/enums';
import { formatIndianPhone, formatRupees, ratingStars, yearsInBusiness } from '@shared/business/format';
import { openStatus } from '@shared/business/open-status';
import type { WorkingHourSlot } from '@shared/business/working-hours';
import type { BusinessResponse } from '@shared/schemas/business';
import { uploadUrl } from '@shared/uploads';
import { Avatar } from '../../../components/ui/avatar';
import { Button, ButtonLink } from '../../../components/ui/button';
import { MapPinIcon, StarIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { cn } from '../../../utils/cn';
import { countView } from '../api/count-view';
import { useFollowers } from '../api/get-followers';
import { useTeam, type TeamMember } from '../api/get-team';
import { useCollections, usePublicCollectionsOf } from '../api/collections';
import { useToggleFollow } from '../api/toggle-follow';
import { HoursTable } from './hours-table';
import { RemovalRequestDialog, SuggestEditDialog } from './listing-requests';
import { PhotoGallery } from './photo-gallery';
import { QuestionsSection } from './questions-section';
import { ReportDialog } from './report-dialog';
import { SaveToCollectionDialog } from './save-to-collection';
import { PeopleList } from './people-list';
import { ShareDialog } from './share-dialog';

const tabs = ['Info', 'Services / Products', 'Photos', 'Events', 'In Collections', 'Reviews', 'Our Team', 'Followers', 'Faqs', 'Articles'] as const;
type Tab = (typeof tabs)[number];

const TEAM_PREVIEW = 4;
const AMENITIES_PREVIEW = 6;
const HINT_EVERY_MS = 6000;
const HINT_FOR_MS = 3000;

type Dialogs = 'share' | 'report' | 'removal' | 'suggest' | 'collections' | null;

/** The 'Suggest an edit' hint bubble: shows every 6 seconds for 3 seconds (spec 1 §2). */
function useBlinkingHint() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let hide: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setVisible(true);
      hide = setTimeout(() => setVisible(false), HINT_FOR_MS);
    }, HINT_EVERY_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(hide);
    };
  }, []);
  return visible;
}

const asPerson = (member: TeamMember) => ({ ...member, detail: member.designation });

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Stars({ business }: { business: BusinessResponse }) {
  const [hovered, setHovered] = useState(0);
  const fills = ratingStars(business.rating.average);
  return (
    <div className="stars" onMouseLeave={() => setHovered(0)}>
      {fills.map((fill, index) => (
        <Link
          key={index}
          to={paths.writeReview.getHref({ businessId: business._id, cityName: business.cityName, rating: index + 1 })}
          className={cn('stars__star', `stars__star--${hovered ? (index < hovered ? 'full' : 'empty') : fill}`)}
          onMouseEnter={() => setHovered(index + 1)}
          onFocus={() => setHovered(index + 1)}
          aria-label={`Rate ${index + 1} out of 5`}
        >
          <StarIcon size={20} />
        </Link>
      ))}
      <span className="stars__summary">
        {business.rating.average.toFixed(1)} ({business.rating.count} {business.rating.count === 1 ? 'review' : 'reviews'})
      </span>
    </div>
  );
}

/** The public profile of a listing: header, actions and the ten tabs of spec 1 §2. */
export function BusinessProfile({ business, now = new Date() }: { business: BusinessResponse; now?: Date }) {
  const { user, isSignedIn } = useSession();
  const toast = useToast();
  const [tab, setTab] = useState<Tab>('Info');
  const [dialog, setDialog] = useState<Dialogs>(null);
  const hintVisible = useBlinkingHint();
  const followers = useFollowers(business._id);
  const team = useTeam(business._id);
  const toggleFollow = useToggleFollow(business._id);
  const myCollections = useCollections(user?._id);
  const inCollections = usePublicCollectionsOf(business._id);
  const savedInCollection = Boolean(myCollections.data?.some((collection) => collection.businessIds.includes(business._id)));

  useEffect(() => {
    void countView(business._id, business.cityName);
  }, [business._id, business.cityName]);

  const hours = (business.workingHours ?? []) as WorkingHourSlot[];
  const status = openStatus(hours, now);
  const years = yearsInBusiness(business.establishmentYear, now);
  const following = Boolean(user && followers.data?.some((follower) => follower._id === user._id));
  const profileUrl = `${window.location.origin}${paths.business.profile.getHref({ city: business.cityName, slug: business.slug })}`;
  const address = [business.address?.street, business.address?.suite, business.address?.city ?? business.cityNameFormatted, business.address?.state, business.address?.zipCode]
    .filter(Boolean)
    .join(', ');
  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${business.name}, ${address}`)}`;
  const directionsUrl = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;

  /** Actions that need an account say so, as the spec's messages do. */
  function signedIn(action: () => void) {
    return () => (isSignedIn ? action() : toast.show({ message: 'Please Login To Continue!', type: 'warning' }));
  }

  const amenities = business.amenities ?? [];
  const info = (
    <div className="profile-grid">
      <div className="profile-grid__main">
        <HoursTable hours={hours} now={now} />
        <Section title="Company Description" id="description-title">
          {business.description ? (
            // Sanitised on the server before it was stored.
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: business.description }} />
          ) : (
            <p className="empty-state">No description available.</p>
          )}
        </Section>
        <Section title="Photos" id="photos-preview-title">
          <PhotoGallery images={business.media.gallery} businessName={business.name} />
        </Section>
        <Section title="Amenities" id="amenities-title">
          {amenities.length ? (
            <ul className="chip-list">
              {amenities.slice(0, AMENITIES_PREVIEW).map((amenity) => (
                <li key={amenity.amenityId} className="chip">
                  {amenity.title ?? amenity.amenityId}
                  {amenity.subAmenities.length > 0 && <span className="chip__detail"> · {amenity.subAmenities.map((sub) => sub.title).join(', ')}</span>}
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">No  Ammenity added yet.</p>
          )}
        </Section>
        <Section title="Packages & Pricing" id="pricing-title">
          {business.pricing?.length ? (
            <ul className="pricing-list">
              {business.pricing.map((price, index) => (
                <li key={price._id ?? index}>
                  <span>{price.title}</span>
                  <strong>
                    {price.minPrice !== null ? formatRupees(price.minPrice) : '—'}
                    {price.maxPrice !== null && price.maxPrice !== price.minPrice ? ` – ${formatRupees(price.maxPrice)}` : ''}
                  </strong>
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">No pricing packages available</p>
          )}
        </Section>
        <Section title="Our Team" id="team-preview-title">
          {team.data?.length ? (
            <>
              <PeopleList people={team.data.slice(0, TEAM_PREVIEW).map(asPerson)} />
              {team.data.length > TEAM_PREVIEW && (
                <Button variant="ghost" onClick={() => setTab('Our Team')}>
                  View All
                </Button>
              )}
            </>
          ) : (
            <p className="empty-state">No team members added yet.</p>
          )}
        </Section>
        <Section title="Certificates & Awards" id="awards-title">
          {business.awards?.length ? (
            <ul className="chip-list">
              {business.awards.map((award) => (
                <li key={award.name} className="chip">
                  {award.name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">No certificates or awards added yet.</p>
          )}
        </Section>
        <Section title="Reviews" id="reviews-preview-title">
          <p className="empty-state">No reviews yet. Be the first to review {business.name}.</p>
        </Section>
      </div>
      <aside className="profile-grid__side">
        <Section title="Business Info" id="contact-title">
          <dl className="facts">
            {business.contact?.phone && (
              <>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${business.contact.phone}`}>{formatIndianPhone(business.contact.phone)}</a>
                </dd>
              </>
            )}
            {business.contact?.email && (
              <>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${business.contact.email}`}>{business.contact.email}</a>
                </dd>
              </>
            )}
            {business.website && (
              <>
                <dt>Website</dt>
                <dd>
                  <a href={business.website} target="_blank" rel="nofollow noopener noreferrer">
                    {business.website.replace(/^https?:\/\//, '')}
                  </a>
                </dd>
              </>
            )}
            {business.natureOfBusiness && (
              <>
                <dt>Nature of business</dt>
                <dd>{business.natureOfBusiness}</dd>
              </>
            )}
            {business.paymentTypes?.length ? (
              <>
                <dt>Mode of payment</dt>
                <dd>{business.paymentTypes.map((type) => paymentMethodLabels[type as PaymentMethod] ?? type).join(', ')}</dd>
              </>
            ) : null}
            {business.categories?.length ? (
              <>
                <dt>Expertise</dt>
                <dd>{[...business.categories, ...(business.subCategoryId ?? [])].map((category) => category.title).filter(Boolean).join(', ')}</dd>
              </>
            ) : (
              <>
                <dt>Expertise</dt>
                <dd className="empty-state">No expertise added yet.</dd>
              </>
            )}
          </dl>
        </Section>
        <Section title="Address" id="address-title">
          <p>{address || business.cityNameFormatted}</p>
          <div className="button-row">
            <ButtonLink variant="outline" to={mapsUrl} target="_blank" rel="noopener noreferrer">
              View on map
            </ButtonLink>
            <ButtonLink to={directionsUrl} target="_blank" rel="noopener noreferrer" icon={<MapPinIcon size={16} />}>
              Get Directions
            </ButtonLink>
          </div>
        </Section>
      </aside>
    </div>
  );

  const panels: Record<Tab, ReactNode> = {
    Info: info,
    'Services / Products': <p className="empty-state">No products found in this category</p>,
    Photos: <PhotoGallery images={business.media.gallery} businessName={business.name} />,
    Events: <p className="empty-state">No upcoming events.</p>,
    'In Collections': inCollections.data?.length ? (
      <ul className="collection-cards">
        {inCollections.data.map((collection) => (
          <li key={collection._id} className="card collection-card">
            {collection.images[0] && <img src={uploadUrl(collection.images[0])} alt="" loading="lazy" />}
            <strong>{collection.name}</strong>
            <span className="team-list__role">{collection.businessCount} businesses</span>
          </li>
        ))}
      </ul>
    ) : (
      <p className="empty-state">No collections yet</p>
    ),
    Reviews: <p className="empty-state">No reviews yet. Be the first to review {business.name}.</p>,
    'Our Team': team.data?.length ? (
      <PeopleList people={team.data.map(asPerson)} />
    ) : (
      <p className="empty-state">No team members added yet.</p>
    ),
    Followers: followers.data?.length ? (
      <PeopleList
        people={followers.data.map((follower) => ({ ...follower, detail: <Link to={paths.users.profile.getHref({ slug: follower.slug })}>View profile</Link> }))}
      />
    ) : (
      <p className="empty-state">No followers yet.</p>
    ),
    Faqs: <QuestionsSection businessId={business._id} cityName={business.cityName} canAnswer={Boolean(user && (user.role === 'admin' || user._id === business.owner._id))} />,
    Articles: <p className="empty-state">No Articles added yet.</p>,
  };

  return (
    <article className="business-profile">
      <header className="business-hero">
        {business.media.headerImage && <img className="business-hero__cover" src={uploadUrl(business.media.headerImage)} alt="" />}
        <div className="business-hero__body container">
          {business.logo ? (
            <img className="business-hero__logo" src={uploadUrl(business.logo)} alt={`${business.name} logo`} />
          ) : (
            <Avatar name={business.name} size="lg" decorative />
          )}
          <div className="business-hero__text">
            <h1 className="business-hero__name">{business.name}</h1>
            <p className="business-hero__meta">
              <span
                className={cn('badge', business.unclaimed ? 'badge--warning' : 'badge--success')}
                title={
                  business.unclaimed
                    ? 'This listing has not been claimed by its owner yet; details may be out of date.'
                    : 'The owner has claimed this listing and keeps its details up to date.'
                }
              >
                {business.unclaimed ? 'Unclaimed' : 'Claimed'}
              </span>
              {years ? <span>{years} {years === 1 ? 'Year' : 'Years'} in Business</span> : null}
              <span>
                <MapPinIcon size={14} /> {business.cityNameFormatted}
              </span>
            </p>
            <Stars business={business} />
            <p className={cn('open-status', status.isOpen ? 'open-status--open' : 'open-status--closed')} data-testid="open-status">
              {status.text}
            </p>
          </div>
        </div>
        <div className="business-actions container">
          <Button variant="outline" onClick={() => setDialog('share')}>
            Share
          </Button>
          <Button variant={following ? 'secondary' : 'primary'} isLoading={toggleFollow.isPending} onClick={signedIn(() => toggleFollow.mutate({ businessId: business._id, cityName: business.cityName }))}>
            {following ? 'Following' : 'Follow'}
          </Button>
          <Button
            variant={savedInCollection ? 'secondary' : 'outline'}
            aria-pressed={savedInCollection}
            onClick={() => (isSignedIn ? setDialog('collections') : toast.show({ message: 'Please Login to Acess Collections', type: 'warning' }))}
          >
            {savedInCollection ? 'Saved' : 'Save'}
          </Button>
          {isSignedIn ? (
            <ButtonLink variant="outline" to={paths.dashboard.messages.getHref({ businessId: business._id, cityName: business.cityName })}>
              Ask
            </ButtonLink>
          ) : (
            <Button variant="outline" onClick={signedIn(() => undefined)}>
              Ask
            </Button>
          )}
          <span className="hint-anchor">
            <Button variant="ghost" onClick={signedIn(() => setDialog('suggest'))}>
              Suggest an edit
            </Button>
            {hintVisible && (
              <span className="hint-bubble" role="note">
                Know something we don't? Suggest an edit.
              </span>
            )}
          </span>
          <Button variant="ghost" onClick={signedIn(() => setDialog('removal'))}>
            Request removal
          </Button>
          <Button variant="ghost" onClick={signedIn(() => setDialog('report'))}>
            Report
          </Button>
        </div>
      </header>

      <div className="container">
        <div className="tabs" role="tablist" aria-label="Business sections">
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`tab-${name}`}
              aria-selected={tab === name}
              aria-controls="business-tab-panel"
              tabIndex={tab === name ? 0 : -1}
              className={cn('tabs__tab', tab === name && 'tabs__tab--active')}
              onClick={() => setTab(name)}
              onKeyDown={(event) => {
                const offset = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                if (!offset) return;
                const next = tabs[(tabs.indexOf(name) + offset + tabs.length) % tabs.length]!;
                setTab(next);
                document.getElementById(`tab-${next}`)?.focus();
              }}
            >
              {name}
            </button>
          ))}
        </div>
        <div id="business-tab-panel" role="tabpanel" aria-labelledby={`tab-${tab}`} className="tabs__panel">
          {panels[tab]}
        </div>
      </div>

      <ShareDialog open={dialog === 'share'} onClose={() => setDialog(null)} url={profileUrl} title={business.name} />
      {user && <SaveToCollectionDialog open={dialog === 'collections'} onClose={() => setDialog(null)} userId={user._id} businessId={business._id} cityName={business.cityName} />}
      <ReportDialog open={dialog === 'report'} onClose={() => setDialog(null)} businessId={business._id} />
      <RemovalRequestDialog open={dialog === 'removal'} onClose={() => setDialog(null)} businessId={business._id} cityName={business.cityName} profileUrl={profileUrl} />
      <SuggestEditDialog
        open={dialog === 'suggest'}
        onClose={() => setDialog(null)}
        businessId={business._id}
        cityName={business.cityName}
        current={{ name: business.name, phone: business.contact?.phone, website: business.website, street: business.address?.street }}
      />
    </article>
  );
}
