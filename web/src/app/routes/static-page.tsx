import { useLocation } from 'react-router';
import { Head } from '../../components/ui/head';
import { PageSpinner } from '../../components/ui/spinner';
import { useStaticPage } from '../../features/home/api/home-content';
import { NotFoundRoute } from './not-found';

/** The static page slug of a path: /sb/about-us → about-us, /privacy-policy → privacy-policy, /sb-apps → sb-apps. */
const slugOf = (pathname: string) => pathname.replace(/^\/(sb\/)?/, '').replace(/\/$/, '');

/** /sb/about-us, /sb/privacy-policy, /sb/terms-condition, /privacy-policy, /sb-apps: content from the server. */
export function StaticPageRoute() {
  const slug = slugOf(useLocation().pathname);
  const page = useStaticPage(slug);
  if (page.isPending) return <PageSpinner />;
  if (!page.data) return <NotFoundRoute />;
  return (
    <article className="container page static-page">
      <Head title={page.data.title} />
      <h1 className="page__title">{page.data.title}</h1>
      {/* Sanitised on the server before it is stored. */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.data.content }} />
    </article>
  );
}
