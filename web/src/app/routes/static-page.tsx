import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { Head } from '../../components/ui/head';
import { PageSpinner } from '../../components/ui/spinner';
import { api } from '../../lib/api-client';
import { NotFoundRoute } from './not-found';

interface StaticPage {
  slug: string;
  title: string;
  content: string;
}

/** The static page slug of a path: /sb/about-us → about-us, /privacy-policy → privacy-policy, /sb-apps → sb-apps. */
const slugOf = (pathname: string) => pathname.replace(/^\/(sb\/)?/, '').replace(/\/$/, '');

/** /sb/about-us, /sb/privacy-policy, /sb/terms-condition, /privacy-policy, /sb-apps: content from the server. */
export function StaticPageRoute() {
  const slug = slugOf(useLocation().pathname);
  const page = useQuery({
    queryKey: ['static-pages', slug],
    queryFn: ({ signal }) => api.get<{ results: StaticPage[] }>('/static-pages/all', { params: { slug }, signal }).then((answer) => answer.results[0] ?? null),
    staleTime: 10 * 60_000,
  });
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
