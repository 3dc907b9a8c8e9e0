import { createHash } from 'node:crypto';
import { createArticle, getArticleById } from '../../functions/data/entities/article';
import { putBlogCategories } from '../../functions/data/entities/blog-category';
import { findBusinessBySlug, type BusinessItem } from '../../functions/data/entities/business';
import { slugify } from '../../shared/slug';
import { blogCategoryHindi } from './data/category-hindi';
import { directoryListings } from './directory';
import { sanitizeRichText } from '../../functions/lib/rich-text';

/** The blog categories, in display order; ids are their slugs. */
export const blogCategories = [
  'Food & Dining',
  'Weddings',
  'Home Services',
  'Health & Fitness',
  'Business & Finance',
  'Beauty & Wellness',
  'Travel & Stays',
  'Education & Careers',
  'Pets',
  'Real Estate & Interiors',
] as const;
type BlogCategoryName = (typeof blogCategories)[number];

/** Writes the blog categories (idempotent). */
export async function seedBlogCategories() {
  await putBlogCategories(blogCategories.map((name, index) => ({ categoryId: slugify(name), name, nameHi: blogCategoryHindi[name], slug: slugify(name), order: String(index).padStart(3, '0') })));
}

interface DemoArticle {
  title: string;
  category: BlogCategoryName;
  /** The author: a demo owner's listing (`slug`) or the first directory listing of a category in a city. */
  by: { city: string; slug: string } | { city: string; directoryCategory: string };
  tags: string[];
  /** Hours before the seed time it was written: the cards' age labels vary. */
  hoursAgo: number;
  intro: string;
  sections: Array<[string, string]>;
}

