/**
 * Raw material for the generated directory listings (the few hundred demo
 * listings and the scale seed): the popular cities' real localities with
 * their PIN codes and roads, Indian business-name parts per category, and
 * the shapes opening hours take. Plain data; scripts/seed/directory.ts
 * combines it.
 */
import type { EmployeeBand, PaymentMethod } from '../../../shared/business/enums';

export interface CityProfile {
  /** The city's /in/{slug}. */
  slug: string;
  name: string;
  state: string;
  /** Landline STD code, for alternate numbers. */
  std: string;
  /** [locality, PIN code, roads in it]. */
  localities: Array<[string, string, string[]]>;
}

export const cityProfiles: CityProfile[] = [
  {
    slug: 'mumbai', name: 'Mumbai', state: 'Maharashtra', std: '022',
    localities: [
      ['Bandra West', '400050', ['Linking Road', 'Hill Road', 'Turner Road']],
      ['Andheri West', '400058', ['SV Road', 'Lokhandwala Complex', 'Veera Desai Road']],
      ['Dadar West', '400028', ['Ranade Road', 'Gokhale Road', 'NC Kelkar Road']],
      ['Colaba', '400005', ['Colaba Causeway', 'Shahid Bhagat Singh Road']],
      ['Powai', '400076', ['Hiranandani Gardens', 'JVLR']],
      ['Malad West', '400064', ['Marve Road', 'SV Road']],
      ['Chembur', '400071', ['Central Avenue Road', 'Diamond Garden Road']],
      ['Borivali West', '400092', ['LT Road', 'Chandavarkar Road']],
      ['Lower Parel', '400013', ['Senapati Bapat Marg', 'Tulsi Pipe Road']],
      ['Goregaon East', '400063', ['Aarey Road', 'Film City Road']],
    ],
  },
  {
    slug: 'new-delhi', name: 'New Delhi', state: 'Delhi', std: '011',
    localities: [
      ['Connaught Place', '110001', ['Janpath', 'Barakhamba Road', 'Outer Circle']],
      ['Karol Bagh', '110005', ['Ajmal Khan Road', 'Arya Samaj Road']],
      ['Lajpat Nagar', '110024', ['Central Market Road', 'Ring Road']],
      ['Hauz Khas', '110016', ['Aurobindo Marg', 'Hauz Khas Village']],
      ['Saket', '110017', ['Press Enclave Marg', 'Saket District Centre']],
      ['Rajouri Garden', '110027', ['Main Market Road', 'Ring Road']],
      ['Greater Kailash', '110048', ['M Block Market', 'N Block Market']],
      ['Chandni Chowk', '110006', ['Nai Sarak', 'Dariba Kalan']],
      ['Janakpuri', '110058', ['Pankha Road', 'District Centre']],
      ['Dwarka Sector 10', '110075', ['Sector 10 Market', 'Palam Dabri Road']],
    ],
  },
  {
    slug: 'bangalore', name: 'Bangalore', state: 'Karnataka', std: '080',
    localities: [
      ['Indiranagar', '560038', ['100 Feet Road', 'CMH Road', '12th Main Road']],
      ['Koramangala', '560034', ['80 Feet Road', '5th Block', 'Sarjapur Road']],
      ['Jayanagar', '560041', ['11th Main Road', '4th Block']],
      ['Whitefield', '560066', ['ITPL Main Road', 'Varthur Road']],
      ['Malleshwaram', '560003', ['Sampige Road', 'Margosa Road']],
      ['HSR Layout', '560102', ['27th Main Road', 'Sector 1']],
      ['BTM Layout', '560076', ['16th Main Road', 'Bannerghatta Road']],
      ['Basavanagudi', '560004', ['DVG Road', 'Gandhi Bazaar Main Road']],
      ['Marathahalli', '560037', ['Outer Ring Road', 'Old Airport Road']],
      ['Electronic City', '560100', ['Hosur Road', 'Phase 1']],
    ],
  },
  {
    slug: 'hyderabad', name: 'Hyderabad', state: 'Telangana', std: '040',
    localities: [
      ['Banjara Hills', '500034', ['Road No. 1', 'Road No. 12']],
      ['Jubilee Hills', '500033', ['Road No. 36', 'Road No. 45']],
      ['Madhapur', '500081', ['Hitech City Road', 'Ayyappa Society']],
      ['Gachibowli', '500032', ['Old Mumbai Highway', 'DLF Road']],
      ['Kukatpally', '500072', ['KPHB Colony', 'JNTU Road']],
      ['Ameerpet', '500016', ['Ameerpet X Roads', 'SR Nagar Main Road']],
      ['Secunderabad', '500003', ['SD Road', 'Paradise Circle']],
      ['Dilsukhnagar', '500060', ['Main Road', 'Kothapet Road']],
      ['Himayatnagar', '500029', ['Main Road', 'Liberty Road']],
      ['Abids', '500001', ['Abids Road', 'Nampally Station Road']],
    ],
  },
  {
    slug: 'chennai', name: 'Chennai', state: 'Tamil Nadu', std: '044',
    localities: [
      ['T. Nagar', '600017', ['Usman Road', 'Ranganathan Street', 'North Usman Road']],
      ['Adyar', '600020', ['LB Road', 'Gandhi Nagar 1st Main Road']],
      ['Mylapore', '600004', ['Luz Church Road', 'RK Mutt Road']],
      ['Anna Nagar', '600040', ['2nd Avenue', '3rd Avenue']],
      ['Velachery', '600042', ['Velachery Main Road', '100 Feet Bypass Road']],
      ['Nungambakkam', '600034', ['Khader Nawaz Khan Road', 'Sterling Road']],
      ['Besant Nagar', '600090', ['Elliots Beach Road', '2nd Avenue']],
      ['Tambaram', '600045', ['GST Road', 'Velachery Main Road']],
      ['Porur', '600116', ['Mount Poonamallee Road', 'Arcot Road']],
      ['Egmore', '600008', ['Pantheon Road', 'Ethiraj Salai']],
    ],
  },
  {
    slug: 'kolkata', name: 'Kolkata', state: 'West Bengal', std: '033',
    localities: [
      ['Park Street', '700016', ['Park Street', 'Free School Street']],
      ['Salt Lake Sector V', '700091', ['College More', 'Street No. 13']],
      ['Gariahat', '700019', ['Gariahat Road', 'Rash Behari Avenue']],
      ['New Town', '700156', ['Action Area 1', 'Biswa Bangla Sarani']],
      ['Behala', '700034', ['Diamond Harbour Road', 'Sarsuna Main Road']],
      ['Esplanade', '700069', ['Lenin Sarani', 'SN Banerjee Road']],
      ['Dum Dum', '700028', ['Nagerbazar Road', 'Jessore Road']],
      ['Tollygunge', '700033', ['Prince Anwar Shah Road', 'NSC Bose Road']],
      ['Shyambazar', '700004', ['Bidhan Sarani', 'RG Kar Road']],
      ['Ballygunge', '700019', ['Ballygunge Circular Road', 'Hazra Road']],
    ],
  },
  {
    slug: 'pune', name: 'Pune', state: 'Maharashtra', std: '020',
    localities: [
      ['Koregaon Park', '411001', ['North Main Road', 'Lane 5']],
      ['Kothrud', '411038', ['Karve Road', 'Paud Road']],
      ['Deccan Gymkhana', '411004', ['FC Road', 'JM Road']],
      ['Viman Nagar', '411014', ['Nagar Road', 'Datta Mandir Road']],
      ['Hinjewadi', '411057', ['Phase 1 Road', 'Wakad Road']],
      ['Aundh', '411007', ['ITI Road', 'DP Road']],
      ['Baner', '411045', ['Baner Road', 'Balewadi High Street']],
      ['Shivajinagar', '411005', ['Ganeshkhind Road', 'Shivaji Road']],
      ['Camp', '411001', ['MG Road', 'East Street']],
      ['Hadapsar', '411028', ['Solapur Road', 'Magarpatta Road']],
    ],
  },
  {
    slug: 'ahmedabad', name: 'Ahmedabad', state: 'Gujarat', std: '079',
    localities: [
      ['Navrangpura', '380009', ['CG Road', 'University Road']],
      ['Satellite', '380015', ['Jodhpur Cross Road', 'Ramdev Nagar Road']],
      ['Maninagar', '380008', ['Jawahar Chowk', 'Rambaug Road']],
      ['Vastrapur', '380015', ['Vastrapur Lake Road', 'IIM Road']],
      ['Bodakdev', '380054', ['Judges Bungalow Road', 'Sindhu Bhavan Road']],
      ['Paldi', '380007', ['Ashram Road', 'Paldi Cross Road']],
      ['Thaltej', '380059', ['SG Highway', 'Drive-In Road']],
      ['Naranpura', '380013', ['Naranpura Char Rasta', 'Sola Road']],
    ],
  },
  {
    slug: 'jaipur', name: 'Jaipur', state: 'Rajasthan', std: '0141',
    localities: [
      ['C-Scheme', '302001', ['Ashok Marg', 'Prithviraj Road']],
      ['Malviya Nagar', '302017', ['Sector 7', 'Jawahar Lal Nehru Marg']],
      ['Vaishali Nagar', '302021', ['Amrapali Marg', 'Queens Road']],
      ['Mansarovar', '302020', ['Madhyam Marg', 'Shipra Path']],
      ['Raja Park', '302004', ['Main Market', 'Govind Marg']],
      ['Bani Park', '302016', ['Kabir Marg', 'Station Road']],
      ['Johari Bazaar', '302003', ['Johari Bazaar Road', 'Haldiyon Ka Rasta']],
      ['Tonk Road', '302015', ['Durgapura', 'Gopalpura Bypass']],
    ],
  },
  {
    slug: 'surat', name: 'Surat', state: 'Gujarat', std: '0261',
    localities: [
      ['Adajan', '395009', ['Adajan Patia', 'LP Savani Road']],
      ['Vesu', '395007', ['VIP Road', 'Vesu Main Road']],
      ['Athwa', '395001', ['Athwalines', 'Ghod Dod Road']],
      ['Varachha', '395006', ['Varachha Main Road', 'Hirabaug']],
      ['Piplod', '395007', ['Dumas Road', 'Piplod Main Road']],
      ['Katargam', '395004', ['Katargam Main Road', 'Dabholi Road']],
      ['City Light', '395007', ['City Light Road', 'Parle Point']],
      ['Pal', '395009', ['Pal Gam Road', 'Pal-Hazira Road']],
    ],
  },
  {
    slug: 'lucknow', name: 'Lucknow', state: 'Uttar Pradesh', std: '0522',
    localities: [
      ['Hazratganj', '226001', ['MG Marg', 'Shahnajaf Road']],
      ['Gomti Nagar', '226010', ['Vibhuti Khand', 'Patrakarpuram']],
      ['Aliganj', '226024', ['Kapoorthala Road', 'Sector H']],
      ['Indira Nagar', '226016', ['Faizabad Road', 'Munshi Pulia']],
      ['Aminabad', '226018', ['Aminabad Road', 'Latouche Road']],
      ['Alambagh', '226005', ['Kanpur Road', 'Singar Nagar']],
      ['Mahanagar', '226006', ['Kapoorthala Road', 'Sector A']],
      ['Chowk', '226003', ['Akbari Gate', 'Victoria Street']],
    ],
  },
  {
    slug: 'chandigarh', name: 'Chandigarh', state: 'Chandigarh', std: '0172',
    localities: [
      ['Sector 17', '160017', ['Sector 17 Plaza', 'Bridge Market']],
      ['Sector 22', '160022', ['Shastri Market', 'Sector 22 Main Road']],
      ['Sector 35', '160022', ['Sector 35 Market', 'Himalaya Marg']],
      ['Sector 8', '160009', ['Inner Market', 'Madhya Marg']],
      ['Sector 9', '160009', ['Sector 9 Market', 'Madhya Marg']],
      ['Manimajra', '160101', ['Main Bazaar', 'Modern Housing Complex']],
      ['Sector 26', '160019', ['Grain Market', 'Madhya Marg']],
      ['Industrial Area Phase 1', '160002', ['Elante Mall Road', 'Purv Marg']],
    ],
  },
];

