import { useEffect, useState, type ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { selectedLocation, useSelectedLocation } from '../../../lib/preferences';
import { useSession } from '../../../lib/session-context';
import { useT } from '../../../i18n';

/** The pop-up's delay on the home pages (spec 1 §9). */
export const HOME_POPUP_DELAY_MS = 2000;
/** Shown once per browser session, so coming back to the home page does not nag. */
const SHOWN_KEY = 'sbiz.home-popup-shown';

const alreadyShown = () => {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
};
const markShown = () => {
  try {
    sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // Private modes without storage simply see it again next time.
  }
};

/**
 * After 2 s on the home page or a city home with a city chosen, a pop-up for
 * anyone who is not a business owner: visitors may log in right there,
 * signed-in users are invited to list their business.
 */
export function HomePopup({ loginForm }: { loginForm: (props: { labelledBy: string; onSuccess: () => void }) => ReactNode }) {
  const { user, isBusinessOwner } = useSession();
  const [open, setOpen] = useState(false);
  // Choosing a city on the home page starts the wait (the page itself stays mounted on the way to /in/{city}).
  const [location] = useSelectedLocation();
  const t = useT();
  useEffect(() => {
    if (isBusinessOwner || !selectedLocation.isStored() || alreadyShown()) return;
    const timer = setTimeout(() => {
      markShown();
      setOpen(true);
    }, HOME_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isBusinessOwner, location]);

  if (user) {
    return (
      <Dialog open={open && !isBusinessOwner} onClose={() => setOpen(false)} title={t('Grow with Sbiz, {name}', { name: user.firstName })}>
        <p>{t('Own a shop, clinic or service? List it free: customers in your city find it, message you and ask for quotes.')}</p>
        <div className="dialog-actions">
          <ButtonLink to={paths.business.claim.getHref()} onClick={() => setOpen(false)}>
            {t('List your business free')}
          </ButtonLink>
        </div>
      </Dialog>
    );
  }
  // The form opens with the dialog, at its full size (a form arriving after the dialog opened would grow it and, centred
  // on the screen, move it: a layout shift of 0.12): the route's is a light one that loads its code when first used.
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t('Log in to Sbiz')}>
      <p id="home-popup-login" className="home-popup__lead">
        {t('Follow businesses, save them to collections, write reviews and chat with owners.')}
      </p>
      {open && loginForm({ labelledBy: 'home-popup-login', onSuccess: () => setOpen(false) })}
    </Dialog>
  );
}
