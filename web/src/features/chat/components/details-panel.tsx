import { formatIndianPhone } from '@shared/business/format';
import { paymentMethodLabels, type PaymentMethod } from '@shared/business/enums';
import type { ChatBusinessContext, ChatUserContext } from '@shared/schemas/chat';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { countOf } from '../../../lib/format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="chat-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function MediaStrip({ media }: { media: string[] }) {
  return (
    <Fact label={`Media (${media.length})`}>
      {media.length ? (
        <span className="chat-media">
          {media.slice(0, 6).map((url) => (
            <img key={url} src={url} alt="" loading="lazy" />
          ))}
        </span>
      ) : (
        'No media shared'
      )}
    </Fact>
  );
}

/** User Info: avatar, name, 'Regular User', media, phone and home address. */
export function UserDetails({ user, media }: { user: ChatUserContext; media: string[] }) {
  return (
    <div className="chat-details">
      <Avatar name={user.name} image={user.image} size="xl" decorative />
      <p className="chat-details__name">{user.name}</p>
      <p className="chat-details__role">Regular User</p>
      <dl className="chat-facts">
        <MediaStrip media={media} />
        <Fact label="Phone">{user.phone ? formatIndianPhone(user.phone) : 'Not shared'}</Fact>
        <Fact label="Home address">{user.home.length ? user.home.join(', ') : 'Not shared'}</Fact>
      </dl>
    </div>
  );
}

/** Business Info: logo, name, reviews and followers, description, media, address, year, payment methods. */
export function BusinessDetails({ business }: { business: ChatBusinessContext }) {
  const address = [business.address.suite, business.address.street, business.address.city, business.address.state, business.address.zipCode].filter(Boolean).join(', ');
  return (
    <div className="chat-details">
      <Avatar name={business.name} image={business.logo} size="xl" decorative />
      <p className="chat-details__name">{business.name}</p>
      <p className="chat-details__role">
        {countOf(business.rating.count, 'review')} · {countOf(business.followers, 'follower')}
      </p>
      <dl className="chat-facts">
        {business.description && (
          <Fact label="About">
            {business.description
              .replace(/<[^>]*>/g, ' ')
              .replace(/\s+/g, ' ')
              .trim()}
          </Fact>
        )}
        <MediaStrip media={business.media} />
        <Fact label="Address">{address || 'Not shared'}</Fact>
        {business.contact.phone && <Fact label="Phone">{formatIndianPhone(business.contact.phone)}</Fact>}
        <Fact label="Year established">{business.establishmentYear ?? 'Not shared'}</Fact>
        <Fact label="Followers">{business.followers}</Fact>
        <Fact label="Payment methods">{business.paymentTypes.length ? business.paymentTypes.map((type) => paymentMethodLabels[type as PaymentMethod] ?? type).join(', ') : 'Not shared'}</Fact>
      </dl>
    </div>
  );
}
