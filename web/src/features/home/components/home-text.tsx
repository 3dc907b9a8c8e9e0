import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { staticPageIn, useStaticPage } from '../api/home-content';
import { msg, useLocale, useT } from '../../../i18n';
import { RichHtml } from '../../../components/ui/rich-html';

/** The six fixed service blurbs under the home text (spec 3 §2.10), each opening its category (or sub category) in the city. */
const SERVICE_BLURBS = [
  {
    title: msg('Packers and movers'),
    slug: 'packers-and-movers',
    sub: true,
    text: msg('Shifting home or office? Compare verified packers and movers, their prices and their reviews, and get quotes in minutes.'),
  },
  { title: msg('All essential services'), slug: 'daily-needs', text: msg('Kirana stores, chemists, dairies, laundry and gas agencies near you, with opening hours you can trust.') },
  { title: msg('Order food'), slug: 'restaurant', text: msg('From thalis to biryani, find restaurants open now, see their menus and prices in rupees, and call to order.') },
  { title: msg('Spa and salon'), slug: 'beauty-and-spa', text: msg('Book beauty parlours, salons and spas rated by real customers, from quick haircuts to bridal makeup.') },
  { title: msg('Repair'), slug: 'repairs-and-servicing', text: msg('Mobile, laptop, AC, fridge and washing machine repair by local technicians, often at your doorstep.') },
  { title: msg('Real estate agents'), slug: 'real-estate', text: msg('Buy, sell or rent with property agents who know your locality, and read what their clients say.') },
] as const;

/** The marketing text from the static page 'home', then the six service blurbs. */
export function HomeText({ city }: { city: string }) {
  const found = useStaticPage('home');
  const t = useT();
  const locale = useLocale();
  const page = found.data ? staticPageIn(found.data, locale) : undefined;
  return (
    <section className="home-section home-text" aria-label={page?.title ?? t('About Sbiz')}>
      {/* The page brings its own headings. */}
      {page && <RichHtml className="prose home-text__content" html={page.content} />}
      <ul className="service-blurbs">
        {SERVICE_BLURBS.map((blurb) => (
          <li key={blurb.slug} className="service-blurb">
            <h3 className="service-blurb__title">
              <Link to={'sub' in blurb ? paths.city.subCategoryLanding.getHref({ city, slug: blurb.slug }) : paths.city.categoryLanding.getHref({ city, categorySlug: blurb.slug })}>
                {t(blurb.title)}
              </Link>
            </h3>
            <p>{t(blurb.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
