import { Link } from '../../../lib/router';
import { uploadUrl } from '@shared/uploads';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useFollowedBusinesses } from '../api/people';
import { useT } from '../../../i18n';

/** The businesses a member follows, as links to their profiles. */
export function FollowedBusinesses({ userId }: { userId: string }) {
  const t = useT();
  const followed = useFollowedBusinesses(userId);
  if (followed.isPending) return <p className="empty-state">{t('Loading…')}</p>;
  if (followed.isError) return <p className="alert alert--error">{t('Could not load the businesses you follow. Please try again.')}</p>;
  const businesses = followed.data.pages.flatMap((page) => page.data);
  if (businesses.length === 0) return <p className="empty-state">{t('You are not following any business yet. Use Follow on a business profile.')}</p>;
  return (
    <>
      <ul className="member-list">
        {businesses.map((business) => {
          const logo = uploadUrl(business.logo);
          return (
            <li key={business._id} className="member-list__item">
              {logo ? <img className="saved-business__logo" src={logo} alt="" loading="lazy" /> : <span className="saved-business__logo saved-business__logo--empty" aria-hidden />}
              <span className="member-list__text">
                <Link className="member-list__name" to={paths.business.profile.getHref({ city: business.cityName, slug: business.slug })}>
                  {business.name}
                </Link>
                <span className="member-list__meta member-list__meta--city">{business.cityName.replace(/-/g, ' ')}</span>
              </span>
            </li>
          );
        })}
      </ul>
      {followed.hasNextPage && (
        <Button variant="outline" onClick={() => void followed.fetchNextPage()} isLoading={followed.isFetchingNextPage}>
          {t('Show more')}
        </Button>
      )}
    </>
  );
}