/** Name parts. */
export const auspicious = ['Shree', 'Sri', 'Jai', 'Om', 'Sai', 'Laxmi', 'Ganesh', 'Balaji', 'Krishna', 'Durga', 'Annapurna', 'Mahalaxmi', 'Siddhi Vinayak', 'Hanuman', 'Gurukrupa'];
export const surnames = [
  'Sharma', 'Gupta', 'Agarwal', 'Mehta', 'Patel', 'Shah', 'Reddy', 'Iyer', 'Nair', 'Banerjee', 'Mukherjee', 'Singh', 'Khan', 'Qureshi', 'Fernandes',
  'Kulkarni', 'Deshpande', 'Joshi', 'Rao', 'Menon', 'Pillai', 'Chatterjee', 'Bose', 'Kapoor', 'Malhotra', 'Verma', 'Yadav', 'Chauhan', 'Rathore',
  'Jain', 'Bhatt', 'Desai', 'Naidu', 'Sinha', 'Das', 'Ghosh', 'Saxena', 'Trivedi', 'Pandey', 'Mishra', 'Goswami', 'Dsouza', 'Sheikh', 'Gill', 'Sandhu',
];
export const firstNames = [
  'Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Sneha', 'Arjun', 'Kavya', 'Rahul', 'Meera', 'Siddharth', 'Pooja', 'Karan', 'Neha', 'Aditya', 'Riya',
  'Suresh', 'Lakshmi', 'Imran', 'Farah', 'Joseph', 'Anita', 'Harpreet', 'Gurpreet', 'Deepak', 'Sunita', 'Manoj', 'Rekha', 'Sanjay', 'Divya',
];
export const brandWords = [
  'Royal', 'New', 'Modern', 'City', 'Metro', 'Star', 'Galaxy', 'Golden', 'Sunrise', 'Lotus', 'Green', 'Heritage', 'Silver', 'Classic', 'Prime',
  'Urban', 'Supreme', 'Elite', 'Apex', 'Bright', 'Blue Bird', 'Crystal', 'Diamond', 'Evergreen', 'Pearl', 'Rainbow', 'Sapphire', 'Shiv Shakti', 'Trishul', 'Zenith',
];

