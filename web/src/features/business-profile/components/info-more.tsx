import { useState, type ReactNode } from 'react';
import { employeeBandLabels, legalStatusLabels, paymentMethodLabels, priceUnitLabel } from '@shared/business/enums';
import { formatRupees } from '@shared/business/format';
import { categoryTitle } from '@shared/i18n/category-title';
import type { BusinessResponse } from '@shared/schemas/business';
import { uploadUrl } from '@shared/uploads';
import { Button } from '../../../components/ui/button';
import type { TeamMember } from '../../../api/get-team';
import { PeopleList } from '../../../components/people-list';
import { Trans, useLocale, useT } from '../../../i18n';
import { trackTap } from '../api/track';
import { addressLine, asPerson, mapLinks, Section } from './profile-parts';
import { ListingMap, DistanceAway } from './listing-location';
import { PhoneNumbers } from './phone-numbers';
import { PhotoGallery, type GalleryPhotos } from './photo-gallery';
import { DirectionsIcon } from './profile-icons';

// The Info tab's parts below the hours and the description (info-tab.tsx loads them as they near the viewport).

const TEAM_PREVIEW = 4;
const AMENITIES_PREVIEW = 6;

/** A price in its own currency: rupees with Indian grouping, dollars as such. */
function price(amount: number, currency: string) {
  return currency === 'USD' ? `$${amount.toLocaleString('en-US')}` : formatRupees(amount);
}

function PriceText({ range }: { range: NonNullable<BusinessResponse['pricing']>[number] }) {
  const t = useT();
  const { minPrice, maxPrice, currency } = range;
  if (minPrice === null && maxPrice === null) return <>{t('Price on request')}</>;
  if (minPrice !== null && maxPrice !== null && maxPrice !== minPrice) return <>{`${price(minPrice, currency)} – ${price(maxPrice, currency)}`}</>;
  return <>{price((minPrice ?? maxPrice)!, currency)}</>;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const SOCIAL = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['twitter', 'Twitter'],
  ['youtube', 'YouTube'],
] as const;

export interface InfoMainProps {
  business: BusinessResponse;
  team: TeamMember[] | undefined;
  photos: GalleryPhotos;
  onShowTab: (tab: 'Our Team') => void;
  onReportPhotos: () => void;
}

