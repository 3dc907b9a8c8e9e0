import type { ReactNode } from 'react';
import type { BusinessResponse } from '@shared/schemas/business';
import type { TeamMember } from '../../../api/get-team';

// What the profile's first file (the header, the Info tab) shares with the Info tab's lower parts (info-more.tsx, loaded as
// they near the viewport): in the profile kit (web/vite.config.ts), which the page loads anyway, not in a file of its own.

/** A titled card of the profile; the heading names the region. */
export function Section({ title, id, children, action }: { title: string; id: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="card profile-card" aria-labelledby={id}>
      <div className="card__heading-row">
        <h2 id={id} className="card__title">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A tab's message when it has nothing to list. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="empty-state empty-state--panel">{children}</p>;
}

export const asPerson = (member: TeamMember) => ({ ...member, detail: member.designation });

/** One line of the listing's address, from the most precise part to the state and PIN. */
export function addressLine(business: BusinessResponse): string {
  const { address } = business;
  return [address?.street, address?.suite, address?.city || business.cityNameFormatted, address?.state, address?.zipCode].filter(Boolean).join(', ');
}

/** Google Maps links: the place on the map by name and address, and directions to its pin (else its address). */
export function mapLinks(business: BusinessResponse) {
  const address = addressLine(business);
  const destination = business.location ? `${business.location.lat},${business.location.lng}` : address;
  return {
    map: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${business.name}, ${address}`)}`,
    directions: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`,
  };
}