/** Weekly opening-hours shapes: [days (0 = Monday), open, close] slots; a close at or before the open runs past midnight. */
export type HoursShape = Array<[days: number[], open: string, close: string]>;
const everyDay = [0, 1, 2, 3, 4, 5, 6];
const monToSat = [0, 1, 2, 3, 4, 5];
const monToFri = [0, 1, 2, 3, 4];

export const hoursShapes = {
  office: [[monToFri, '10:00', '19:00'], [[5], '10:00', '14:00']],
  shop: [[monToSat, '10:00', '21:00'], [[6], '11:00', '20:00']],
  restaurant: [[everyDay, '11:30', '15:30'], [everyDay, '19:00', '23:30']],
  cafe: [[everyDay, '08:00', '23:00']],
  lateNight: [[everyDay, '18:00', '03:00']],
  clinic: [[monToSat, '10:00', '13:30'], [monToSat, '17:30', '21:00']],
  allDay: [[everyDay, '00:00', '00:00']],
  gym: [[monToSat, '05:30', '11:00'], [monToSat, '16:00', '22:00'], [[6], '07:00', '12:00']],
  salon: [[[1, 2, 3, 4, 5, 6], '10:00', '20:30']],
  dairy: [[everyDay, '06:00', '10:30'], [everyDay, '17:00', '21:30']],
} satisfies Record<string, HoursShape>;
export type HoursShapeName = keyof typeof hoursShapes;

