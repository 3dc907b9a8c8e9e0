import { putSiteContent, type SiteContentItem } from '../../functions/data/entities/site-content';
import { sanitizeRichText } from '../../functions/lib/rich-text';
import { slugify } from '../../shared/slug';
import { businessTaxonomyRows } from './data/taxonomy-rows';

type Item = Pick<SiteContentItem, 'kind' | 'contentId' | 'order' | 'body'>;

/** Each static page: its slug, English title and HTML, and the same in Hindi (issue #28: pages' text is data, served beside the English as titleHi and contentHi). */
const staticPages: Array<[slug: string, title: string, content: string, titleHi: string, contentHi: string]> = [
  [
    'home',
    'Find the right local business, every time',
    '<h2>Your city, better connected</h2><p>Sbiz brings together the shops, clinics, restaurants and service providers of India’s cities in one place, with opening hours in India time, prices in rupees and reviews from real customers.</p><p>Search by name or category, compare ratings, ask a business a question and get a quote, all without a single phone call.</p>',
    'अपने शहर का सही लोकल बिज़नेस, हर बार',
    '<h2>आपका शहर, और भी जुड़ा हुआ</h2><p>Sbiz भारत के शहरों की दुकानों, क्लिनिक, रेस्टोरेंट और सेवा देने वालों को एक जगह लाता है: खुलने का समय भारतीय समय में, दाम रुपयों में और रिव्यू असली ग्राहकों के।</p><p>नाम या कैटेगरी से खोजें, रेटिंग की तुलना करें, किसी बिज़नेस से सवाल पूछें और कोटेशन पाएं, वह भी बिना एक भी फ़ोन कॉल किए।</p>',
  ],
  [
    'about-us',
    'About Sbiz',
    '<p>Sbiz is a local-business directory and marketplace built for India. We help people find trustworthy neighbourhood businesses, and help those businesses be found, for free.</p><p>Every listing shows what matters before you go: whether it is open right now, how to pay, what it costs and what other customers say.</p>',
    'Sbiz के बारे में',
    '<p>Sbiz भारत के लिए बनी लोकल बिज़नेस डायरेक्टरी और मार्केटप्लेस है। हम लोगों को आस-पास के भरोसेमंद बिज़नेस ढूंढने में मदद करते हैं, और उन बिज़नेस को लोगों तक पहुंचने में, बिल्कुल मुफ़्त।</p><p>हर लिस्टिंग पर जाने से पहले ही वह सब दिखता है जो ज़रूरी है: अभी खुला है या नहीं, भुगतान कैसे करें, कितना खर्च होगा और दूसरे ग्राहक क्या कहते हैं।</p>',
  ],
  [
    'privacy-policy',
    'Privacy Policy',
    '<p>We collect only what we need to run Sbiz: your name and email when you sign up, what you choose to post, and the listings you follow or save. We never sell personal data.</p><p>Business identity numbers (PAN, Aadhaar) are visible only to the listing’s owner and our administrators. You can ask us to delete your account and data at any time.</p>',
    'प्राइवेसी पॉलिसी',
    '<p>Sbiz चलाने के लिए हम उतनी ही जानकारी लेते हैं जितनी ज़रूरी है: साइन अप करते समय आपका नाम और ईमेल, जो आप पोस्ट करना चुनते हैं, और जिन लिस्टिंग को आप फ़ॉलो या सेव करते हैं। हम निजी जानकारी कभी नहीं बेचते।</p><p>बिज़नेस के पहचान नंबर (पैन, आधार) सिर्फ़ लिस्टिंग के मालिक और हमारे एडमिन देख सकते हैं। आप कभी भी हमसे अपना अकाउंट और डेटा डिलीट करने को कह सकते हैं।</p>',
  ],
  [
    'terms-condition',
    'Terms & Conditions',
    '<p>By using Sbiz you agree to post honest, lawful content about businesses you have dealt with. Owners are responsible for keeping their listings accurate. We may remove content that is misleading, abusive or promotional spam.</p>',
    'नियम और शर्तें',
    '<p>Sbiz का इस्तेमाल करके आप सहमत होते हैं कि आप जिन बिज़नेस से लेन-देन कर चुके हैं, उनके बारे में सच्चा और कानूनी कंटेंट ही पोस्ट करेंगे। अपनी लिस्टिंग को सही रखने की ज़िम्मेदारी मालिकों की है। गुमराह करने वाला, अपमानजनक या प्रचार वाला स्पैम कंटेंट हम हटा सकते हैं।</p>',
  ],
  [
    'transparency-report',
    'Transparency report: how reviews are checked',
    '<p>Every review on Sbiz is checked twice. Before it is published, an automatic check reads the headline and the text in English, Hindi and Hinglish and stops reviews with abusive or offensive language; the writer is asked to revise them. After it is published, anyone signed in can report a review as irrelevant, inappropriate, fraudulent, sharing personal information, or for another reason.</p><p>Reported reviews go to our moderation team, who read each one with its reports and either keep it or block it. A blocked review no longer counts in a business’s rating and is shown only to the person who wrote it. Business owners cannot remove reviews of their business; they can answer them, and their answers carry an Owner badge.</p><p>Each person can review a business once. Ratings and review counts are recalculated automatically whenever a review is added, removed or blocked.</p>',
    'पारदर्शिता रिपोर्ट: रिव्यू की जांच कैसे होती है',
    '<p>Sbiz पर हर रिव्यू की जांच दो बार होती है। छपने से पहले, एक ऑटोमैटिक जांच हेडलाइन और टेक्स्ट को अंग्रेज़ी, हिंदी और हिंग्लिश में पढ़ती है और अपमानजनक या आपत्तिजनक भाषा वाले रिव्यू रोक देती है; लिखने वाले से उन्हें बदलने को कहा जाता है। छपने के बाद, साइन इन किया हुआ कोई भी व्यक्ति किसी रिव्यू की रिपोर्ट कर सकता है: असंबंधित, अनुचित, धोखाधड़ी वाला, निजी जानकारी शेयर करने वाला, या किसी और वजह से।</p><p>रिपोर्ट किए गए रिव्यू हमारी मॉडरेशन टीम के पास जाते हैं, जो हर रिव्यू को उसकी रिपोर्ट के साथ पढ़ती है और उसे या तो रखती है या ब्लॉक करती है। ब्लॉक किया गया रिव्यू बिज़नेस की रेटिंग में नहीं गिना जाता और सिर्फ़ उसे लिखने वाले को दिखता है। बिज़नेस के मालिक अपने बिज़नेस के रिव्यू हटा नहीं सकते; वे उनका जवाब दे सकते हैं, और उनके जवाब पर मालिक का बैज लगा होता है।</p><p>हर व्यक्ति किसी बिज़नेस का रिव्यू एक ही बार लिख सकता है। जब भी कोई रिव्यू जोड़ा, हटाया या ब्लॉक किया जाता है, रेटिंग और रिव्यू की गिनती अपने आप फिर से गिनी जाती है।</p>',
  ],
  [
    'sb-apps',
    'Sbiz on your phone',
    '<p>Find businesses near you, chat with owners and get alerts for your saved listings with the Sbiz app for Android and iOS.</p>',
    'आपके फ़ोन पर Sbiz',
    '<p>Android और iOS के लिए Sbiz ऐप से आस-पास के बिज़नेस खोजें, मालिकों से चैट करें और अपनी सेव की हुई लिस्टिंग के अलर्ट पाएं।</p>',
  ],
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
    .forEach(({ title, titleHi, categoryId, slug, image }, order) =>
      items.push({
        kind: 'homeCategory',
        contentId: `home-${slugify(title)}`,
        order,
        body: { title, ...(titleHi ? { titleHi } : {}), categoryId: { _id: categoryId, slug }, image: image ?? `/seed/photo-${(order % 8) + 1}.svg` },
      }),
    );
  advertisements.forEach(({ alt, url }, order) =>
    items.push({ kind: 'advertisement', contentId: `ad-${order + 1}`, order, body: { image: `/seed/ad-${order + 1}.svg`, position: 'homepage_top', alt, url } }),
  );
  footerGroups.forEach(([title, urls], order) =>
    items.push({ kind: 'footerGroup', contentId: `footer-${slugify(title)}`, order, body: { title, urls: urls.map(([text, url]) => ({ title: text, url })) } }),
  );
  staticPages.forEach(([slug, title, content, titleHi, contentHi], order) =>
    items.push({ kind: 'staticPage', contentId: `page-${slug}`, order, body: { slug, title, content: sanitizeRichText(content), titleHi, contentHi: sanitizeRichText(contentHi) } }),
  );
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
