import { getArticleById } from '../../functions/data/entities/article';
import { findBusinessBySlug, getBusinessById, type BusinessItem } from '../../functions/data/entities/business';
import { findEventBySlug } from '../../functions/data/entities/event';
import { listProductsByBusiness } from '../../functions/data/entities/product';
import { createReview } from '../../functions/data/entities/review';
import { toggleReaction } from '../../functions/data/entities/review-reaction';
import { addReply } from '../../functions/data/entities/review-reply';
import { createUser, findUserByEmail, type UserItem } from '../../functions/data/entities/user';
import { resolveReviewTarget } from '../../functions/data/review-targets';
import { forEachConcurrently } from '../../functions/lib/concurrency';
import { ConflictError } from '../../functions/lib/errors';
import { reviewTagsByKind, type ReactionType, type ReviewKind, type ReviewTag } from '../../shared/reviews/constants';
import { slugify } from '../../shared/slug';
import { demoArticleAges } from './articles';
import { directoryListings } from './directory';
import { demoBusinessSlugs, demoEventAges } from './events';
import { mulberry32, type Random } from './random';

/**
 * Demo reviews (issue #25): every listing has a few, popular ones dozens,
 * and products, events and articles have theirs, so ratings, the rating
 * filters, "Most reviewed" and "Top rated" show real data. They are written
 * with the entity's own createReview, so ratings and listing copies come
 * through the real stream reactors, as a member's review does. Each target
 * draws from its own generator, seeded by its name, so the result does not
 * depend on the order concurrent writes finish in.
 */

/** Reviewers: members with no password (nobody signs in as them), distinct from the printed demo logins, which the tests use to write reviews. */
const reviewerNames = [
  ['Aarav', 'Kulkarni'],
  ['Ananya', 'Iyer'],
  ['Vikram', 'Singh'],
  ['Sneha', 'Deshpande'],
  ['Rahul', 'Verma'],
  ['Pooja', 'Nair'],
  ['Imran', 'Sheikh'],
  ['Kavya', 'Reddy'],
  ['Arjun', 'Menon'],
  ['Neha', 'Gupta'],
  ['Siddharth', 'Joshi'],
  ['Fatima', 'Khan'],
  ['Harpreet', 'Kaur'],
  ['Manish', 'Agarwal'],
  ['Divya', 'Pillai'],
  ['Rohit', 'Chauhan'],
  ['Meera', 'Bhat'],
  ['Karan', 'Malhotra'],
  ['Shruti', 'Patil'],
  ['Abhishek', 'Mishra'],
  ['Lakshmi', 'Subramanian'],
  ['Nikhil', 'Saxena'],
  ['Tanvi', 'Shah'],
  ['Yusuf', 'Ansari'],
  ['Ritu', 'Bansal'],
  ['Suresh', 'Yadav'],
  ['Aditi', 'Rao'],
  ['Gaurav', 'Tiwari'],
  ['Zoya', 'Mirza'],
  ['Prakash', 'Hegde'],
  ['Anjali', 'Chatterjee'],
  ['Deepak', 'Pandey'],
  ['Swati', 'Kale'],
  ['Varun', 'Kapoor'],
  ['Nandini', 'Ghosh'],
  ['Tejas', 'Pawar'],
  ['Farah', 'Siddiqui'],
  ['Mohit', 'Jain'],
  ['Bhavna', 'Thakur'],
  ['Sanjay', 'Dubey'],
] as const;

type Band = 'high' | 'mid' | 'low';
/** A review text: a headline and the experience. */
type Text = readonly [title: string, content: string];

