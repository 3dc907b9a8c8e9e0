import { addFeedback, listSiteContent } from '../../data/entities/site-content';
import { createDomainHandler, defineRoute, reply, type DomainRoutes } from '../../lib/http';
import {
  AdvertisementsQuerySchema,
  FeedbackSchema,
  StaticPagesQuerySchema,
  TrendingQuerySchema,
  type Advertisement,
  type FooterGroup,
  type HomeCategory,
  type StaticPage,
  type TrendingSearch,
} from '../../../shared/schemas/content';

/** What each kind of content answers; its stored body holds the kind's own shape (the seed writes it), so only its id is added. */
interface ContentOfKind {
  homeCategory: HomeCategory;
  advertisement: Advertisement;
  footerGroup: FooterGroup;
  staticPage: StaticPage & { _id: string };
  trending: TrendingSearch;
}

/** The content items of one kind as the API shows them: each body, with its id. */
async function listContent<K extends keyof ContentOfKind>(kind: K): Promise<Array<ContentOfKind[K]>> {
  return (await listSiteContent(kind)).map((item) => ({ _id: item.contentId, ...(item.body as Omit<ContentOfKind[K], '_id'>) }) as ContentOfKind[K]);
}

export const contentRoutes: DomainRoutes<'content'> = {
  // The home page's category tiles (image, title, categoryId).
  'GET /homeCat/all': defineRoute({ handler: async () => ({ data: await listContent('homeCategory') }) }),

  // Advertisements, with their position (homepage_top).
  'GET /advertisements/all': defineRoute({
    query: AdvertisementsQuerySchema,
    handler: async ({ query }) => {
      const ads = await listContent('advertisement');
      return { data: (query.position ? ads.filter((ad) => ad.position === query.position) : ads).slice(0, query.limit) };
    },
  }),

  // The footer's link groups.
  'GET /footer/getFooters': defineRoute({ handler: async () => ({ data: await listContent('footerGroup') }) }),

  // Static pages, by slug (home, about-us, privacy-policy…): results[0].content is HTML.
  'GET /static-pages/all': defineRoute({
    query: StaticPagesQuerySchema,
    handler: async ({ query }) => {
      const pages = await listContent('staticPage');
      return { results: query.slug ? pages.filter((page) => page.slug === query.slug) : pages };
    },
  }),

  // Trending searches for one search type.
  'GET /trendingBusiness/all': defineRoute({
    query: TrendingQuerySchema,
    handler: async ({ query }) => {
      const trending = await listContent('trending');
      return { data: trending.filter((item) => item.type === query.type) };
    },
  }),

  // Feedback from the header's feedback modal; a signed-in sender is recorded.
  'POST /feedback/add': defineRoute({
    body: FeedbackSchema,
    handler: async ({ body, caller }) => {
      await addFeedback({ area: body.area, details: body.details, issueType: body.area === 'broken' ? body.issueType : undefined, userId: caller?.sub });
      return reply(201, { message: 'Feedback submitted successfully!' });
    },
  }),
};

export const handler = createDomainHandler('content', contentRoutes);
