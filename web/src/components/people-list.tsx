import type { ReactNode } from 'react';
import { uploadUrl } from '@shared/uploads';
import { Avatar } from './ui/avatar';

export interface Person {
  _id: string;
  firstName: string;
  lastName: string;
  image?: string;
  /** The line under the name: a designation, or a link. */
  detail?: ReactNode;
}

/** People with their photo or initials: team members, followers. `action` adds a control per person. */
export function PeopleList<P extends Person>({ people, action }: { people: P[]; action?: (person: P) => ReactNode }) {
  return (
    <ul className="team-list">
      {people.map((person) => (
        <li key={person._id} className="team-list__member">
          <Avatar name={`${person.firstName} ${person.lastName}`} image={person.image ? uploadUrl(person.image) : undefined} size="md" decorative />
          <span>
            <strong>
              {person.firstName} {person.lastName}
            </strong>
            {person.detail && <span className="team-list__role">{person.detail}</span>}
          </span>
          {action?.(person)}
        </li>
      ))}
    </ul>
  );
}