/** Businesses of every kind: the words fit a salon as well as a plumber or a gym. */
const businessTexts: Record<Band, readonly Text[]> = {
  high: [
    ['Excellent service, will come again', 'Staff was polite and explained everything clearly before starting. Work was done neatly and on time. Highly recommended.'],
    ['Bahut badhiya experience raha', 'Staff ne bahut achhe se guide kiya aur koi extra charge nahi lagaya. Ghar ke paas itni achhi jagah mil gayi, ab yahin aayenge.'],
    ['बहुत अच्छी सेवा, पूरा भरोसा', 'स्टाफ़ बहुत विनम्र है और काम समय पर पूरा हुआ। दाम भी सही लगे। परिवार और दोस्तों को ज़रूर बताऊँगा।'],
    ['Value for money, honest people', 'Compared three places nearby and this one was the most transparent about prices. No hidden charges, proper bill given.'],
    ['Best in the area, hands down', 'Been coming here for over two years now. Consistent quality every single time, and they remember regular customers.'],
    ['Quick and professional', 'Called in the morning and they sorted it out by afternoon. Clean work and they even cleaned up after themselves.'],
    ['Ekdum first class', 'Owner khud dhyan dete hain har customer pe. Weekend pe thoda rush hota hai, but wait worth it hai.'],
    ['Friendly staff, clean place', 'The place is spotless and well organised. The team is friendly and patient even when it is busy on weekends.'],
    ['सबसे अच्छा अनुभव', 'पहली बार आए थे, उम्मीद से कहीं ज़्यादा अच्छा लगा। साफ़-सफ़ाई और व्यवहार दोनों बढ़िया।'],
    ['Reliable and on time', 'They gave a time and actually turned up on time, which is rare. Booked them again for my parents as well.'],
    ['Great experience overall', 'Easy to find, parking available nearby and the team knew exactly what they were doing. Paid by UPI, no fuss.'],
    ['Mast jagah hai', 'Dost ne recommend kiya tha, aur sach mein achha nikla. Price bhi reasonable hai, sabko suggest karunga.'],
  ],
  mid: [
    ['Decent, but a bit slow', 'Work was fine but we had to wait almost forty minutes even with an appointment. Staff is nice though.'],
    ['Theek thaak hai', 'Kaam theek hua, par price thoda zyada laga. Agar discount milta toh aur achha hota.'],
    ['Okay for the price', 'Nothing special but nothing wrong either. Good enough if you are nearby, I would not travel across the city for it.'],
    ['ठीक-ठाक अनुभव', 'सेवा ठीक थी, पर फ़ोन पर जवाब देर से मिलता है। जगह साफ़ है।'],
    ['Good work, poor communication', 'The result was good but nobody told us about the delay until we called twice. Please improve the follow-up.'],
    ['Average experience this time', 'Earlier visits were better. This time it felt rushed, maybe because of the festival crowd.'],
  ],
  low: [
    ['Not happy with the service', 'Had to call them three times and still no one came on the promised day. Very disappointing.'],
    ['Bilkul time pe nahi aaye', 'Bola tha 11 baje aayenge, 3 baje aaye aur phir bhi kaam adhura chhod diya. Paisa pura liya.'],
    ['Overpriced and careless', 'Charged much more than what was quoted on the phone and the work had to be redone elsewhere.'],
    ['निराशाजनक', 'स्टाफ़ का व्यवहार ठीक नहीं था और शिकायत करने पर भी कोई जवाब नहीं मिला।'],
    ['Expected better', 'Reviews looked good so we came, but the place was not clean and the staff seemed uninterested.'],
  ],
};

/** Extra lines for restaurants, cafés and sweet shops. */
const foodTexts: Record<Band, readonly Text[]> = {
  high: [
    ['Delicious food, generous portions', 'The thali was fresh and hot, with unlimited rotis. The dal and the sweet of the day were the highlights. Worth every rupee.'],
    ['Khana ekdum ghar jaisa', 'Masala bilkul balanced, na zyada teekha na feeka. Chai bhi kamaal ki hai. Family ke saath aane layak jagah.'],
    ['स्वाद लाजवाब', 'खाना ताज़ा और स्वादिष्ट था, सर्विस भी तेज़। मिठाई ज़रूर ट्राई करें।'],
    ['Quick service even at lunch rush', 'Office lunch crowd but we got a table in ten minutes and the food came quickly. Clean washrooms too.'],
  ],
  mid: [['Food good, service slow', 'Taste was good but the order took forty minutes on a weekday evening. Paneer was a little overcooked.']],
  low: [['Food was cold', 'Ordered a takeaway and the food arrived cold and the rotis were hard. Not ordering again.']],
};

