import { putAmenity } from '../../functions/data/entities/amenity';
import { slugify } from '../../shared/slug';

/** What Indian customers ask before they visit: each amenity with the details owners tick. */
const catalogue: Array<[title: string, icon: string, subAmenities: string[]]> = [
  ['Parking', 'parking', ['Two-wheeler parking', 'Car parking', 'Valet parking', 'Street parking']],
  ['Wi-Fi', 'wifi', ['Free Wi-Fi', 'Paid Wi-Fi']],
  ['Accessibility', 'accessibility', ['Wheelchair ramp', 'Accessible washroom', 'Lift', 'Braille signage']],
  ['Air Conditioning', 'snowflake', ['Fully air-conditioned', 'Partly air-conditioned']],
  ['Seating', 'sofa', ['Indoor seating', 'Outdoor seating', 'Rooftop seating', 'Private rooms']],
  ['Food & Drink', 'utensils', ['Pure vegetarian', 'Jain food', 'Non-vegetarian', 'Vegan options', 'Bar']],
  ['Delivery', 'truck', ['Home delivery', 'Takeaway', 'Contactless delivery']],
  ['Family Friendly', 'users', ['Kids play area', 'High chairs', 'Baby changing room']],
  ['Restrooms', 'droplet', ['Separate for men and women', 'Gender-neutral']],
  ['Power Backup', 'zap', ['Full power backup', 'Inverter backup']],
  ['Security', 'shield', ['CCTV', 'Security guard', 'Fire safety certified']],
  ['Appointments', 'calendar', ['Walk-ins welcome', 'Online booking', 'Home visits']],
  ['Languages Spoken', 'languages', ['Hindi', 'English', 'Marathi', 'Tamil', 'Telugu', 'Kannada', 'Bengali', 'Gujarati']],
  ['Pet Friendly', 'paw', ['Pets allowed indoors', 'Pets allowed outdoors']],
  ['Events', 'music', ['Live music', 'Private events', 'Party hall']],
];

export async function seedAmenities() {
  for (const [order, [title, icon, subs]] of catalogue.entries()) {
    const slug = slugify(title);
    await putAmenity({ amenityId: slug, title, slug, icon, order, subAmenities: subs.map((sub) => ({ _id: `${slug}-${slugify(sub)}`, title: sub })) });
  }
}