const demoArticles: DemoArticle[] = [
  {
    title: 'A First-Timer’s Guide to the Pune Thali',
    category: 'Food & Dining',
    by: { city: 'pune', slug: 'shree-sagar-veg-restaurant' },
    tags: ['thali', 'pune', 'vegetarian'],
    hoursAgo: 0.3,
    intro: 'A Maharashtrian thali is a meal in conversation: sweet, sour, spicy and bitter on one steel plate. Here is how to eat one like a Punekar.',
    sections: [
      ['Start with the koshimbir', 'The cucumber and peanut salad cools the palate before the spicier dishes arrive. Take a little with every few bites.'],
      ['Amti and rice go together', 'Pour the tangy kokum-and-jaggery dal over steamed rice with a spoon of ghee. Ask for a second helping: refills are part of the price.'],
      ['Save room for puran poli', 'The sweet flatbread stuffed with chana dal and jaggery is served warm with katachi amti or milk. On festival days it sells out by 2 pm.'],
    ],
  },
  {
    title: 'Where Mumbai Drinks Chai After Midnight',
    category: 'Food & Dining',
    by: { city: 'mumbai', slug: 'midnight-chai-corner' },
    tags: ['chai', 'mumbai', 'late night'],
    hoursAgo: 5,
    intro: 'Mumbai’s night shift runs on cutting chai. We have poured it for cab drivers, nurses and students for years, and these are the rituals we love.',
    sections: [
      ['Order a cutting', 'Half a glass, full strength. It is cheaper, hotter and gives you an excuse to order a second one with a bun maska.'],
      ['Try the masala, not just the adrak', 'Our masala blend has cardamom, clove, black pepper and a little nutmeg, ground fresh every week in Dadar.'],
      ['Pair it right', 'Khari biscuits for dunking, bun maska for sharing, and a plate of poha if the night is long.'],
    ],
  },
  {
    title: '5 Street Foods to Try in Hyderabad Beyond Biryani',
    category: 'Food & Dining',
    by: { city: 'hyderabad', directoryCategory: 'Restaurant' },
    tags: ['hyderabad', 'street food', 'biryani'],
    hoursAgo: 30,
    intro: 'Biryani gets the headlines, but Hyderabad’s lanes have much more to offer, especially after sunset near Charminar.',
    sections: [
      ['Haleem in Ramzan', 'Slow-cooked wheat, lentils and mutton, pounded for hours. Queues start at iftar time, so come early.'],
      ['Irani chai with Osmania biscuits', 'Sweet, creamy chai and buttery biscuits at an old Irani café is the city’s favourite pause.'],
      ['Mirchi bajji and double ka meetha', 'Stuffed chilli fritters for the evening, and bread pudding soaked in saffron milk to end the meal.'],
    ],
  },
  {
    title: 'How to Order South Indian Breakfast in Bengaluru Like a Local',
    category: 'Food & Dining',
    by: { city: 'bangalore', directoryCategory: 'Restaurant' },
    tags: ['bengaluru', 'breakfast', 'dosa'],
    hoursAgo: 75,
    intro: 'Darshinis open at 6 am and the best dosas are gone by 10. A short guide to the standing-room breakfast counters of Bengaluru.',
    sections: [
      ['Pay first, then collect', 'Most darshinis work on tokens: pay at the counter, hand over the token and wait for your plate at the steel counter.'],
      ['Know your dosas', 'Benne masala dosa is crisp outside, soft inside and rich with butter. Set dosa comes in threes with sagu.'],
      ['Finish with filter coffee', 'Served in a davara and tumbler: pour between them to cool it, the way every Bengalurean does.'],
    ],
  },
  {
    title: 'Planning a Vegetarian Wedding Menu for 500 Guests',
    category: 'Food & Dining',
    by: { city: 'new-delhi', directoryCategory: 'Wedding' },
    tags: ['wedding', 'catering', 'menu'],
    hoursAgo: 200,
    intro: 'Feeding 500 guests is logistics as much as cooking. Our caterers share the plan they use for Delhi weddings every season.',
    sections: [
      ['Count stations, not dishes', 'One live counter per 100 guests keeps queues short: chaat, tandoor, pasta and a dessert station cover most tastes.'],
      ['Taste two weeks ahead', 'Book a tasting for the family’s decision-makers and fix spice levels before the final headcount.'],
      ['Plan for leftovers', 'Tie up with a food bank in advance; most will collect packed, untouched food the same night.'],
    ],
  },
  {
    title: 'Wedding Planning Checklist: 12 Months to the Big Day',
    category: 'Weddings',
    by: { city: 'mumbai', directoryCategory: 'Wedding' },
    tags: ['wedding', 'checklist', 'planning'],
    hoursAgo: 2,
    intro: 'An Indian wedding has a dozen functions and a hundred decisions. This month-by-month checklist keeps the family calm.',
    sections: [
      ['12 to 9 months: venue and dates', 'Shortlist muhurat dates with the family pandit, then book the venue: popular banquet halls in Mumbai fill a year ahead in the winter season.'],
      ['8 to 4 months: vendors', 'Lock the caterer, decorator, photographer and mehendi artist. Ask each for a written quote in rupees including GST.'],
      ['3 months to the day: details', 'Send invitations, finalise outfits with two fittings, and share a day-by-day schedule with every vendor.'],
    ],
  },
  {
    title: 'Choosing a Mehendi Artist: Questions to Ask',
    category: 'Weddings',
    by: { city: 'new-delhi', directoryCategory: 'Wedding' },
    tags: ['mehendi', 'bridal', 'wedding'],
    hoursAgo: 50,
    intro: 'Bridal mehendi takes four to six hours and stays in every photo. Ask these questions before you pay the advance.',
    sections: [
      ['Is the henna natural?', 'Ask for organic henna without PPD or chemical darkeners. A patch test a week before is a good idea.'],
      ['How many artists will come?', 'For a large mehendi function, one artist per 15 guests keeps everyone happy.'],
      ['What is the darkening routine?', 'Good artists give an aftercare sheet: lemon-sugar seal, no water for 12 hours, and clove smoke for a deeper stain.'],
    ],
  },
  {
    title: 'Banquet Hall or Lawn? Picking a Wedding Venue in Mumbai',
    category: 'Weddings',
    by: { city: 'mumbai', directoryCategory: 'Wedding' },
    tags: ['venue', 'mumbai', 'wedding'],
    hoursAgo: 340,
    intro: 'Space is the city’s scarcest resource, and wedding venues are priced accordingly. Here is how to compare your options.',
    sections: [
      ['Monsoon decides a lot', 'From June to September, open lawns need a waterproof pandal. Budget for it or choose a hall.'],
      ['Check the parking', 'Ask how many cars the venue takes and whether valet is included; guests remember the parking more than the décor.'],
      ['Read the fine print', 'Some halls insist on in-house catering or charge a corkage fee for outside vendors. Get it in writing.'],
    ],
  },
  {
    title: 'Balloon and Flower Décor Ideas for Small Functions',
    category: 'Weddings',
    by: { city: 'bangalore', directoryCategory: 'Event Planner & Organizer' },
    tags: ['decor', 'flowers', 'haldi'],
    hoursAgo: 120,
    intro: 'A haldi, a roka or a naming ceremony at home does not need a big budget to look beautiful.',
    sections: [
      ['Marigold curtains', 'Strings of genda flowers against a plain wall make an instant backdrop for photos, for under ₹3,000.'],
      ['Pastel balloon arches', 'Organic balloon garlands in two or three colours suit birthdays and baby showers alike.'],
      ['Light it well', 'Warm fairy lights and a couple of diyas do more for evening photos than any prop.'],
    ],
  },
  {
    title: 'Monsoon Plumbing Checks Every Home Needs',
    category: 'Home Services',
    by: { city: 'new-delhi', directoryCategory: 'Home Services' },
    tags: ['plumbing', 'monsoon', 'home maintenance'],
    hoursAgo: 8,
    intro: 'Most monsoon leaks start weeks earlier as a blocked drain or a cracked pipe joint. Do these checks in May.',
    sections: [
      ['Clear the terrace drains', 'Dry leaves and plastic block outlets; standing water then seeps through the slab into the rooms below.'],
      ['Check the overhead tank', 'Look for cracks, a loose lid and a working float valve, and get the tank cleaned before the rains.'],
      ['Seal bathroom joints', 'Re-grout tiles and seal around taps. A small leak behind a wall becomes damp patches within a season.'],
    ],
  },
  {
    title: 'Pest Control at Home: What Actually Works',
    category: 'Home Services',
    by: { city: 'mumbai', directoryCategory: 'Home Services' },
    tags: ['pest control', 'cockroaches', 'termites'],
    hoursAgo: 26,
    intro: 'Sprays from the shop kill what you see. Treating cockroaches, termites and bed bugs for good takes a plan.',
    sections: [
      ['Gel baits for cockroaches', 'Odourless gel in cabinet hinges and behind appliances lasts for months and is safe for kitchens.'],
      ['Termites need drilling', 'Anti-termite treatment injects chemical into the wall base; ask for a written warranty of at least a year.'],
      ['Repeat at the right time', 'A second visit after 15 days catches the eggs the first round missed.'],
    ],
  },
  {
    title: 'How to Hire an Electrician You Can Trust',
    category: 'Home Services',
    by: { city: 'new-delhi', directoryCategory: 'Home Services' },
    tags: ['electrician', 'wiring', 'safety'],
    hoursAgo: 400,
    intro: 'Bad wiring is a fire risk. A few checks help you choose the right electrician for a repair or a rewiring job.',
    sections: [
      ['Ask for the licence', 'Electrical contractors hold a state licence; ask to see it for any work beyond changing a switch.'],
      ['Insist on ISI-marked material', 'Copper wires and MCBs with the ISI mark cost a little more and last far longer.'],
      ['Get an earthing check', 'An earth leakage test takes minutes and protects everyone who uses the geyser and washing machine.'],
    ],
  },
  {
    title: 'Packing and Moving Within the City: A Practical Guide',
    category: 'Home Services',
    by: { city: 'mumbai', directoryCategory: 'Courier Services' },
    tags: ['movers', 'packing', 'relocation'],
    hoursAgo: 170,
    intro: 'Shifting flats in the same city still takes a full day. These steps keep the crockery whole and the deposit safe.',
    sections: [
      ['Survey first, quote second', 'A good mover visits or video-calls before quoting. Quotes without a survey tend to grow on moving day.'],
      ['Label by room', 'Number every carton and write the room on two sides; unpacking goes twice as fast.'],
      ['Check the society rules', 'Many housing societies allow moves only at set hours and need a no-objection letter from the secretary.'],
    ],
  },
  {
    title: 'Starting Strength Training After 40',
    category: 'Health & Fitness',
    by: { city: 'bangalore', slug: 'green-fitness-studio' },
    tags: ['strength training', 'fitness', 'over 40'],
    hoursAgo: 1.5,
    intro: 'Muscle keeps bones strong and blood sugar steady. It is never too late to start lifting, with some care.',
    sections: [
      ['Begin with your body weight', 'Squats to a chair, wall push-ups and glute bridges build the base for two to three weeks.'],
      ['Two sessions a week is enough', 'Consistency beats intensity. Rest a day between sessions so joints can adapt.'],
      ['Eat enough protein', 'Dal, paneer, eggs, curd and sprouts at every meal help muscles recover.'],
    ],
  },
  {
    title: 'Yoga for Desk Workers: A 15-Minute Routine',
    category: 'Health & Fitness',
    by: { city: 'bangalore', directoryCategory: 'Fitness' },
    tags: ['yoga', 'back pain', 'office'],
    hoursAgo: 60,
    intro: 'Eight hours at a laptop tightens hips and rounds shoulders. This short routine undoes much of it.',
    sections: [
      ['Cat-cow and child’s pose', 'Five slow rounds of cat-cow, then a minute in balasana, loosen the spine.'],
      ['Open the chest', 'Bhujangasana and a doorway stretch counter the laptop hunch.'],
      ['Breathe before you log in', 'Two minutes of anulom vilom calms the mind before the first meeting.'],
    ],
  },
  {
    title: 'When to See a Physiotherapist for Knee Pain',
    category: 'Health & Fitness',
    by: { city: 'mumbai', directoryCategory: 'Healthcare' },
    tags: ['physiotherapy', 'knee pain', 'recovery'],
    hoursAgo: 260,
    intro: 'Knee pain after a run or a long day standing is common. Some signs mean it is time for a professional.',
    sections: [
      ['Swelling that stays', 'Swelling beyond two days, or a knee that locks or gives way, needs an assessment.'],
      ['Stairs become hard', 'Pain climbing stairs often points to weak thigh muscles, which targeted exercise fixes.'],
      ['Do not rest too long', 'Complete rest weakens the muscles that protect the knee. Guided movement heals faster.'],
    ],
  },
  {
    title: 'Annual Health Check-ups: What Tests Do You Need?',
    category: 'Health & Fitness',
    by: { city: 'mumbai', directoryCategory: 'Doctors' },
    tags: ['health checkup', 'diabetes', 'blood test'],
    hoursAgo: 500,
    intro: 'Packages list dozens of tests. Your doctor will tailor them, but these are the basics for most adults.',
    sections: [
      ['Blood sugar and HbA1c', 'India has one of the world’s largest diabetic populations. Test yearly after 30, or earlier with a family history.'],
      ['Lipid profile and blood pressure', 'Heart disease starts silently; both tests are quick and inexpensive.'],
      ['Vitamin D and B12', 'Deficiencies are common even in sunny cities, and cause fatigue that is easy to miss.'],
    ],
  },
  {
    title: 'GST Filing for Small Businesses: Dates You Cannot Miss',
    category: 'Business & Finance',
    by: { city: 'mumbai', directoryCategory: 'Business & Audit Services' },
    tags: ['gst', 'small business', 'tax'],
    hoursAgo: 3,
    intro: 'Late GST returns cost ₹50 a day and block input tax credit for your buyers. Put these dates in your calendar.',
    sections: [
      ['GSTR-1 by the 11th', 'Monthly filers report outward supplies by the 11th of the next month; QRMP filers use the IFF for invoices.'],
      ['GSTR-3B by the 20th', 'Pay tax and file the summary return by the 20th (22nd or 24th for quarterly filers, by state).'],
      ['Reconcile with GSTR-2B', 'Match your purchase register with GSTR-2B every month before claiming input tax credit.'],
    ],
  },
  {
    title: 'Should You Register as an LLP or a Private Limited Company?',
    category: 'Business & Finance',
    by: { city: 'new-delhi', directoryCategory: 'Business & Audit Services' },
    tags: ['llp', 'company registration', 'startup'],
    hoursAgo: 90,
    intro: 'The choice affects compliance costs, fundraising and taxes. A quick comparison for founders.',
    sections: [
      ['Raising equity? Choose a company', 'Investors buy shares, and only a private limited company issues them.'],
      ['Lower compliance: LLP', 'An LLP needs no statutory audit below ₹40 lakh turnover and files two annual forms.'],
      ['Think about exit', 'Shares transfer easily; converting an LLP into a company later takes time and fees.'],
    ],
  },
  {
    title: 'Income Tax: Old Regime or New Regime?',
    category: 'Business & Finance',
    by: { city: 'bangalore', directoryCategory: 'Business & Audit Services' },
    tags: ['income tax', 'itr', 'salaried'],
    hoursAgo: 380,
    intro: 'The new regime is now the default, but the old one still wins for some taxpayers. Here is how to decide.',
    sections: [
      ['Add up your deductions', 'Section 80C, home-loan interest, HRA and 80D together decide whether the old regime is cheaper.'],
      ['Salaried employees can switch yearly', 'Tell your employer your choice at the start of the year; you can still change it while filing.'],
      ['Business income is different', 'With business income you can switch back to the old regime only once, so choose carefully.'],
    ],
  },
  {
    title: 'Bridal Skincare: A 3-Month Plan',
    category: 'Beauty & Wellness',
    by: { city: 'mumbai', directoryCategory: 'Beauty & Spa' },
    tags: ['bridal', 'skincare', 'facial'],
    hoursAgo: 14,
    intro: 'Glowing skin on the wedding day is the result of weeks of care, not one facial the day before.',
    sections: [
      ['Three months out', 'Start a simple routine: gentle cleanser, sunscreen every morning and a moisturiser at night.'],
      ['Six weeks out', 'Book your last strong treatment (peel or clean-up) so the skin has time to settle.'],
      ['The final week', 'No new products. Sleep, water and a light hydrating facial three days before.'],
    ],
  },
  {
    title: 'Ayurvedic Massage: Abhyanga Explained',
    category: 'Beauty & Wellness',
    by: { city: 'mumbai', directoryCategory: 'Beauty & Spa' },
    tags: ['ayurveda', 'massage', 'wellness'],
    hoursAgo: 230,
    intro: 'Abhyanga is a warm-oil massage at the heart of Ayurvedic daily care. What to expect at your first session.',
    sections: [
      ['The oil suits your dosha', 'Therapists choose sesame, coconut or medicated oils according to your constitution and the season.'],
      ['Long strokes, steady rhythm', 'The massage follows the direction of hair growth and takes 45 to 60 minutes.'],
      ['Rest afterwards', 'A warm shower after 30 minutes, and no heavy meal right after, give the best result.'],
    ],
  },
  {
    title: 'Homestays vs Hotels on a Hyderabad Weekend',
    category: 'Travel & Stays',
    by: { city: 'hyderabad', directoryCategory: 'Hotels' },
    tags: ['homestay', 'hotel', 'hyderabad'],
    hoursAgo: 40,
    intro: 'For a two-night trip to see Golconda and the old city, where you stay shapes the experience.',
    sections: [
      ['Homestays for food and stories', 'Hosts cook home meals and know the lanes; ideal for couples and solo travellers.'],
      ['Hotels for families and business', 'Room service, lifts and parking matter more with children or a packed meeting schedule.'],
      ['Book near the metro', 'Staying near a metro station saves an hour a day in traffic.'],
    ],
  },
  {
    title: 'Budget Stays in New Delhi for Students and Job Seekers',
    category: 'Travel & Stays',
    by: { city: 'new-delhi', directoryCategory: 'Hotels' },
    tags: ['budget', 'delhi', 'guest house'],
    hoursAgo: 600,
    intro: 'Coming to Delhi for an exam or interviews? Clean, safe rooms under ₹1,500 a night exist if you know where to look.',
    sections: [
      ['Stay on the Yellow Line', 'Guest houses near the Yellow Line reach Connaught Place, the university and Gurugram directly.'],
      ['Ask about ID and check-in', 'Carry an original photo ID; many guest houses refuse local IDs or late check-ins.'],
      ['Check the reviews for noise', 'Rooms facing the main road are cheaper, but exam nights call for a quiet one.'],
    ],
  },
  {
    title: 'Spoken English Classes: How to Choose One',
    category: 'Education & Careers',
    by: { city: 'mumbai', directoryCategory: 'Education & Training' },
    tags: ['spoken english', 'classes', 'career'],
    hoursAgo: 20,
    intro: 'Fluency opens doors in interviews and at work. Not every course builds it, so compare before you enrol.',
    sections: [
      ['Small batches', 'Ten or fewer students means everyone speaks in every class.'],
      ['Ask for a demo class', 'A good institute lets you sit in free and meet the trainer.'],
      ['Practice beyond the classroom', 'Look for group discussions, mock interviews and recorded speaking tasks.'],
    ],
  },
  {
    title: 'Learning to Code After 12th: Courses That Lead to Jobs',
    category: 'Education & Careers',
    by: { city: 'new-delhi', directoryCategory: 'Education & Training' },
    tags: ['coding', 'careers', 'computer courses'],
    hoursAgo: 300,
    intro: 'Not everyone goes to engineering college. Short, focused courses can still lead to a first tech job.',
    sections: [
      ['Start with the web', 'HTML, CSS and JavaScript are free to practise and in demand at small companies.'],
      ['Build three real projects', 'A portfolio of working projects beats a certificate in most interviews.'],
      ['Check placement claims', 'Ask for the names of recent students placed and call one or two of them.'],
    ],
  },
  {
    title: 'Vaccination Schedule for Your New Puppy',
    category: 'Pets',
    by: { city: 'new-delhi', directoryCategory: 'Pet Shops' },
    tags: ['puppy', 'vaccination', 'vet'],
    hoursAgo: 11,
    intro: 'Puppies need a series of vaccines in their first months. Here is the typical schedule Indian vets follow.',
    sections: [
      ['6 to 8 weeks', 'The first DHPPi dose, with deworming. Keep the puppy indoors until the series is complete.'],
      ['12 weeks: anti-rabies', 'Rabies vaccination is essential in India, with a yearly booster.'],
      ['Keep the card safe', 'Housing societies and pet boarding often ask for the vaccination record.'],
    ],
  },
  {
    title: 'Keeping Pets Cool in an Indian Summer',
    category: 'Pets',
    by: { city: 'bangalore', directoryCategory: 'Pet Shops' },
    tags: ['pets', 'summer', 'heatstroke'],
    hoursAgo: 450,
    intro: 'Dogs and cats feel the heat faster than we do. Simple changes keep them safe from April to June.',
    sections: [
      ['Walk at dawn and dusk', 'Tarmac at noon burns paws. Test it with the back of your hand for five seconds.'],
      ['Water everywhere', 'Keep two bowls in different rooms and add ice cubes on the hottest afternoons.'],
      ['Know the signs of heatstroke', 'Heavy panting, drooling and wobbling mean cool water on the body and a vet at once.'],
    ],
  },
  {
    title: 'Modular Kitchen Costs: What to Budget',
    category: 'Real Estate & Interiors',
    by: { city: 'mumbai', directoryCategory: 'Real Estate' },
    tags: ['modular kitchen', 'interiors', 'budget'],
    hoursAgo: 6,
    intro: 'A modular kitchen for a 2BHK ranges widely in price. Where the money goes, and where you can save.',
    sections: [
      ['Carcass material matters most', 'BWP plywood resists moisture far better than particle board near the sink.'],
      ['Hardware is where quality hides', 'Soft-close hinges and good channels cost more up front and last ten years.'],
      ['Compare per running foot', 'Ask every vendor for a per-running-foot price with the same specifications.'],
    ],
  },
  {
    title: 'Buying a Flat: Documents to Check Before You Pay',
    category: 'Real Estate & Interiors',
    by: { city: 'hyderabad', directoryCategory: 'Real Estate' },
    tags: ['home buying', 'rera', 'documents'],
    hoursAgo: 150,
    intro: 'A home is the largest purchase most families make. Verify these papers before any token amount.',
    sections: [
      ['RERA registration', 'Check the project on the state RERA website: approvals, timeline and complaints are listed.'],
      ['Title and encumbrance', 'Get the title deed and an encumbrance certificate for at least 30 years checked by a lawyer.'],
      ['Occupancy certificate', 'For a ready flat, the OC confirms the building was built as approved and is fit to live in.'],
    ],
  },
  {
    title: 'Small Apartment, Big Storage: Interior Ideas',
    category: 'Real Estate & Interiors',
    by: { city: 'new-delhi', directoryCategory: 'Real Estate' },
    tags: ['interiors', 'storage', 'small homes'],
    hoursAgo: 700,
    intro: 'City flats are compact. Smart carpentry makes a 1BHK feel twice its size.',
    sections: [
      ['Go vertical', 'Floor-to-ceiling wardrobes with lofts use space that is otherwise wasted.'],
      ['Beds with storage', 'Hydraulic storage beds hold quilts and suitcases out of sight.'],
      ['Light colours, fewer doors', 'Open shelves and pale laminates make rooms look larger.'],
    ],
  },
];