/** One line on when a listing of each hours shape is open, for its description. */
export const hoursNotes = {
  office: 'Open Monday to Friday, and on Saturday mornings.',
  shop: 'Open all week, with shorter hours on Sunday.',
  restaurant: 'Open for lunch and dinner every day.',
  cafe: 'Open every day from 8 am to 11 pm.',
  lateNight: 'Open every evening until 3 am.',
  clinic: 'Morning and evening hours, Monday to Saturday.',
  allDay: 'Open 24 hours, every day.',
  gym: 'Morning and evening batches from Monday to Saturday, and Sunday mornings.',
  salon: 'Open Tuesday to Sunday; closed on Mondays.',
  dairy: 'Open mornings and evenings, every day.',
} satisfies Record<HoursShapeName, string>;

export const paymentProfiles: PaymentMethod[][] = [
  ['cash', 'upi', 'debit', 'credit'],
  ['cash', 'upi', 'paytm', 'phonepe', 'googlepay'],
  ['upi', 'banktransfer', 'cash'],
  ['cash', 'upi'],
  ['cash', 'credit', 'debit', 'upi', 'banktransfer', 'googlepay'],
  ['upi', 'credit', 'debit', 'paytm', 'mobikwik'],
];

/**
 * How listings of a kind are named: `{a}` picks from auspicious, `{s}` a
 * surname, `{f}` a first name, `{b}` a brand word, `{x|y|z}` one of the
 * given words. Each kind is filed under a main category and one of its sub
 * (and optionally sub-sub) categories by title, looked up in the seeded
 * taxonomy at seed time.
 */
