import { Link } from '../../lib/router';
import { useT } from '../../i18n';
import { paths } from '../../config/paths';
import { LanguageMenu, LanguageSuggestion } from './language-menu';
import { SmartLink } from '../../components/ui/smart-link';
import { useFooterGroups, type FooterGroup } from '../../features/home/api/home-content';
import { NARROW_SCREEN, useMediaQuery } from '../../hooks/use-media-query';

/** Where Sbiz is on social media; opened in a new tab. */
const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/sbiz.india' },
  { label: 'Instagram', href: 'https://www.instagram.com/sbiz.india' },
  { label: 'X', href: 'https://x.com/sbiz_india' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/sbiz-india' },
  { label: 'YouTube', href: 'https://www.youtube.com/@sbiz.india' },
] as const;

/** One group of links: an accordion on phones, an open list on wider screens. */
function FooterGroupLinks({ group, narrow }: { group: FooterGroup; narrow: boolean }) {
  const links = (
    <ul className="footer-group__links">
      {group.urls.map((link) => (
        <li key={`${link.title}-${link.url}`}>
          <SmartLink href={link.url}>{link.title}</SmartLink>
        </li>
      ))}
    </ul>
  );
  if (narrow) {
    return (
      <details className="footer-group">
        <summary className="footer-group__title">{group.title}</summary>
        {links}
      </details>
    );
  }
  return (
    <div className="footer-group">
      <h2 className="footer-group__title">{group.title}</h2>
      {links}
    </div>
  );
}

/** The site footer: the server's link groups, social links, the language and the copyright line. */
export function Footer() {
  const groups = useFooterGroups();
  const narrow = useMediaQuery(NARROW_SCREEN);
  const year = new Date().getFullYear();
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="container">
        {groups.data && groups.data.length > 0 && (
          <nav className="site-footer__groups" aria-label={t('Footer')}>
            {groups.data.map((group) => (
              <FooterGroupLinks key={group._id} group={group} narrow={narrow} />
            ))}
          </nav>
        )}
        <div className="site-footer__bottom">
          <p>{t('© {year} Sbiz. All rights reserved.', { year })}</p>
          <ul className="site-footer__social" aria-label={t('Sbiz on social media')}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <SmartLink href={link.href}>{link.label}</SmartLink>
              </li>
            ))}
          </ul>
          <Link to={paths.pages.contactUs.getHref()} className="site-footer__contact">
            {t('Contact Us')}
          </Link>
          <LanguageMenu />
        </div>
      </div>
      <LanguageSuggestion />
    </footer>
  );
}