/** The main column's photos, amenities, pricing, team, and certificates and awards. */
export function InfoMain({ business, team, photos, onShowTab, onReportPhotos }: InfoMainProps) {
  const t = useT();
  const [allAmenities, setAllAmenities] = useState(false);
  const amenities = business.amenities ?? [];
  const shownAmenities = allAmenities ? amenities : amenities.slice(0, AMENITIES_PREVIEW);
  return (
    <>
      <Section title={t('Photos')} id="photos-preview-title">
        <PhotoGallery photos={photos} businessName={business.name} onReport={onReportPhotos} />
      </Section>

      <Section title={t('Amenities')} id="amenities-title">
        {amenities.length ? (
          <>
            <ul className="amenity-list">
              {shownAmenities.map((amenity) => (
                <li key={amenity.amenityId}>
                  <strong>{amenity.title ?? amenity.amenityId}</strong>
                  {amenity.subAmenities.length > 0 && (
                    <span className="amenity-list__subs">
                      {amenity.subAmenities
                        .map((sub) => sub.title)
                        .filter(Boolean)
                        .join(', ')}
                    </span>
                  )}
                </li>
              ))}
            </ul>
            {amenities.length > AMENITIES_PREVIEW && (
              <Button variant="ghost" size="sm" aria-expanded={allAmenities} onClick={() => setAllAmenities((value) => !value)}>
                {allAmenities ? t('Show fewer') : t('View All ({count})', { count: amenities.length })}
              </Button>
            )}
          </>
        ) : (
          <p className="empty-state">{t('No amenities added yet.')}</p>
        )}
      </Section>

      <Section title={t('Packages & Pricing')} id="pricing-title">
        {business.pricing?.length ? (
          <ul className="pricing-list">
            {business.pricing.map((range, index) => {
              const unit = priceUnitLabel(range.unit, range.customUnit);
              return (
                <li key={range._id ?? index}>
                  <span>
                    <span className="pricing-list__title">{range.title}</span>
                    {unit && (
                      <span className="pricing-list__unit">{range.units && range.units > 1 ? t('per {units} {unit}', { units: range.units, unit: t(unit) }) : t('per {unit}', { unit: t(unit) })}</span>
                    )}
                  </span>
                  <strong>
                    <PriceText range={range} />
                  </strong>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="empty-state">{t('No pricing packages available')}</p>
        )}
      </Section>

      <Section
        title={t('Our Team')}
        id="team-preview-title"
        action={
          team?.length ? (
            <Button variant="ghost" size="sm" onClick={() => onShowTab('Our Team')}>
              <Trans id="View All<0> team members</0>" components={{ 0: <span className="visually-hidden" /> }} />
            </Button>
          ) : null
        }
      >
        {team?.length ? <PeopleList people={team.slice(0, TEAM_PREVIEW).map(asPerson)} /> : <p className="empty-state">{t('No team members added yet.')}</p>}
      </Section>

      <Section title={t('Certificates & Awards')} id="awards-title">
        {business.awards?.length ? (
          <ul className="award-list">
            {business.awards.map((award) => (
              <li key={award.name}>
                {award.image ? <img src={uploadUrl(award.image)} alt="" loading="lazy" /> : <span className="award-list__medal" aria-hidden="true" />}
                <span>{award.name}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">{t('No certificates or awards added yet.')}</p>
        )}
      </Section>
    </>
  );
}

/** The side column (below the main one on a phone): contact, nature of business, payment, expertise and the address with its map. */
export function InfoSide({ business }: { business: BusinessResponse }) {
  const t = useT();
  const locale = useLocale();
  const expertise = [...(business.categories ?? []), ...(business.subCategoryId ?? []), ...(business.subsubCategoryId ?? [])]
    .map((entry) => (entry.title ? categoryTitle({ title: entry.title, titleHi: entry.titleHi }, locale) : undefined))
    .filter((title): title is string => Boolean(title));
  const contact = business.contact ?? {};
  const phones = [contact.phone, ...(contact.alternatePhones ?? [])].filter((phone): phone is string => Boolean(phone));
  const emails = [contact.email, ...(contact.alternateEmails ?? [])].filter((email): email is string => Boolean(email));
  const social = SOCIAL.filter(([network]) => business.socialMedia?.[network]);
  const links = mapLinks(business);
  return (
    <>
      <Section title={t('Business Info')} id="contact-title">
        <dl className="facts">
          {phones.length > 0 && (
            <Fact term={phones.length > 1 ? t('Phones') : t('Phone')}>
              <PhoneNumbers businessId={business._id} phones={phones} />
            </Fact>
          )}
          {emails.length > 0 && (
            <Fact term={emails.length > 1 ? t('Emails') : t('Email')}>
              {emails.map((email) => (
                <a key={email} className="facts__line" href={`mailto:${email}`}>
                  {email}
                </a>
              ))}
            </Fact>
          )}
          {business.website && (
            <Fact term={t('Website')}>
              <a href={business.website} target="_blank" rel="nofollow noopener noreferrer" onClick={() => trackTap(business._id, 'website')}>
                {business.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </a>
            </Fact>
          )}
          {social.length > 0 && (
            <Fact term={t('Social')}>
              <span className="social-links">
                {social.map(([network, label]) => (
                  <a key={network} href={business.socialMedia?.[network]} target="_blank" rel="nofollow noopener noreferrer">
                    {label}
                  </a>
                ))}
              </span>
            </Fact>
          )}
          {business.establishmentYear ? <Fact term={t('Established')}>{business.establishmentYear}</Fact> : null}
          {business.employeeCount ? <Fact term={t('Employees')}>{employeeBandLabels[business.employeeCount] ? t(employeeBandLabels[business.employeeCount]) : business.employeeCount}</Fact> : null}
          {business.legalStatus ? <Fact term={t('Legal status')}>{legalStatusLabels[business.legalStatus] ? t(legalStatusLabels[business.legalStatus]) : business.legalStatus}</Fact> : null}
          {business.gstn ? <Fact term={t('GSTIN')}>{business.gstn}</Fact> : null}
        </dl>
      </Section>

      <Section title={t('Nature of Business')} id="nature-title">
        {business.natureOfBusiness ? <p>{business.natureOfBusiness}</p> : <p className="empty-state">{t('Not added yet.')}</p>}
      </Section>

      <Section title={t('Mode of Payment')} id="payment-title">
        {business.paymentTypes?.length ? (
          <ul className="chip-list">
            {business.paymentTypes.map((type) => (
              <li key={type} className="chip">
                {paymentMethodLabels[type] ? t(paymentMethodLabels[type]) : type}
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">{t('Not added yet.')}</p>
        )}
      </Section>

      <Section title={t('Expertise')} id="expertise-title">
        {expertise.length ? (
          <ul className="chip-list">
            {expertise.map((title) => (
              <li key={title} className="chip">
                {title}
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">{t('No expertise added yet.')}</p>
        )}
      </Section>

      <Section title={t('Address')} id="address-title">
        <address className="profile-address">{addressLine(business)}</address>
        <DistanceAway location={business.location} />
        <div className="button-row">
          <a className="btn btn--outline btn--sm" href={links.map} target="_blank" rel="noopener noreferrer">
            {t('View on map')}
            <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
          </a>
          <a className="btn btn--primary btn--sm" href={links.directions} target="_blank" rel="noopener noreferrer" onClick={() => trackTap(business._id, 'directions')}>
            <DirectionsIcon size={16} />
            {t('Get Directions')}
            <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
          </a>
        </div>
        <ListingMap name={business.name} location={business.location} />
      </Section>
    </>
  );
}