export interface ListingKind {
  main: string;
  sub: string;
  subsubs?: string[];
  names: string[];
  hours: HoursShapeName;
  /** What the listing does, for its description: "{name} in {area} {does}." */
  does: string;
  /** Employee-count bands a listing of this kind picks from (shared/business/enums.ts); small firms when absent. */
  staff?: EmployeeBand[];
}

export const listingKinds: ListingKind[] = [
  { main: 'Business & Audit Services', sub: 'Chartered Accountants', subsubs: ['GST Filing', 'TDS Returns'], names: ['{s} & Associates', '{s} {s} & Co.', '{f} {s} & Co. Chartered Accountants'], hours: 'office', does: 'handles GST filing, income tax returns and audits for traders, professionals and small companies' },
  { main: 'Business & Audit Services', sub: 'Tax Consultants', subsubs: ['GST Consultants'], names: ['{b} Tax Consultants', '{s} Tax Advisors'], hours: 'office', does: 'advises salaried people and businesses on income tax and GST' },
  { main: 'Restaurant', sub: 'Vegetarian Restaurant', subsubs: ['Thali', 'South Indian', 'Gujarati Thali'], names: ['{a} Sagar Veg Restaurant', 'Hotel {a} Pure Veg', '{a} Bhavan', '{a} {Krupa|Vihar|Prasad} Veg'], hours: 'restaurant', does: 'serves unlimited thalis, dosas and North Indian curries, pure vegetarian' },
  { main: 'Restaurant', sub: 'Multi-cuisine Restaurant', subsubs: ['North Indian', 'Chinese', 'Mughlai'], names: ['{Punjabi|Malvani|Chettinad|Awadhi|Kolkata} {Kitchen|Rasoi|Tadka|Zaika|Darbar}', '{b} Family Restaurant', '{b} Dine & Wine'], hours: 'restaurant', does: 'cooks North Indian, Chinese and Mughlai dishes for families and groups' },
  { main: 'Restaurant', sub: 'Cafe', subsubs: ['Coffee Shop', 'Tea House'], names: ['Cafe {b}', 'The {b} Bean', '{f}\'s Chai Adda'], hours: 'cafe', does: 'brews filter coffee and chai with sandwiches, bakes and all-day breakfasts' },
  { main: 'Restaurant', sub: 'Dhabas', names: ['{Sher-e-Punjab|Amritsari|Haveli|Highway} Dhaba', '{s} Da Dhaba'], hours: 'lateNight', does: 'serves dal makhani, tandoori rotis and lassi until late at night' },
  { main: 'Restaurant', sub: 'Sweet Shops', subsubs: ['Mithai', 'Bengali Sweets'], names: ['{a} Sweets', '{s} Mishtan Bhandar', '{b} Sweets & Namkeen'], hours: 'shop', does: 'makes fresh mithai, namkeen and festival gift boxes every day' },
  { main: 'Hotels', sub: 'Budget Hotels', names: ['Hotel {b} Residency', 'Hotel {a} Palace', '{b} Inn'], hours: 'allDay', does: 'offers clean air-conditioned rooms, free Wi-Fi and 24-hour check-in', staff: ['11-50'] },
  { main: 'Hotels', sub: 'Guest Houses', names: ['{b} Guest House', '{s} Homestay'], hours: 'allDay', does: 'hosts families and business travellers in homely rooms with breakfast' },
  { main: 'Wedding', sub: 'Caterers', subsubs: ['Veg Caterers', 'Non-veg Caterers'], names: ['{s} Caterers', '{a} Caterers & Decorators'], hours: 'office', does: 'caters weddings, receptions and pujas from 50 to 2,000 guests', staff: ['11-50', '51-100'] },
  { main: 'Wedding', sub: 'Banquet Halls', subsubs: ['AC Banquet Halls', 'Lawns'], names: ['{b} Banquet Hall', '{a} Marriage Lawn', '{b} Convention Centre'], hours: 'allDay', does: 'hosts weddings and receptions in an air-conditioned hall with lawns and parking', staff: ['11-50', '51-100'] },
  { main: 'Wedding', sub: 'Mehendi Artists', names: ['{f} Mehendi Art', '{f}\'s Bridal Mehendi'], hours: 'salon', does: 'draws bridal and Arabic mehendi at home and at venues' },
  { main: 'Real Estate', sub: 'Real Estate Agents', subsubs: ['Residential', 'Commercial'], names: ['{s} Properties', '{b} Realty', '{s} Estate Consultants'], hours: 'office', does: 'helps buy, sell and rent flats, shops and offices with clear paperwork' },
  { main: 'Real Estate', sub: 'Interior Designers', names: ['{b} Interiors', '{f} {s} Design Studio'], hours: 'office', does: 'designs modular kitchens, wardrobes and complete home interiors' },
  { main: 'Education & Training', sub: 'Coaching Classes', subsubs: ['IIT-JEE', 'NEET', 'UPSC'], names: ['{b} Academy', '{s} Classes', '{b} Career Institute'], hours: 'office', does: 'coaches students for board exams, IIT-JEE and NEET in small batches', staff: ['11-50'] },
  { main: 'Education & Training', sub: 'Computer Training', names: ['{b} Institute of Computer Training', '{b} Infotech Academy'], hours: 'office', does: 'teaches Tally, Excel, programming and digital marketing with certificates' },
  { main: 'Education & Training', sub: 'Language Classes', subsubs: ['Spoken English'], names: ['{b} Spoken English Classes', '{f}\'s English Academy'], hours: 'office', does: 'runs spoken English and interview preparation batches' },
  { main: 'Doctors', sub: 'Dentists', subsubs: ['Orthodontists', 'Root Canal Specialists'], names: ['{s} Dental Care', 'Smile {b} Dental Clinic', 'Dr. {f} {s} Dental Clinic'], hours: 'clinic', does: 'treats toothache, root canals, braces and implants' },
  { main: 'Doctors', sub: 'General Physicians', names: ['Dr. {f} {s} Clinic', '{b} Family Clinic'], hours: 'clinic', does: 'sees patients for fevers, diabetes, blood pressure and health check-ups' },
  { main: 'Doctors', sub: 'Paediatricians', names: ['{b} Child Care Clinic', 'Dr. {s} Children\'s Clinic'], hours: 'clinic', does: 'cares for newborns and children, with vaccinations and growth check-ups' },
  { main: 'Event Planner & Organizer', sub: 'Birthday Party Planners', names: ['{b} Events', 'Celebrations by {f}', '{b} Party Planners'], hours: 'office', does: 'plans birthday parties with themes, decoration, magicians and catering' },
  { main: 'Event Planner & Organizer', sub: 'Decorators', subsubs: ['Balloon Decorators', 'Flower Decorators'], names: ['{a} Flower Decorators', '{b} Balloon Decor'], hours: 'office', does: 'decorates homes, halls and cars with flowers and balloons' },
  { main: 'Fitness', sub: 'Gyms', subsubs: ['Unisex Gyms'], names: ['{b} Fitness', '{b} Gym', 'Muscle {Factory|Zone|Hub}'], hours: 'gym', does: 'has cardio and strength equipment, personal trainers and diet plans' },
  { main: 'Fitness', sub: 'Yoga Classes', names: ['{b} Yoga Studio', '{a} Yoga Kendra'], hours: 'gym', does: 'teaches hatha yoga, pranayama and meditation in morning and evening batches' },
  { main: 'Courier Services', sub: 'Domestic Courier', names: ['{b} Express Courier', '{s} Courier Services'], hours: 'shop', does: 'sends documents and parcels across India with same-day pickup' },
  { main: 'Courier Services', sub: 'Packers & Movers', subsubs: ['Home Shifting'], names: ['{s} Packers and Movers', '{b} Relocations'], hours: 'office', does: 'packs and moves homes and offices within the city and across India', staff: ['11-50', '51-100'] },
  { main: 'Pet Shops', sub: 'Pet Food', names: ['{b} Pet Shop', 'Paws & Claws {b}'], hours: 'shop', does: 'stocks pet food, toys and accessories for dogs, cats and birds' },
  { main: 'Pet Shops', sub: 'Veterinary Clinics', names: ['{s} Veterinary Clinic', '{b} Pet Hospital'], hours: 'clinic', does: 'treats dogs and cats, with vaccinations, surgery and grooming' },
  { main: 'Beauty & Spa', sub: 'Beauty Parlours', subsubs: ['Bridal Makeup', 'Hair Styling'], names: ['{f}\'s Beauty Parlour', '{b} Beauty Salon'], hours: 'salon', does: 'does facials, threading, waxing and bridal makeup' },
  { main: 'Beauty & Spa', sub: 'Spas', subsubs: ['Ayurvedic Massage'], names: ['{b} Spa', '{b} Ayurvedic Wellness'], hours: 'salon', does: 'offers Ayurvedic and Thai massages and body treatments' },
  { main: 'Beauty & Spa', sub: 'Salons', names: ['{b} Unisex Salon', '{f}\'s Hair Studio'], hours: 'salon', does: 'cuts, colours and styles hair for men and women' },
  { main: 'Daily Needs', sub: 'Grocery Stores', subsubs: ['Kirana Stores', 'Supermarkets'], names: ['{a} General Stores', '{s} Kirana', '{b} Supermarket'], hours: 'shop', does: 'sells groceries, staples and household goods with free home delivery', staff: ['1-10', '11-50'] },
  { main: 'Daily Needs', sub: 'Chemists', names: ['{a} Medical & General Stores', '{b} Pharmacy', '{s} Medicos'], hours: 'shop', does: 'stocks prescription medicines, OTC products and baby care' },
  { main: 'Daily Needs', sub: 'Milk Dairies', names: ['{a} Dairy', '{b} Milk Centre'], hours: 'dairy', does: 'sells fresh milk, paneer, curd and ghee twice a day' },
  { main: 'Retail Store', sub: 'Clothing Stores', subsubs: ['Sarees', 'Menswear'], names: ['{s} Saree Centre', '{b} Fashions', '{a} Textiles'], hours: 'shop', does: 'sells sarees, dress materials and ethnic wear for every occasion' },
  { main: 'Retail Store', sub: 'Electronics Stores', subsubs: ['Mobile Phones', 'Laptops'], names: ['{b} Mobile Gallery', '{b} Electronics', '{s} Digital World'], hours: 'shop', does: 'sells mobiles, laptops and accessories with EMI options' },
  { main: 'Retail Store', sub: 'Jewellery Shops', subsubs: ['Gold', 'Silver'], names: ['{s} Jewellers', '{a} Gold Palace'], hours: 'shop', does: 'sells hallmarked gold, silver and diamond jewellery' },
  { main: 'Healthcare', sub: 'Diagnostic Centres', subsubs: ['Pathology Labs'], names: ['{b} Diagnostics', '{b} Path Lab'], hours: 'clinic', does: 'does blood tests, health packages and home sample collection', staff: ['11-50', '51-100'] },
  { main: 'Healthcare', sub: 'Hospitals', names: ['{b} Hospital', '{a} Multispeciality Hospital'], hours: 'allDay', does: 'runs a 24-hour emergency, ICU and specialist OPDs', staff: ['51-100', '101-250', '251-500'] },
  { main: 'Healthcare', sub: 'Physiotherapists', names: ['{b} Physiotherapy Centre', '{s} Physio Clinic'], hours: 'clinic', does: 'treats back pain, sports injuries and post-surgery rehabilitation' },
  { main: 'Automotive', sub: 'Car Repair', subsubs: ['Car Service', 'Denting & Painting'], names: ['{b} Auto Works', '{s} Motors Garage', '{b} Car Care'], hours: 'shop', does: 'services and repairs cars of all makes, with pickup and drop' },
  { main: 'Automotive', sub: 'Two-wheeler Repair', names: ['{b} Bike Point', '{s} Two Wheeler Works'], hours: 'shop', does: 'services scooters and motorcycles while you wait' },
  { main: 'Home Services', sub: 'Electricians', names: ['{b} Electricals', '{s} Electric Works'], hours: 'shop', does: 'does house wiring, fan and light fitting and inverter installation' },
  { main: 'Home Services', sub: 'Plumbers', names: ['{s} Plumbing Services', '{b} Sanitary & Plumbing'], hours: 'shop', does: 'fixes leaks, bathroom fittings and water tanks' },
  { main: 'Home Services', sub: 'Pest Control', names: ['{b} Pest Control', '{s} Pest Solutions'], hours: 'office', does: 'treats cockroaches, termites and bed bugs with safe chemicals' },
  { main: 'Home Services', sub: 'AC Repair & Service', names: ['Cool {Breeze|Air|Point} AC Services', '{b} Refrigeration'], hours: 'shop', does: 'services, repairs and installs split and window ACs' },
];
