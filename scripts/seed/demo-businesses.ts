import { createBusiness, findBusinessBySlug } from '../../functions/data/entities/business';
import { addEmployee } from '../../functions/data/entities/employee';
import { findUserByEmail } from '../../functions/data/entities/user';
import type { WeekDay } from '../../shared/business/enums';
import { defaultWorkingHours, type WorkingHourSlot } from '../../shared/business/working-hours';
import { slugify } from '../../shared/slug';
import { holidaysToPick } from '../../shared/business/holidays';
import { addIndiaDays, indiaDay } from '../../shared/time/india';
import type { AddBusinessInput } from '../../shared/schemas/business';
import { businessTaxonomyRows, categoryRef } from './data/taxonomy-rows';
import { seededLocation } from './locations';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;
const allWeek = [...weekdays, 'Saturday', 'Sunday'] as const;
const slot = (day: WeekDay, open: string, close: string): WorkingHourSlot => ({ day, open, close, closed: false });

// Special days and a closure (issue #27 §4) fall after the day of seeding, so the demo always shows them.
const seedDay = indiaDay(Date.now());
const [nextHoliday, secondHoliday] = holidaysToPick(seedDay).concat(holidaysToPick(`${Number(seedDay.slice(0, 4)) + 1}-01-01`));
const businessCategories = new Map(businessTaxonomyRows().map((row) => [row.categoryId, row]));
/** A seeded category's reference, with its Hindi title. */
const seededCategory = (categoryId: string) => categoryRef(businessCategories.get(categoryId)!);
const photos = (from: number, count: number) => Array.from({ length: count }, (_, index) => `/seed/photo-${((from + index) % 8) + 1}.svg`);

