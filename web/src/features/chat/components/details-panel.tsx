import { formatIndianPhone, plainText } from '@shared/business/format';
import { paymentMethodLabels, type PaymentMethod } from '@shared/business/enums';
import type { ChatBusinessContext, ChatUserContext } from '@shared/schemas/chat';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { useT } from '../../../i18n';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="chat-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function MediaStrip({ media }: { media: string[] }) {
  const t = useT();
  return (
    <Fact label={t('Media ({count})', { count: media.length })}>
      {media.length ? (
        <span className="chat-media">
          {media.slice(0, 6).map((url) => (
            <img key={url} src={url} alt="" loading="lazy" />
          ))}
        </span>
      ) : (
        t('No media shared')
      )}
    </Fact>
  );
}

/** User Info: avatar, name, 'Regular User', media, phone and home address. */
export function UserDetails({ user, media }: { user: ChatUserContext; media: string[] }) {
  const t = useT();
  return (
    <div className="chat-details">
      <Avatar name={user.name} image={user.image} size="xl" decorative />
      <p className="chat-details__name">{user.name}</p>
      <p className="chat-details__role">{t('Regular User')}</p>
      <dl className="chat-facts">
        <MediaStrip media={media} />
        <Fact label={t('Phone')}>{user.phone ? formatIndianPhone(user.phone) : t('Not shared')}</Fact>
        <Fact label={t('Home address')}>{user.home.length ? user.home.join(', ') : t('Not shared')}</Fact>
      </dl>
    </div>
  );
}

/** Business Info: logo, name, reviews and followers, description, media, address, year, payment methods. */
export function BusinessDetails({ business }: { business: ChatBusinessContext }) {
  const t = useT();
  const address = [business.address.suite, business.address.street, business.address.city, business.address.state, business.address.zipCode].filter(Boolean).join(', ');
  return (
    <div className="chat-details">
      <Avatar name={business.name} image={business.logo} size="xl" decorative />
      <p className="chat-details__name">{business.name}</p>
      <p className="chat-details__role">
        {t('{count, plural, one {# review} other {# reviews}}', { count: business.rating.count })} · {t('{count, plural, one {# follower} other {# followers}}', { count: business.followers })}
      </p>
      <dl className="chat-facts">
        {business.description && <Fact label={t('About')}>{plainText(business.description)}</Fact>}
        <MediaStrip media={business.media} />
        <Fact label={t('Address')}>{address || t('Not shared')}</Fact>
        {business.contact.phone && <Fact label={t('Phone')}>{formatIndianPhone(business.contact.phone)}</Fact>}
        <Fact label={t('Year established')}>{business.establishmentYear ?? t('Not shared')}</Fact>
        <Fact label={t('Followers')}>{business.followers}</Fact>
        <Fact label={t('Payment methods')}>
          {business.paymentTypes.length ? business.paymentTypes.map((type) => t(paymentMethodLabels[type as PaymentMethod] ?? type)).join(', ') : t('Not shared')}
        </Fact>
      </dl>
    </div>
  );
}
