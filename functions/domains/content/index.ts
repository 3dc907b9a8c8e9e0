import { addFeedback, listSiteContent } from '../../data/entities/site-content';
import { createDomainHandler, defineRoute, reply, type DomainRoutes } from '../../lib/http';
import { AdvertisementsQuerySchema, FeedbackSchema, StaticPagesQuerySchema, TrendingQuerySchema } from '../../../shared/schemas/content';

/** A content item as the API shows it: its body, with its id. */
const withId = (item: { contentId: string; body: unknown }): Record<string, unknown> & { _id: string } => ({ _id: item.contentId, ...(item.body as Record<string, unknown>) });

export const contentRoutes: DomainRoutes<'content'> = {
  // The home page's category tiles (image, title, categoryId).
  'GET /homeCat/all': defineRoute({ handler: async () => ({ data: (await listSiteContent('homeCategory')).map(withId) }) }),

  // Advertisements, with their position (homepage_top).
  'GET /advertisements/all': defineRoute({
    query: AdvertisementsQuerySchema,
    handler: async ({ query }) => {
      const ads = (await listSiteContent('advertisement')).map(withId);
      return { data: (query.position ? ads.filter((ad) => ad.position === query.position) : ads).slice(0, query.limit) };
    },
  }),

  // The footer's link groups.
  'GET /footer/getFooters': defineRoute({ handler: async () => ({ data: (await listSiteContent('footerGroup')).map(withId) }) }),

  // Static pages, by slug (home, about-us, privacy-policy…): results[0].content is HTML.
  'GET /static-pages/all': defineRoute({
    query: StaticPagesQuerySchema,
    handler: async ({ query }) => {
      const pages = (await listSiteContent('staticPage')).map(withId);
      return { results: query.slug ? pages.filter((page) => page.slug === query.slug) : pages };
    },
  }),

  // Trending searches for one search type.
  'GET /trendingBusiness/all': defineRoute({
    query: TrendingQuerySchema,
    handler: async ({ query }) => {
      const trending = (await listSiteContent('trending')).map(withId);
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