const productTexts: Record<Band, readonly Text[]> = {
  high: [
    ['Good quality, as described', 'Exactly as shown in the photos. Packing was sturdy and it reached in four days. Will order in bulk next time.'],
    ['Achha maal, sahi daam', 'Quality achhi hai aur seller ne sample pehle bhej diya tha. Delivery time pe hui.'],
    ['उत्तम गुणवत्ता', 'सामान की गुणवत्ता बढ़िया है और पैकिंग भी मज़बूत थी। विक्रेता ने सवालों के जवाब जल्दी दिए।'],
    ['Reliable supplier', 'Third order from this seller. Consistent quality across batches and they share a proper GST invoice.'],
    ['Worth the price', 'Compared with two other suppliers, this was the best finish for the price. Minimum order was easy to meet.'],
    ['Well packed, on time', 'Every piece arrived intact. The seller called to confirm the delivery slot, which was helpful.'],
  ],
  mid: [
    ['Okay, but delivery was late', 'Product is fine but it reached a week after the promised date. Had to follow up on the phone.'],
    ['Theek hai, packing weak thi', 'Maal theek hai par do piece damage aaye. Seller ne replace karne ka bola hai.'],
  ],
  low: [
    ['Not as shown', 'The colour and finish were different from the photos. Asked for a return, still waiting.'],
    ['Quality gir gayi hai', 'Pehla order achha tha, is baar quality bahut kharab thi. Dobara nahi lunga.'],
  ],
};

const eventTexts: readonly Text[] = [
  ['Well organised, loved it', 'Everything started on time, the volunteers were helpful and the venue was easy to reach by metro. Will come again next year.'],
  ['Bahut maza aaya', 'Bachon ke saath gaye the, sabne enjoy kiya. Parking thodi mushkil thi par baaki sab badhiya.'],
  ['शानदार आयोजन', 'कार्यक्रम बहुत अच्छे से आयोजित था। बैठने की व्यवस्था और साउंड दोनों बढ़िया थे।'],
  ['Great crowd and energy', 'Met so many people from the neighbourhood. The food stalls were a nice touch too.'],
  ['Good, but too crowded', 'The programme was good but the hall was over capacity and it got very warm. Please cap the passes next time.'],
  ['Worth the ticket', 'Took the early-bird pass and it was totally worth it. The speakers were engaging and the Q&A ran long.'],
  ['Started an hour late', 'Content was fine but it began an hour late and there was no announcement. Hope the organisers fix this.'],
];

const articleTexts: readonly Text[] = [
  ['Very useful, thank you', 'Saved this for later. The tips on what to ask before booking were exactly what I needed.'],
  ['Bahut kaam ki jaankari', 'Pehli baar yeh sab itne simple tareeke se samjha. Aise aur articles likhiye.'],
  ['बहुत उपयोगी लेख', 'आसान भाषा में अच्छी जानकारी दी है। दोस्तों के साथ शेयर किया।'],
  ['Well written and practical', 'Clear, to the point and without the usual sales pitch. The checklist at the end is handy.'],
  ['Good read, needs prices', 'Helpful overview, but it would be even better with a rough idea of what each option costs in the city.'],
  ['Learnt something new', 'Did not know about half of these. Tried the second tip last weekend and it worked.'],
];

/** Owners' replies, by how the review went. */
const ownerReplies: Record<Band, readonly string[]> = {
  high: [
    'Thank you so much for the kind words! See you again soon.',
    'Dhanyavaad! Aapka feedback hamari team tak pahuncha diya hai.',
    'आपके प्यार के लिए धन्यवाद, फिर पधारिए!',
    'Thanks for choosing us, it means a lot to our small team.',
  ],
  mid: ['Thank you for the honest feedback. We are adding staff on weekends to cut the wait.', 'Sorry about the delay. Please ask for the manager on your next visit, we will make it right.'],
  low: [
    'We are sorry to hear this. Please call us on the number on our profile so we can fix it.',
    'This is not the standard we aim for. Our manager will reach out to you today.',
    'Maafi chahte hain. Kripya humein message karein, hum turant dekhte hain.',
  ],
};

/** Other readers answering on articles and events, where anyone signed in may reply. */
const readerReplies = ['Agreed, same experience here.', 'Thanks for sharing, this helped me decide.', 'Bilkul sahi kaha aapne.', 'मेरा भी यही अनुभव रहा।'];