/** A handful of complete, realistic listings owned by the demo owner, so every profile block has something to show. */
const listings: Array<AddBusinessInput & { team?: Array<[string, string, string]> }> = [
  {
    name: 'Shree Sagar Veg Restaurant',
    cityName: 'pune',
    description:
      '<p>Family-run pure vegetarian restaurant near Deccan Gymkhana, serving Maharashtrian thalis, South Indian breakfasts and Punjabi curries since 1998.</p><p>Air-conditioned seating for 80, quick takeaway and home delivery across Kothrud and Shivajinagar.</p>',
    establishmentYear: 1998,
    employeeCount: '11-50',
    revenue: '1.6cr-3.2cr',
    website: 'https://shreesagar.example.in',
    logo: '/seed/logo-1.svg',
    media: { headerImage: '/seed/cover-1.svg', gallery: photos(0, 8) },
    contact: { email: 'hello@shreesagar.example.in', phone: '9822012345', alternatePhones: ['02025531234'] },
    socialMedia: { facebook: 'https://facebook.com/shreesagar', instagram: 'https://instagram.com/shreesagar', twitter: 'https://twitter.com/shreesagar', youtube: 'https://youtube.com/@shreesagar' },
    address: { street: 'FC Road, Deccan Gymkhana', suite: 'Shop 4, Sai Heritage', city: 'Pune', state: 'Maharashtra', zipCode: '411004', country: 'India' },
    workingHours: allWeek.flatMap((day) => [slot(day, '07:30', '15:30'), slot(day, '18:30', '23:00')]),
    specialHours: [
      ...(nextHoliday ? [{ date: nextHoliday.date, label: nextHoliday.name, closed: false, slots: [{ open: '11:00', close: '16:00' }] }] : []),
      ...(secondHoliday ? [{ date: secondHoliday.date, label: secondHoliday.name, closed: true, slots: [] }] : []),
    ],
    categories: [seededCategory('restaurant')],
    subCategoryId: [seededCategory('restaurant--vegetarian-restaurant')],
    subsubCategoryId: [seededCategory('restaurant--vegetarian-restaurant--thali')],
    amenities: [
      { amenityId: 'parking', title: 'Parking', subAmenities: [{ _id: 'parking-two-wheeler-parking', title: 'Two-wheeler parking' }] },
      { amenityId: 'air-conditioning', title: 'Air Conditioning', subAmenities: [{ _id: 'air-conditioning-fully-air-conditioned', title: 'Fully air-conditioned' }] },
      {
        amenityId: 'food-and-drink',
        title: 'Food & Drink',
        subAmenities: [
          { _id: 'food-and-drink-pure-vegetarian', title: 'Pure vegetarian' },
          { _id: 'food-and-drink-jain-food', title: 'Jain food' },
        ],
      },
      { amenityId: 'delivery', title: 'Delivery', subAmenities: [{ _id: 'delivery-home-delivery', title: 'Home delivery' }] },
    ],
    paymentTypes: ['cash', 'upi', 'debit', 'credit', 'paytm'],
    pricing: [
      { units: 1, unit: 'plate', minPrice: 180, maxPrice: 320, currency: 'INR', title: 'Thali' },
      { units: 1, unit: 'plate', minPrice: 60, maxPrice: 140, currency: 'INR', title: 'Breakfast' },
    ],
    awards: [{ name: 'Times Food Award 2023: Best Thali, Pune' }],
    natureOfBusiness: 'Restaurant',
    seoTitle: 'Shree Sagar: pure veg thali on FC Road, Pune',
    seoDescription: 'Maharashtrian and Gujarati thalis, dosas and Punjabi curries on FC Road. Family dining, takeaway and home delivery in Deccan, Pune.',
    team: [
      ['Sunil', 'Kulkarni', 'Founder'],
      ['Meena', 'Kulkarni', 'Head Chef'],
      ['Arjun', 'Patil', 'Manager'],
      ['Ravi', 'Shinde', 'Delivery Lead'],
      ['Kiran', 'Jadhav', 'Cashier'],
    ],
  },
  {
    name: 'Midnight Chai Corner',
    cityName: 'mumbai',
    description: '<p>Cutting chai, bun maska and Irani snacks for night-shift workers and students. Open till the early hours every day.</p>',
    establishmentYear: 2015,
    employeeCount: '1-10',
    logo: '/seed/logo-2.svg',
    media: { gallery: photos(2, 3) },
    contact: { phone: '9920012345' },
    address: { street: 'Linking Road, Bandra West', city: 'Mumbai', state: 'Maharashtra', zipCode: '400050', country: 'India' },
    workingHours: allWeek.map((day) => slot(day, '18:00', '03:00')),
    specialHours: [{ date: addIndiaDays(seedDay, 2), label: 'Staff day off', closed: true, slots: [] }],
    categories: [seededCategory('restaurant')],
    paymentTypes: ['cash', 'upi', 'phonepe'],
  },
  {
    name: 'Green Fitness Studio',
    cityName: 'bangalore',
    description: '<p>Strength training, yoga and Zumba classes in Indiranagar with certified trainers and flexible monthly plans.</p>',
    establishmentYear: 2019,
    employeeCount: '11-50',
    logo: '/seed/logo-3.svg',
    media: { gallery: photos(4, 6) },
    contact: { email: 'join@greenfitness.example.in', phone: '9880012345' },
    address: { street: '100 Feet Road, Indiranagar', city: 'Bengaluru', state: 'Karnataka', zipCode: '560038', country: 'India' },
    workingHours: defaultWorkingHours(),
    temporaryClosure: { from: seedDay, until: addIndiaDays(seedDay, 14), note: 'Closed for floor renovation; online yoga classes continue.' },
    categories: [seededCategory('fitness')],
    paymentTypes: ['upi', 'credit', 'debit', 'banktransfer'],
    pricing: [{ units: 1, unit: 'month', minPrice: 2500, maxPrice: 4500, currency: 'INR', title: 'Monthly membership' }],
  },
];

/** Seeds the demo listings (owned by owner@sbiz.local) and their teams; existing ones are left alone. */
export async function seedDemoBusinesses() {
  const owner = await findUserByEmail('owner@sbiz.local');
  if (!owner) return;
  for (const { team, ...listing } of listings) {
    if (await findBusinessBySlug(listing.cityName, slugify(listing.name))) continue;
    // Each stands a few hundred metres from its locality's centre, like the directory's listings.
    const business = await createBusiness({ ...listing, location: seededLocation(listing.address?.zipCode, slugify(listing.name)) }, owner.userId);
    for (const [firstName, lastName, designation] of team ?? []) await addEmployee({ businessId: business.businessId, firstName, lastName, designation });
  }
}
