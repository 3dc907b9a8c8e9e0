/**
 * Draws the seeded main categories' images (web/public/seed/categories and
 * pcategories, one SVG per slug, at the path categoryImagePath gives): a
 * gradient in the category's hue with its Lucide icon in white. The files are
 * committed; run `npx tsx scripts/seed/artwork.ts` after changing a main
 * category's title, icon or hue.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { icons } from 'lucide';
import { businessTaxonomyRows, productTaxonomyRows } from './data/taxonomy-rows';
import { businessMainDetails } from './data/business-taxonomy';
import { productMainDetails } from './data/product-taxonomy';

type IconNode = (typeof icons)[keyof typeof icons];

/** The taxonomy data's short icon names, as Lucide names them. */
const lucideNames: Record<string, keyof typeof icons> = {
  bag: 'ShoppingBag',
  ball: 'Volleyball',
  balloon: 'PartyPopper',
  basket: 'ShoppingBasket',
  bed: 'BedDouble',
  bolt: 'Zap',
  briefcase: 'Briefcase',
  building: 'Building',
  cap: 'GraduationCap',
  car: 'Car',
  crane: 'Construction',
  cross: 'Cross',
  cup: 'CupSoda',
  document: 'FileText',
  dumbbell: 'Dumbbell',
  factory: 'Factory',
  flask: 'FlaskConical',
  flower: 'Flower2',
  gear: 'Settings',
  gem: 'Gem',
  gift: 'Gift',
  heart: 'HeartPulse',
  key: 'KeyRound',
  laptop: 'Laptop',
  leaf: 'Leaf',
  parcel: 'Package',
  paw: 'PawPrint',
  pen: 'PenTool',
  plane: 'Plane',
  printer: 'Printer',
  rings: 'HeartHandshake',
  rupee: 'IndianRupee',
  scale: 'Scale',
  shield: 'ShieldCheck',
  shirt: 'Shirt',
  smile: 'Baby',
  sofa: 'Sofa',
  stethoscope: 'Stethoscope',
  sun: 'Sun',
  ticket: 'Ticket',
  truck: 'Truck',
  users: 'Users',
  utensils: 'UtensilsCrossed',
  wrench: 'Wrench',
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function iconElements(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const text = Object.entries(attributes)
        .map(([name, value]) => `${name}="${escapeAttribute(String(value))}"`)
        .join(' ');
      return `<${tag} ${text}/>`;
    })
    .join('');
}

/** One 400×300 tile: a diagonal gradient, two soft circles and the icon, 120 px, centred. */
export function categoryArtwork(title: string, icon: string, hue: number): string {
  const lucideName = lucideNames[icon];
  const node = lucideName && icons[lucideName];
  if (!node) throw new Error(`No Lucide icon for "${icon}" (${title})`);
  const second = (hue + 28) % 360;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${escapeAttribute(title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 72% 52%)"/><stop offset="1" stop-color="hsl(${second} 70% 34%)"/></linearGradient></defs>`,
    '<rect width="400" height="300" fill="url(#g)"/>',
    '<circle cx="340" cy="40" r="110" fill="#fff" fill-opacity=".08"/><circle cx="40" cy="280" r="90" fill="#fff" fill-opacity=".06"/>',
    `<g transform="translate(140 90) scale(5)" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${iconElements(node)}</g>`,
    '</svg>',
  ].join('');
}

function writeTree(rows: ReturnType<typeof businessTaxonomyRows>, details: Record<string, { icon: string; hue: number }>, publicDir: string) {
  let written = 0;
  for (const row of rows) {
    if (row.level !== 'main' || !row.image) continue;
    const detail = details[row.title]!;
    const file = join(publicDir, row.image);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, categoryArtwork(row.title, detail.icon, detail.hue));
    written++;
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const publicDir = fileURLToPath(new URL('../../web/public', import.meta.url));
  const count = writeTree(businessTaxonomyRows(), businessMainDetails, publicDir) + writeTree(productTaxonomyRows(), productMainDetails, publicDir);
  console.log(`Wrote ${count} category images under ${publicDir}/seed`);
}