interface Target {
  kind: ReviewKind;
  targetId: string;
  /** What its generator is seeded with: stable across runs (ids of demo businesses are not). */
  key: string;
  count: number;
  /** Reviews are written within this many days before the seed. */
  withinDays: number;
  food?: boolean;
  cityName?: string;
  /** How good it is, -1 to 1 (drawn when not given): the demo owner's listings are well liked. */
  quality?: number;
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
/** The items in a random order (Fisher-Yates). */
function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

/** Mostly 4-5 stars, some 3, a few 1-2; a listing's own quality moves its share of good ones. */
function ratingOf(random: Random, quality: number): number {
  const roll = random() + quality * 0.25;
  return roll > 0.62 ? 5 : roll > 0.3 ? 4 : roll > 0.14 ? 3 : roll > 0.06 ? 2 : 1;
}

const bandOf = (rating: number): Band => (rating >= 4 ? 'high' : rating === 3 ? 'mid' : 'low');

/** 1-3 of the base's own tags, fitting the rating (a 1-star review says no "Excellent service"). */
function tagsOf(random: Random, target: Target, band: Band): ReviewTag[] {
  if (band === 'low' || random() < 0.25) return [];
  const offered = (reviewTagsByKind[target.kind] as readonly ReviewTag[]).filter((tag) => tag !== 'delicious_food' || target.food);
  const chosen = new Set<ReviewTag>();
  for (let index = between(random, 1, band === 'high' ? 3 : 1); index > 0; index--) chosen.add(pick(random, offered));
  return [...chosen];
}

function textOf(random: Random, target: Target, band: Band): Text {
  if (target.kind === 'event') return pick(random, eventTexts);
  if (target.kind === 'blog') return pick(random, articleTexts);
  if (target.kind === 'product') return pick(random, productTexts[band]);
  return target.food && random() < 0.6 ? pick(random, foodTexts[band]) : pick(random, businessTexts[band]);
}

const reactionWeights: Array<[ReactionType, number]> = [
  ['helpful', 0.6],
  ['loved', 0.2],
  ['thanks', 0.15],
  ['ohno', 0.05],
];
function reactionOf(random: Random): ReactionType {
  let roll = random();
  for (const [type, weight] of reactionWeights) if ((roll -= weight) < 0) return type;
  return 'helpful';
}

async function seedReviewers(): Promise<UserItem[]> {
  const reviewers: UserItem[] = [];
  for (const [firstName, lastName] of reviewerNames) {
    const email = `${firstName}.${lastName}@reviewers.sbiz.local`.toLowerCase();
    reviewers.push((await findUserByEmail(email)) ?? (await createUser({ email, firstName, lastName, slug: slugify(`${firstName} ${lastName}`), provider: 'password' })));
  }
  return reviewers;
}

const FOOD = /restaurant|cafe|caf[eé]|bakery|sweet|food|dhaba|catering|biryani/i;
const isFood = (business: BusinessItem) => FOOD.test(`${business.name} ${JSON.stringify(business.categories ?? [])}`);

/** What gets reviewed and how often: the demo owner's listings and one in ten directory listings dozens of times, the rest a few. */
async function reviewTargets(): Promise<Target[]> {
  const targets: Target[] = [];
  const listings = directoryListings();
  const businesses: BusinessItem[] = [];
  for (const [city, slug] of Object.entries(demoBusinessSlugs)) {
    const business = await findBusinessBySlug(city, slug);
    if (business) businesses.push(business);
  }
  await forEachConcurrently(listings, 8, async (listing) => {
    const business = await getBusinessById(listing.businessId);
    if (business) businesses.push(business);
  });
  for (const business of businesses) {
    const key = `business:${business.cityName}/${business.slug}`;
    const random = mulberry32(hash(key));
    const demo = Object.values(demoBusinessSlugs).includes(business.slug);
    const popular = demo || random() < 0.1;
    const count = popular ? between(random, 12, 30) : between(random, 1, 5);
    targets.push({ kind: 'business', targetId: business.businessId, key, count, withinDays: 540, food: isFood(business), cityName: business.cityName, ...(demo ? { quality: 0.8 } : {}) });
    // Products of the sellers (every third directory listing): most have a few reviews.
    const products = await listProductsByBusiness(business.businessId, { limit: 5, cursor: null });
    for (const product of products.items) {
      const productKey = `product:${product.slug}`;
      const dice = mulberry32(hash(productKey));
      const count = dice() < 0.25 ? 0 : dice() < 0.12 ? between(dice, 8, 18) : between(dice, 1, 5);
      if (count) targets.push({ kind: 'product', targetId: product.productId, key: productKey, count, withinDays: 300, cityName: product.cityName });
    }
  }
  for (const { slug, daysAgo } of demoEventAges()) {
    const event = daysAgo > 0 ? await findEventBySlug(slug) : undefined;
    if (event) targets.push({ kind: 'event', targetId: event.eventId, key: `event:${slug}`, count: between(mulberry32(hash(slug)), 2, 12), withinDays: daysAgo, cityName: event.cityName });
  }
  for (const { articleId, hoursAgo } of demoArticleAges()) {
    const article = hoursAgo >= 24 ? await getArticleById(articleId) : undefined;
    const random = mulberry32(hash(articleId));
    if (article && random() < 0.8) targets.push({ kind: 'blog', targetId: article.articleId, key: `blog:${articleId}`, count: between(random, 1, 9), withinDays: Math.floor(hoursAgo / 24) });
  }
  return targets;
}

const DAY = 86_400_000;

/** Writes one target's reviews, with reactions and replies; answers how many were new. */
async function seedTargetReviews(target: Target, reviewers: readonly UserItem[], owner: UserItem | undefined, now: Date): Promise<number> {
  const random = mulberry32(hash(target.key));
  const quality = target.quality ?? random() * 2 - 1;
  const authors = shuffled(random, reviewers).slice(0, target.count);
  const ownerAnswers = Boolean(owner && (await resolveReviewTarget(target.kind, target.targetId, { sub: owner.userId, role: owner.role }))?.ownerId === owner.userId);
  const rated = target.kind === 'business' || target.kind === 'product';
  let created = 0;
  for (const author of authors) {
    const rating = ratingOf(random, quality);
    const band = bandOf(rating);
    const [title, content] = textOf(random, target, rated ? band : 'high');
    const photos = random() < 0.22 ? Array.from({ length: between(random, 1, 3) }, () => `/seed/photo-${between(random, 1, 8)}.svg`) : [];
    // Older reviews are rarer: most were written in the last few months.
    const writtenAt = new Date(now.getTime() - Math.max(0.05, random() ** 1.7 * target.withinDays) * DAY);
    const reactors =
      random() < 0.3
        ? shuffled(
            random,
            reviewers.filter((reviewer) => reviewer !== author),
          ).slice(0, between(random, 1, 4))
        : [];
    const reactions = reactors.map((reviewer) => ({ userId: reviewer.userId, reactionType: reactionOf(random) }));
    const ownerReply = ownerAnswers && random() < (band === 'high' ? 0.35 : 0.85) ? pick(random, ownerReplies[band]) : undefined;
    const reader = !rated && random() < 0.2 ? pick(random, reviewers) : undefined;
    const readerReply = reader && reader !== author ? pick(random, readerReplies) : undefined;
    let review;
    try {
      review = await createReview({
        kind: target.kind,
        targetId: target.targetId,
        userId: author.userId,
        ...(rated ? { rating } : {}),
        title: target.kind === 'business' || random() < 0.5 ? title : '',
        content,
        tags: tagsOf(random, target, band),
        images: [...new Set(photos)],
        ...(target.cityName ? { cityName: target.cityName } : {}),
        createdAt: writtenAt.toISOString(),
      });
    } catch (error) {
      // Written by an earlier, interrupted seed: its reactions and replies were written with it.
      if (error instanceof ConflictError) continue;
      throw error;
    }
    created++;
    for (const reaction of reactions) await toggleReaction({ reviewId: review.reviewId, ...reaction });
    const replier = (user: UserItem) => ({ firstName: user.firstName, lastName: user.lastName, slug: user.slug });
    if (ownerReply && owner) await addReply({ reviewId: review.reviewId, userId: owner.userId, author: replier(owner), content: ownerReply, owner: true });
    if (readerReply && reader) await addReply({ reviewId: review.reviewId, userId: reader.userId, author: replier(reader), content: readerReply, owner: false });
  }
  return created;
}

/** Seeds the demo reviews (find-or-create per author and target); answers how many were written. */
export async function seedReviews(now = new Date()): Promise<number> {
  const reviewers = await seedReviewers();
  const owner = await findUserByEmail('owner@sbiz.local');
  const targets = await reviewTargets();
  let created = 0;
  await forEachConcurrently(targets, 6, async (target) => {
    created += await seedTargetReviews(target, reviewers, owner, now);
  });
  return created;
}