/** The author listing of a demo article: a demo owner's listing, or the first directory listing of the category in the city. */
async function authorOf(article: DemoArticle): Promise<BusinessItem | undefined> {
  if ('slug' in article.by) return findBusinessBySlug(article.by.city, article.by.slug);
  const { city, directoryCategory } = article.by;
  const listing = directoryListings().find((entry) => entry.cityName === city && entry.categories?.[0]?.title === directoryCategory);
  return listing ? findBusinessBySlug(city, slugify(listing.name)) : undefined;
}

const coverOf = (index: number) => `/seed/photo-${(index % 8) + 1}.svg`;
/** A fixed id per title: a second run finds the article and writes nothing. */
const idOf = (title: string) => createHash('sha256').update(`article:${title}`).digest('hex').slice(0, 10);

/** Each demo article's id and how many hours before the seed it was written, for the seeded reviews. */
export const demoArticleAges = () => demoArticles.map((article) => ({ articleId: idOf(article.title), hoursAgo: article.hoursAgo }));

/**
 * Blog categories and a few dozen demo articles by demo businesses, dated
 * from minutes to weeks before the seed time (find-or-create by fixed id).
 */
export async function seedArticles(now = new Date()): Promise<number> {
  await seedBlogCategories();
  let created = 0;
  for (const [index, article] of demoArticles.entries()) {
    const articleId = idOf(article.title);
    if (await getArticleById(articleId)) continue;
    const business = await authorOf(article);
    if (!business) continue;
    const createdAt = new Date(now.getTime() - article.hoursAgo * 3_600_000).toISOString();
    const body = [
      `<p>${article.intro}</p>`,
      ...article.sections.map(([heading, text]) => `<h2>${heading}</h2><p>${text}</p>`),
      `<p>Questions? Visit ${business.name} or send us a message on Sbiz.</p>`,
    ].join('');
    await createArticle({
      articleId,
      title: article.title,
      body: sanitizeRichText(body),
      coverImage: coverOf(index),
      blogCategoryId: slugify(article.category),
      blogCategoryName: article.category,
      blogCategoryNameHi: blogCategoryHindi[article.category],
      blogCategorySlug: slugify(article.category),
      tags: article.tags,
      cityName: business.cityName,
      businessId: business.businessId,
      businessName: business.name,
      businessSlug: business.slug,
      businessCityName: business.cityName,
      ...(business.logo ? { businessLogo: business.logo } : {}),
      authorId: business.ownerId,
      views: 12 + ((index * 53) % 900),
      createdAt,
    });
    created++;
  }
  return created;
}
