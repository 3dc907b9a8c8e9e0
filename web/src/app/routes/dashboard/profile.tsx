import { Head } from '../../../components/ui/head';
import { ProfileOverview } from '../../../features/users/components/profile-overview';
import { ProfileContactForm } from '../../../features/users/components/profile-contact-form';
import { ProfilePhotoForm } from '../../../features/users/components/profile-photo-form';
import { useSession } from '../../../lib/session-context';

export function ProfileRoute() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="container page">
      <Head title="Your profile" />
      <header className="page__header">
        <p className="page__eyebrow">Dashboard</p>
        <h1 className="page__title">Your profile</h1>
        <p className="page__subtitle">This is how you appear to businesses and other members on Sbiz.</p>
      </header>
      <div className="profile-grid">
        <ProfileOverview user={user} />
        <ProfilePhotoForm user={user} />
        <ProfileContactForm user={user} />
      </div>
    </div>
  );
}
