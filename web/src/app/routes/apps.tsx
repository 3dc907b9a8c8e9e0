import { useQuery, queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { encode } from 'uqr';
import { Head } from '../../components/ui/head';
import { CalendarIcon, MapPinIcon, MessageIcon, SmartphoneIcon, StarIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { msg, useLocale, useT } from '../../i18n';
import { getStaticPageQueryOptions, staticPageIn, useStaticPage } from '../../features/home/api/home-content';
import type { PagePrefetch } from '../ssr/page-data';
import { RichHtml } from '../../components/ui/rich-html';

const TITLE = msg('Sbiz on your phone');
const DESCRIPTION = msg('Get the Sbiz app for Android and iOS: find businesses near you, chat with owners, follow events and keep your collections in your pocket.');
/** The admin-edited static page of the same address supplies the intro, when there is one. */
const CONTENT_SLUG = 'sb-apps';
/** The store pages where the Sbiz app is found. */
const STORES = [
  { name: 'Google Play', overline: msg('GET IT ON'), href: 'https://play.google.com/store/search?q=sbiz&c=apps' },
  { name: 'App Store', overline: msg('Download on the'), href: 'https://apps.apple.com/in/search?term=sbiz' },
] as const;
const FEATURES = [
  { icon: MapPinIcon, title: msg('What is near you'), text: msg('Open now, top rated and trending businesses around you, in every city of India.') },
  { icon: MessageIcon, title: msg('Ask the owner'), text: msg('Chat with businesses in real time and get their answers as notifications.') },
  { icon: CalendarIcon, title: msg('Events in your city'), text: msg('Workshops, concerts and fairs, with reminders before they start.') },
  { icon: StarIcon, title: msg('Reviews you can trust'), text: msg('Read and write reviews with photos; every review gets automated and manual checks.') },
] as const;

/** The site's own address, the same on the server and in the browser (the server fills it). */
const siteOriginQueryOptions = () => queryOptions({ queryKey: ['site', 'origin'], queryFn: () => window.location.origin, staleTime: Infinity });

/** Server rendering: the page's intro and the address the QR code points to. */
export const prefetch: PagePrefetch = async ({ url, queryClient, t }) => {
  queryClient.setQueryData(siteOriginQueryOptions().queryKey, url.origin);
  await queryClient.prefetchQuery(getStaticPageQueryOptions(CONTENT_SLUG));
  return { description: t(DESCRIPTION), canonicalPath: paths.pages.apps.getHref() };
};

/** A QR code as SVG squares: one path, so it stays crisp at any size and prints well. */
function QrCode({ text, label }: { text: string; label: string }) {
  const { path, size } = useMemo(() => {
    const { data, size: modules } = encode(text, { ecc: 'M', border: 2 });
    let d = '';
    data.forEach((row, y) => row.forEach((dark, x) => (d += dark ? `M${x} ${y}h1v1h-1z` : '')));
    return { path: d, size: modules };
  }, [text]);
  return (
    <svg className="apps-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}

/** /sb-apps: the app page, with the store badges and a QR code of the site (spec 1 §2, linked from the app banner). */
export function AppsRoute() {
  const origin = useQuery(siteOriginQueryOptions()).data ?? '';
  const content = useStaticPage(CONTENT_SLUG);
  const t = useT();
  const locale = useLocale();
  const page = content.data ? staticPageIn(content.data, locale) : undefined;
  const intro = page?.content;
  return (
    <div className="container page apps-page">
      <Head title={t(TITLE)} description={t(DESCRIPTION)} />
      <section className="apps-hero">
        <div className="apps-hero__text">
          <h1 className="page__title">{page?.title ?? t(TITLE)}</h1>
          {intro ? <RichHtml className="prose" html={intro} /> : <p className="claim__lead">{t(DESCRIPTION)}</p>}
          <ul className="store-badges" aria-label={t('Get the app')}>
            {STORES.map((store) => (
              <li key={store.name}>
                <a className="store-badge" href={store.href} target="_blank" rel="noopener noreferrer">
                  <SmartphoneIcon size={26} />
                  <span>
                    <span className="store-badge__overline">{t(store.overline)}</span>
                    <span className="store-badge__name">{store.name}</span>
                  </span>
                  <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <figure className="apps-hero__qr">
          {origin ? <QrCode text={origin} label={t('QR code of {origin}', { origin })} /> : null}
          <figcaption>{t('Scan with your phone’s camera to open Sbiz there.')}</figcaption>
        </figure>
      </section>
      <section aria-labelledby="apps-features-title">
        <h2 id="apps-features-title" className="apps-features__title">
          {t('Everything Sbiz does, in your pocket')}
        </h2>
        <ul className="apps-features">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card apps-feature">
              <Icon size={28} />
              <h3>{t(title)}</h3>
              <p>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
