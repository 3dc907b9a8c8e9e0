import { putSiteContent, type SiteContentItem } from '../../functions/data/entities/site-content';
import { slugify } from '../../shared/slug';
import { businessTaxonomyRows } from './data/taxonomy-rows';

type Item = Pick<SiteContentItem, 'kind' | 'contentId' | 'order' | 'body'>;

const staticPages: Array<[slug: string, title: string, content: string]> = [
  [
    'home',
    'Find the right local business, every time',
    '<h2>Your city, better connected</h2><p>Sbiz brings together the shops, clinics, restaurants and service providers of India’s cities in one place, with opening hours in India time, prices in rupees and reviews from real customers.</p><p>Search by name or category, compare ratings, ask a business a question and get a quote, all without a single phone call.</p>',
  ],
  [
    'about-us',
    'About Sbiz',
    '<p>Sbiz is a local-business directory and marketplace built for India. We help people find trustworthy neighbourhood businesses, and help those businesses be found, for free.</p><p>Every listing shows what matters before you go: whether it is open right now, how to pay, what it costs and what other customers say.</p>',
  ],
  [
    'privacy-policy',
    'Privacy Policy',
    '<p>We collect only what we need to run Sbiz: your name and email when you sign up, what you choose to post, and the listings you follow or save. We never sell personal data.</p><p>Business identity numbers (PAN, Aadhaar) are visible only to the listing’s owner and our administrators. You can ask us to delete your account and data at any time.</p>',
  ],
  [
    'terms-condition',
    'Terms & Conditions',
    '<p>By using Sbiz you agree to post honest, lawful content about businesses you have dealt with. Owners are responsible for keeping their listings accurate. We may remove content that is misleading, abusive or promotional spam.</p>',
  ],
  [
    'transparency-report',
    'Transparency report: how reviews are checked',
    '<p>Every review on Sbiz is checked twice. Before it is published, an automatic check reads the headline and the text in English, Hindi and Hinglish and stops reviews with abusive or offensive language; the writer is asked to revise them. After it is published, anyone signed in can report a review as irrelevant, inappropriate, fraudulent, sharing personal information, or for another reason.</p><p>Reported reviews go to our moderation team, who read each one with its reports and either keep it or block it. A blocked review no longer counts in a business’s rating and is shown only to the person who wrote it. Business owners cannot remove reviews of their business; they can answer them, and their answers carry an Owner badge.</p><p>Each person can review a business once. Ratings and review counts are recalculated automatically whenever a review is added, removed or blocked.</p>',
  ],
  ['sb-apps', 'Sbiz on your phone', '<p>Find businesses near you, chat with owners and get alerts for your saved listings with the Sbiz app for Android and iOS.</p>'],
];

const footerGroups: Array<[title: string, urls: Array<[string, string]>]> = [
  [
    'Sbiz',
    [
      ['About us', '/sb/about-us'],
      ['Free Listing', '/claim-your-business'],
      ['Public collections', '/sb-public-collections'],
      ['Apps', '/sb-apps'],
    ],
  ],
  [
    'Popular cities',
    [
      ['Mumbai', '/in/mumbai'],
      ['New Delhi', '/in/new-delhi'],
      ['Bangalore', '/in/bangalore'],
      ['Pune', '/in/pune'],
      ['Hyderabad', '/in/hyderabad'],
    ],
  ],
  [
    'Help',
    [
      ['Privacy Policy', '/sb/privacy-policy'],
      ['Terms & Conditions', '/sb/terms-condition'],
      ['Articles', '/blog'],
    ],
  ],
];

/** The home banner's ads (web/public/seed/ad-N.svg): what each says, and where it leads ({city}: the visitor's city). */
const advertisements = [
  { alt: 'List your business free on Sbiz', url: '/claim-your-business' },
  { alt: 'Find trusted doctors near you', url: '/in/{city}/doctors' },
];

const trending: Array<[type: string, names: string[]]> = [
  ['business', ['Chartered Accountants', 'Gyms', 'Banquet Halls', 'Dentists', 'Packers & Movers', 'Beauty Parlours', 'Coaching Classes', 'Car Repair', 'Caterers', 'Pet Grooming']],
  ['products', ['Office Chairs', 'LED Lights', 'Cotton Sarees', 'Solar Panels', 'Water Purifiers', 'Packaging Boxes', 'Steel Almirah', 'Printed T-shirts', 'Rice', 'Spices']],
  ['events', ['Diwali Mela', 'Food Festival', 'Startup Meetup', 'Yoga Camp', 'Music Night', 'Art Workshop', 'Wedding Expo', 'Book Fair', 'Marathon', 'Job Fair']],
  ['articles', ['GST Filing', 'Home Loan', 'Wedding Planning', 'Fitness Tips', 'Small Business', 'Digital Marketing', 'Pet Care', 'Interior Design', 'Travel Tips', 'Health Checkup']],
];

/** Home tiles, ads, footer, static pages and trending searches, with fixed ids so a re-seed replaces them. */
export function contentItems(): Item[] {
  const items: Item[] = [];
  businessTaxonomyRows()
    .filter((row) => row.level === 'main')
    .slice(0, 16)
    .forEach(({ title, categoryId, slug, image }, order) =>
      items.push({ kind: 'homeCategory', contentId: `home-${slugify(title)}`, order, body: { title, categoryId: { _id: categoryId, slug }, image: image ?? `/seed/photo-${(order % 8) + 1}.svg` } }),
    );
  advertisements.forEach(({ alt, url }, order) =>
    items.push({ kind: 'advertisement', contentId: `ad-${order + 1}`, order, body: { image: `/seed/ad-${order + 1}.svg`, position: 'homepage_top', alt, url } }),
  );
  footerGroups.forEach(([title, urls], order) =>
    items.push({ kind: 'footerGroup', contentId: `footer-${slugify(title)}`, order, body: { title, urls: urls.map(([text, url]) => ({ title: text, url })) } }),
  );
  staticPages.forEach(([slug, title, content], order) => items.push({ kind: 'staticPage', contentId: `page-${slug}`, order, body: { slug, title, content } }));
  trending.forEach(([type, names]) =>
    names.forEach((name, order) => items.push({ kind: 'trending', contentId: `trending-${type}-${slugify(name)}`, order, body: { type, name, query: name, slug: slugify(name) } })),
  );
  return items;
}

export async function seedContent() {
  const items = contentItems();
  await putSiteContent(items);
  return items.length;
}
