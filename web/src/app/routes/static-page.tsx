import { useLocation } from '../../lib/router';
import { plainText } from '@shared/business/format';
import { Head } from '../../components/ui/head';
import { PageSpinner } from '../../components/ui/spinner';
import { getStaticPageQueryOptions, staticPageIn, useStaticPage } from '../../features/home/api/home-content';
import { useLocale } from '../../i18n';
import type { PagePrefetch } from '../ssr/page-data';
import { NotFoundRoute } from './not-found';
import { RichHtml } from '../../components/ui/rich-html';

/** The static page slug of a path: /sb/about-us → about-us, /privacy-policy → privacy-policy, /sb-apps → sb-apps. */
const slugOf = (pathname: string) => pathname.replace(/^\/(sb\/)?/, '').replace(/\/$/, '');

/** The server's data for a static page, 404 when there is none. */
export const prefetch: PagePrefetch = async ({ url, queryClient }) => {
  const page = await queryClient.ensureQueryData(getStaticPageQueryOptions(slugOf(url.pathname)));
  return page ? {} : { status: 404 };
};

/** /sb/about-us, /sb/privacy-policy, /sb/terms-condition, /privacy-policy, /sb-apps: content from the server. */
export function StaticPageRoute() {
  const slug = slugOf(useLocation().pathname);
  const page = useStaticPage(slug);
  const locale = useLocale();
  if (page.isPending) return <PageSpinner />;
  if (!page.data) return <NotFoundRoute />;
  const { title, content } = staticPageIn(page.data, locale);
  return (
    <article className="container page static-page">
      <Head title={title} description={plainText(content)} />
      <h1 className="page__title">{title}</h1>
      <RichHtml className="prose" html={content} />
    </article>
  );
}
