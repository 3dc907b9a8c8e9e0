/**
 * The footer's language menu and the first visit's suggestion (issue #28).
 * Each language is a link to the same page in it (a full load: the server
 * renders it with its catalog); following one remembers the choice in a
 * cookie, which main.tsx honours on the next visit. A browser that asks for
 * Hindi first is offered the Hindi page once, never redirected (a crawler
 * sees the page its URL names).
 */
import { useEffect, useState } from 'react';
import { LOCALE_COOKIE, LOCALES, hreflang, htmlLang, localeName, localizePath, preferredLocale, type Locale } from '@shared/i18n/locales';
import { GlobeIcon } from '../../components/ui/icons';
import { useLocale, useT } from '../../i18n';
import { useLocation } from '../../lib/router';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's language (read by main.tsx before the app starts). */
export function rememberLocale(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** The current page's address in `locale`. */
function useHrefIn(): (locale: Locale) => string {
  const { pathname, search, hash } = useLocation();
  return (locale) => localizePath(`${pathname}${search}${hash}`, locale);
}

export function LanguageMenu() {
  const t = useT();
  const current = useLocale();
  const hrefIn = useHrefIn();
  return (
    <nav className="site-footer__language" aria-label={t('Language')}>
      <GlobeIcon size={16} />
      <ul className="language-menu">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a href={hrefIn(locale)} lang={htmlLang[locale]} hrefLang={hreflang[locale]} aria-current={locale === current ? 'true' : undefined} onClick={() => rememberLocale(locale)}>
              {localeName[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const hasLocaleCookie = () => document.cookie.split(';').some((part) => part.trim().startsWith(`${LOCALE_COOKIE}=`));

/** "यह पेज हिन्दी में देखें?" on an English page, for a browser whose first language is Hindi, until the visitor chooses. */
export function LanguageSuggestion() {
  const current = useLocale();
  const hrefIn = useHrefIn();
  const [offered, setOffered] = useState<Locale>();
  useEffect(() => {
    // After hydration: the server's HTML (cached for everyone) never carries it.
    if (hasLocaleCookie()) return;
    const wanted = preferredLocale(navigator.languages.join(','));
    if (wanted && wanted !== current) setOffered(wanted);
  }, [current]);
  if (offered !== 'hi') return null;
  const dismiss = () => {
    rememberLocale(current);
    setOffered(undefined);
  };
  return (
    <aside className="language-suggestion" lang="hi" aria-label="भाषा">
      <p>यह पेज हिन्दी में देखें?</p>
      <a className="btn btn--primary btn--sm" href={hrefIn('hi')} hrefLang="hi-IN" onClick={() => rememberLocale('hi')}>
        हिन्दी में देखें
      </a>
      <button type="button" className="btn btn--ghost btn--sm" onClick={dismiss}>
        <span lang="en">No, thanks</span>
      </button>
    </aside>
  );
}
