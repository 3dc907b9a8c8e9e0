import type { StreamReactor } from './stream-records';

/** A module of reactors: the entity of each reactor it exports, in order, and how to load them. */
interface ReactorModule {
  file: string;
  entities: readonly string[];
  load(): Promise<readonly StreamReactor[]>;
}

/**
 * Every reactor module the stream handler runs, its reactors in the order
 * they run. Each feature that keeps derived data adds its reactor here, with
 * the name of the entity it reacts to (the ElectroDB model's `entity`).
 */
const modules: readonly ReactorModule[] = [
  reactorModule('follow-counters', ['follow'], async () => [(await import('./reactors/follow-counters')).followCountersReactor]),
  reactorModule('search-index', ['business', 'category'], async () => {
    const { businessIndexReactor, categoryIndexReactor } = await import('./reactors/search-index');
    return [businessIndexReactor, categoryIndexReactor];
  }),
  reactorModule('recent-activity', ['business'], async () => [(await import('./reactors/recent-activity')).recentActivityReactor]),
  reactorModule('event-search-index', ['event'], async () => [(await import('./reactors/event-search-index')).eventIndexReactor]),
  reactorModule('event-category-counts', ['event'], async () => [(await import('./reactors/event-category-counts')).eventCategoryCountsReactor]),
  reactorModule('product-index', ['product', 'productView'], async () => {
    const { productIndexReactor, productViewReactor } = await import('./reactors/product-index');
    return [productIndexReactor, productViewReactor];
  }),
  reactorModule('chat-conversations', ['chatMessage'], async () => [(await import('./reactors/chat-conversations')).chatConversationsReactor]),
  reactorModule('review-stats', ['review'], async () => [(await import('./reactors/review-stats')).reviewStatsReactor]),
  reactorModule('review-cleanup', ['review'], async () => [(await import('./reactors/review-cleanup')).reviewCleanupReactor]),
  reactorModule('admin-listings', ['business'], async () => [(await import('./reactors/admin-listings')).adminListingsReactor]),
  reactorModule('daily-analytics', ['user', 'business', 'employee', 'product', 'event', 'article'], async () => (await import('./reactors/daily-analytics')).dailyAnalyticsReactors),
  reactorModule(
    'business-insights',
    ['businessInsightVisit', 'businessAppearances', 'follow', 'conversation', 'sellerInbox', 'review'],
    async () => (await import('./reactors/business-insights')).businessInsightReactors,
  ),
  reactorModule('article-index', ['article', 'articleView', 'reviewStats'], async () => {
    const { articleIndexReactor, articleViewReactor, articleReviewCountReactor } = await import('./reactors/article-index');
    return [articleIndexReactor, articleViewReactor, articleReviewCountReactor];
  }),
  reactorModule('question-owner', ['business'], async () => [(await import('./reactors/question-owner')).questionOwnerReactor]),
  reactorModule('discount-cleanup', ['discount'], async () => [(await import('./reactors/discount-cleanup')).discountCleanupReactor]),
  reactorModule(
    'notifications',
    ['chatMessage', 'sellerInbox', 'review', 'reviewReply', 'question', 'follow', 'businessClaim', 'editRequest', 'event'],
    async () => (await import('./reactors/notifications')).notificationReactors,
  ),
  reactorModule('notification-email', ['notification'], async () => [(await import('./reactors/notification-email')).notificationEmailReactor]),
];

/** Loads a module once; its reactors must be of the entities it was declared with. */
function reactorModule(file: string, entities: readonly string[], load: () => Promise<readonly StreamReactor[]>): ReactorModule {
  let loading: Promise<readonly StreamReactor[]> | undefined;
  return {
    file,
    entities,
    load: () =>
      (loading ??= load().then((loaded) => {
        const found = loaded.map((reactor) => reactor.entity);
        if (found.join() !== entities.join()) throw new Error(`reactors/${file} reacts to ${found.join(', ')}, declared as ${entities.join(', ')}`);
        return loaded;
      })),
  };
}

/**
 * The reactors the stream handler runs. Each one's module (its entities,
 * SDK clients, mail templates, catalogs, toxicity lexicon…) loads at the
 * first change of its entity, not at the Lambda's init (issue #26: a cold
 * start's init ≤ 150 ms); a batch loads only what its entities need.
 */
export const reactors: readonly StreamReactor[] = modules.flatMap(({ file, entities, load }) =>
  entities.map((entity, index) => ({
    name: `${file}:${entity}`,
    entity,
    react: async (change) => (await load())[index]!.react(change),
  })),
);

/** The reactors themselves, every module loaded, in the same order (the seed runs them all in one process). */
export async function loadReactors(): Promise<StreamReactor[]> {
  return (await Promise.all(modules.map((module) => module.load()))).flat();
}
