import * as z from 'zod';
import { msg } from '../i18n/catalog';
import type { SearchType } from '../search/types';
import type { SafeHtml } from '../rich-text/safe-html';

export const feedbackIssueTypes = ['Page Broken', 'Need Changes', 'UI Suggestions'] as const;

/** The feedback modal (spec 1 §2, §5): an area and non-empty details, else 'Please fill all fields'. */
export const FeedbackSchema = z.object({
  area: z.enum(['improvement', 'broken'], { error: msg('Please fill all fields') }),
  details: z
    .string({ error: msg('Please fill all fields') })
    .trim()
    .min(1, msg('Please fill all fields'))
    .max(2000),
  issueType: z.enum(feedbackIssueTypes).optional(),
  userId: z.string().max(64).optional(),
});
export type FeedbackInput = z.infer<typeof FeedbackSchema>;

export const trendingTypes = ['business', 'products', 'events', 'articles'] as const;

const contentLimit = z.coerce
  .number()
  .int()
  .min(1, msg('limit must be at least 1'))
  .default(10_000)
  .transform((value) => Math.min(value, 10_000));

/** `GET /advertisements/all`: the ads, of one position (homepage_top) or all. */
export const AdvertisementsQuerySchema = z.object({ limit: contentLimit, position: z.string().max(40).optional() });
/** `GET /static-pages/all`: one page by slug, or all. */
export const StaticPagesQuerySchema = z.object({ slug: z.string().trim().min(1).max(80).optional() });
/** `GET /trendingBusiness/all`: the trending searches of one search type. */
export const TrendingQuerySchema = z.object({ type: z.enum(trendingTypes, { error: `type must be one of: ${trendingTypes.join(', ')}` }).default('business') });

/** A tile of the home grid and mosaic (spec 3 §3 Home category entry). */
export interface HomeCategory {
  _id: string;
  title: string;
  /** The tile's title in Hindi, where it has one (issue #28; categoryTitle picks it on Hindi pages). */
  titleHi?: string;
  image: string;
  categoryId: { _id: string; slug: string };
}

export interface Advertisement {
  _id: string;
  image: string;
  position: string;
  /** Where a click goes, when the ad has somewhere to go. */
  url?: string;
  alt?: string;
}

export interface FooterGroup {
  _id: string;
  title: string;
  urls: Array<{ title: string; url: string }>;
}

export interface StaticPage {
  slug: string;
  title: string;
  /** HTML, sanitised by the seed that stored it (scripts/seed/content.ts). */
  content: SafeHtml;
  /** The page in Hindi, where it has one (issue #28: a page's text is data, not a catalog message). */
  titleHi?: string;
  contentHi?: SafeHtml;
}

/** A trending search (the header's and the home page's lists). */
export interface TrendingSearch {
  _id: string;
  type: SearchType;
  name: string;
  query: string;
  slug: string;
}
