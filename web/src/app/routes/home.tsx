import { Link, useParams } from 'react-router';
import { cityNameOf } from '../../features/location/components/city-button';
import { Head } from '../../components/ui/head';
import { ButtonLink } from '../../components/ui/button';
import { MapPinIcon, ShieldIcon, StarIcon, StoreIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session-context';

const promises = [
  {
    icon: StarIcon,
    title: 'Reviews you can rely on',
    text: 'Every review goes through automated and manual checks before it counts towards a rating.',
  },
  {
    icon: StoreIcon,
    title: 'Free for businesses',
    text: 'List your shop, clinic or service at no cost, with photos, working hours and prices in rupees.',
  },
  {
    icon: MapPinIcon,
    title: 'Built for India',
    text: 'Businesses organised by city and category, with opening hours shown in India time.',
  },
] as const;

export function HomeRoute() {
  const { user, isBusinessOwner } = useSession();
  const { city } = useParams();
  return (
    <>
      <Head description="Sbiz helps you find trusted local businesses across India and helps businesses get discovered, for free." />
      {city && (
        <p className="city-hint container" role="status">
          You are currently viewing results for {cityNameOf(city)}
        </p>
      )}
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="hero__eyebrow">{user ? `Welcome back, ${user.firstName}` : 'Welcome to Sbiz'}</p>
            <h1 id="hero-title" className="hero__title">
              The trusted way to find <span className="hero__highlight">local businesses</span> in India
            </h1>
            <p className="hero__lead">
              Sbiz brings customers and neighbourhood businesses together: honest reviews, clear prices and details you can
              count on, in every city.
            </p>
            <div className="hero__actions">
              {user ? (
                <ButtonLink to={paths.dashboard.profile.getHref()} size="lg">
                  Go to your profile
                </ButtonLink>
              ) : (
                <ButtonLink to={paths.auth.signup.getHref()} size="lg">
                  Create a free account
                </ButtonLink>
              )}
              {isBusinessOwner ? (
                <ButtonLink to={paths.dashboard.business.getHref()} size="lg" variant="outline" icon={<StoreIcon size={20} />}>
                  Manage your business
                </ButtonLink>
              ) : (
                <ButtonLink to={paths.business.claim.getHref()} size="lg" variant="outline" icon={<StoreIcon size={20} />}>
                  Add your business
                </ButtonLink>
              )}
            </div>
            {!user && (
              <p className="hero__aside">
                Already a member? <Link to={paths.auth.login.getHref()} className="text-link">
                  Log in
                </Link>
              </p>
            )}
          </div>
          <HeroIllustration />
        </div>
      </section>

      <section className="section" aria-labelledby="promises-title">
        <div className="container">
          <h2 id="promises-title" className="section__title">
            Why people choose Sbiz
          </h2>
          <ul className="feature-grid">
            {promises.map(({ icon: Icon, title, text }) => (
              <li key={title} className="feature-card">
                <span className="feature-card__icon">
                  <Icon size={24} />
                </span>
                <h3 className="feature-card__title">{title}</h3>
                <p className="feature-card__text">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {!isBusinessOwner && (
        <section className="section section--tight" aria-labelledby="owners-title">
          <div className="container">
            <div className="cta-band">
              <span className="cta-band__icon">
                <ShieldIcon size={28} />
              </span>
              <div className="cta-band__copy">
                <h2 id="owners-title" className="cta-band__title">
                  Own a business? Get discovered by customers near you.
                </h2>
                <p className="cta-band__text">Create your free listing in minutes and manage it from your dashboard.</p>
              </div>
              <ButtonLink to={paths.business.claim.getHref()} variant="secondary" size="lg">
                List your business free
              </ButtonLink>
            </div>
          </div>
        </section>
      )}
    </>
  );
}

/** A decorative map with pins; it says nothing the text does not. */
function HeroIllustration() {
  return (
    <div className="hero__art" aria-hidden="true">
      <svg viewBox="0 0 400 320" className="hero__map" focusable="false">
        <defs>
          <clipPath id="hero-map-clip">
            <rect x="8" y="8" width="384" height="304" rx="28" />
          </clipPath>
        </defs>
        <rect x="8" y="8" width="384" height="304" rx="28" className="map__ground" />
        <g clipPath="url(#hero-map-clip)">
          <path d="M8 120 H392 M8 230 H392 M120 8 V312 M270 8 V312" className="map__road" />
          <path d="M8 60 C120 90 180 40 392 170" className="map__road map__road--main" />
          <rect x="140" y="140" width="110" height="70" rx="12" className="map__park" />
          <rect x="290" y="30" width="84" height="70" rx="12" className="map__block" />
          <rect x="30" y="250" width="72" height="46" rx="10" className="map__block" />
        </g>
        <g className="map__pin map__pin--1" transform="translate(92 70)">
          <path d="M0 -34c-13 0-23 10-23 22 0 16 23 34 23 34s23-18 23-34c0-12-10-22-23-22Z" />
          <circle cx="0" cy="-13" r="8" className="map__pin-dot" />
        </g>
        <g className="map__pin map__pin--2" transform="translate(300 190)">
          <path d="M0 -34c-13 0-23 10-23 22 0 16 23 34 23 34s23-18 23-34c0-12-10-22-23-22Z" />
          <circle cx="0" cy="-13" r="8" className="map__pin-dot" />
        </g>
        <g className="map__pin map__pin--3" transform="translate(196 268)">
          <path d="M0 -34c-13 0-23 10-23 22 0 16 23 34 23 34s23-18 23-34c0-12-10-22-23-22Z" />
          <circle cx="0" cy="-13" r="8" className="map__pin-dot" />
        </g>
      </svg>
      <div className="hero__badge hero__badge--rating">
        <StarIcon size={18} />
        <span>Reviews checked by people</span>
      </div>
      <div className="hero__badge hero__badge--price">
        <span className="hero__rupee">₹</span>
        <span>Prices in rupees</span>
      </div>
    </div>
  );
}
