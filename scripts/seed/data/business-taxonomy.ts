/**
 * The business taxonomy: main → sub → sub-sub categories, as Indian customers
 * look for businesses. The first eleven mains are the spec's home-grid
 * categories in order (spec 1 §2 Home blocks); the themed groups (Wedding,
 * Daily Needs, Beauty & Spa, Education & Training) and the add-business
 * preview list (Restaurant & Food → Restaurant, Retail Store, Healthcare,
 * Automotive, Education → Education & Training, Real Estate, Manufacturing,
 * Professional Services) are all mains.
 */
/** The home grid's eleven categories, in the spec's order (spec 1 §2 Home blocks). */
export const popularCategoryTitles = [
  'Business & Audit Services',
  'Restaurant',
  'Hotels',
  'Wedding',
  'Real Estate',
  'Education & Training',
  'Doctors',
  'Event Planner & Organizer',
  'Fitness',
  'Courier Services',
  'Pet Shops',
] as const;

export const businessOutline = `
Business & Audit Services
  Chartered Accountants: GST Filing, Income Tax Returns, Statutory Audit, Company Registration, TDS Returns
  Company Secretaries: ROC Filing, Trademark Registration, Annual Compliance
  Tax Consultants: GST Consultants, Income Tax Consultants, International Taxation
  Bookkeeping Services: Payroll Processing, Accounts Outsourcing
  Business Consultants: Startup Consultants, Project Report Consultants, ISO Certification Consultants
  Internal Auditors
  Cost Accountants
Restaurant
  Vegetarian Restaurant: Thali, South Indian, Jain Food, Gujarati Thali, Rajasthani Thali
  Multi-cuisine Restaurant: North Indian, Chinese, Continental, Mughlai
  Cafe: Coffee Shop, Tea House, Dessert Cafe
  Fast Food: Pizza, Burgers, Rolls & Wraps, Momos
  Sweet Shops: Bengali Sweets, Mithai, Dry Fruit Sweets
  Fine Dining
  Family Restaurant
  Dhabas
  Biryani Restaurants: Hyderabadi Biryani, Lucknowi Biryani, Kolkata Biryani
  Seafood Restaurants
Hotels
  Budget Hotels
  Luxury Hotels: 5 Star Hotels, 4 Star Hotels
  Guest Houses
  Resorts: Beach Resorts, Hill Resorts, Jungle Resorts
  Homestays
  Lodges
  Dharamshalas
  Business Hotels
Wedding
  Wedding Planners: Destination Wedding Planners, Budget Wedding Planners
  Banquet Halls: AC Banquet Halls, Lawns, Marriage Gardens
  Caterers: Veg Caterers, Non-veg Caterers, South Indian Caterers
  Mehendi Artists
  Bridal Makeup
  Wedding Photographers: Pre-wedding Shoots, Candid Photographers, Wedding Videographers
  Wedding Decorators: Flower Decorators, Mandap Decorators
  Bridal Wear: Bridal Lehengas, Sherwanis, Bridal Saree Shops
  Wedding Bands & DJs: Band Baja, Shehnai Players, Wedding DJs
  Matrimonial Bureaus
  Wedding Card Printers
Real Estate
  Real Estate Agents: Residential, Commercial, Rental Agents
  Builders & Developers: Residential Projects, Commercial Projects
  PG & Hostels: Boys PG, Girls PG, Working Women Hostels
  Interior Designers
  Property Consultants: Property Valuers, Property Lawyers
  Co-working Spaces
  Plots & Land Dealers
Education & Training
  Coaching Classes: IIT-JEE, NEET, UPSC, Bank PO, CA Coaching, SSC Coaching
  Schools: CBSE Schools, ICSE Schools, State Board Schools, International Schools
  Computer Training: Programming Courses, Tally Training, Data Science Courses
  Language Classes: Spoken English, Foreign Languages, Hindi Classes
  Tutors: Home Tutors, Maths Tutors, Science Tutors
  Colleges: Engineering Colleges, Medical Colleges, Management Colleges, Degree Colleges
  Music Classes: Guitar Classes, Keyboard Classes, Vocal Classes, Tabla Classes
  Dance Classes: Bharatanatyam, Kathak, Western Dance
  Vocational Training: Fashion Designing Courses, Beautician Courses, Hotel Management
  Driving Schools
Doctors
  General Physicians
  Dentists: Orthodontists, Root Canal Specialists, Dental Implants
  Paediatricians
  Gynaecologists
  Eye Specialists: Opticians, Eye Hospitals, Lasik Surgeons
  Dermatologists: Hair Transplant, Skin Specialists
  Orthopaedic Doctors: Joint Replacement, Sports Injury
  ENT Specialists
  Cardiologists
  Psychiatrists
  Homeopathic Doctors
  Ayurvedic Doctors
Event Planner & Organizer
  Birthday Party Planners: Kids Birthday Parties, Theme Parties
  Corporate Event Planners: Conferences, Product Launches, Team Outings
  Decorators: Balloon Decorators, Flower Decorators, Theme Decorators
  DJs
  Tent Houses
  Sound & Light Rentals
  Anchors & Emcees
  Exhibition Organisers
Fitness
  Gyms: Unisex Gyms, Ladies Gyms, CrossFit Gyms
  Yoga Classes: Power Yoga, Prenatal Yoga, Meditation Centres
  Zumba Classes
  Personal Trainers
  Martial Arts: Karate Classes, Taekwondo Classes, Kickboxing
  Swimming Classes
  Aerobics Classes
  Dietitians & Nutritionists
Courier Services
  Domestic Courier
  International Courier
  Packers & Movers: Home Shifting, Office Relocation, Vehicle Transport
  Same-day Delivery
  Document Courier
  Cargo Services: Air Cargo, Sea Cargo
Pet Shops
  Pet Food
  Pet Grooming
  Veterinary Clinics
  Pet Boarding
  Aquarium Shops
  Pet Accessories
  Dog Trainers
  Bird Shops
Beauty & Spa
  Beauty Parlours: Bridal Makeup, Hair Styling, Threading & Waxing, Facials
  Spas: Ayurvedic Massage, Thai Massage, Foot Reflexology
  Salons: Unisex Salons, Men's Salons, Hair Colour Specialists
  Nail Studios
  Makeup Artists
  Tattoo Studios
  Cosmetic Clinics: Laser Hair Removal, Skin Treatments
Daily Needs
  Grocery Stores: Kirana Stores, Supermarkets, Organic Stores
  Milk Dairies
  Chemists
  Fruit & Vegetable Vendors
  Laundry Services: Dry Cleaners, Ironing Services
  Water Suppliers: Mineral Water Suppliers, Water Tankers
  Gas Agencies
  Meat & Fish Shops
  Bakeries
  Flower Shops
Retail Store
  Clothing Stores: Sarees, Menswear, Kidswear, Ethnic Wear, Western Wear
  Electronics Stores: Mobile Phones, Laptops, Televisions, Home Appliances
  Footwear
  Jewellery Shops: Gold, Silver, Diamond, Imitation Jewellery
  Furniture Stores
  Book Stores
  Stationery Shops
  Gift Shops
  Opticals
  Hardware Stores
  Toy Shops
  Sports Goods Shops
Healthcare
  Hospitals: Multi-speciality Hospitals, Maternity Hospitals, Children's Hospitals
  Diagnostic Centres: Pathology Labs, Radiology, Health Check-up Packages
  Physiotherapists
  Nursing Homes
  Ambulance Services
  Blood Banks
  Medical Equipment: Medical Equipment on Rent, Surgical Stores
  Home Nursing
  Rehabilitation Centres
Automotive
  Car Repair: Denting & Painting, Car Service, Car AC Repair
  Two-wheeler Repair
  Car Dealers: New Cars, Used Cars
  Tyre Shops
  Bike Dealers: New Bikes, Used Bikes, Electric Scooters
  Car Wash
  Car Accessories
  Driving Licence Consultants
  Battery Dealers
  EV Charging Stations
Manufacturing
  Textile Manufacturers: Cotton Fabric, Silk Fabric, Garment Manufacturers
  Packaging Manufacturers: Corrugated Boxes, Plastic Packaging
  Furniture Manufacturers
  Machinery Manufacturers
  Food Processing Units
  Plastic Products Manufacturers
  Steel Fabricators
  Chemical Manufacturers
  Pharmaceutical Manufacturers
Professional Services
  Architects
  Digital Marketing Agencies: SEO Services, Social Media Marketing, Google Ads Agencies
  Web Designers
  Photographers: Product Photographers, Event Photographers, Portrait Photographers
  Placement Consultants
  Translators
  Interior Consultants
  Event Management Consultants
  HR Consultants
Home Services
  Electricians
  Plumbers
  Carpenters
  Pest Control: Termite Control, Cockroach Control, Bed Bug Control
  AC Repair & Service
  Painters: Wall Painting, Texture Painting, Waterproofing
  Home Cleaning: Deep Cleaning, Sofa Cleaning, Bathroom Cleaning
  Water Purifier Service
  Maids & Cooks
  Sofa Repair
Travel & Tourism
  Travel Agents: Domestic Tours, International Tours, Pilgrimage Tours
  Taxi Services: Outstation Cabs, Airport Taxi, Local Taxi
  Bus Ticketing
  Visa Consultants
  Hotel Booking Agents
  Tour Operators: Adventure Tours, Honeymoon Packages, Char Dham Yatra
  Car Rental
  Passport Agents
Food & Beverages
  Bakeries & Cake Shops: Birthday Cakes, Eggless Cakes, Custom Cakes
  Caterers: Party Caterers, Corporate Caterers
  Tiffin Services
  Juice Centres
  Ice Cream Parlours
  Dry Fruit Stores
  Spice Shops
  Food Delivery Kitchens
Finance & Insurance
  Banks: Public Sector Banks, Private Banks, Cooperative Banks
  Loan Agents: Home Loans, Personal Loans, Business Loans, Car Loans
  Insurance Agents: Life Insurance, Health Insurance, Motor Insurance
  Stock Brokers
  Mutual Fund Advisors
  Financial Planners
  Gold Loan Companies
  Money Exchangers
Legal Services
  Lawyers: Property Lawyers, Family Lawyers, Criminal Lawyers, Corporate Lawyers
  Notaries
  Legal Consultants
  Trademark Attorneys
  Divorce Lawyers
  Consumer Court Advocates
Computer & IT Services
  Software Companies: Mobile App Developers, Custom Software, ERP Solutions
  Computer Repair: Laptop Repair, Data Recovery
  Web Hosting
  IT Consultants
  CCTV Installers
  Networking Services
  Computer Dealers
Construction & Contractors
  Civil Contractors: Residential Construction, Commercial Construction
  Building Materials: Cement Dealers, Sand & Aggregates, Bricks, TMT Bars
  Interior Contractors
  Waterproofing Contractors
  Fabrication Works
  Tiles & Marble Dealers: Granite Dealers, Vitrified Tiles
  Plumbing Contractors
  Electrical Contractors
Home Decor & Interiors
  Modular Kitchens
  Furniture Shops: Sofa Sets, Beds, Office Furniture
  Curtains & Blinds
  Home Furnishings
  Wallpaper Dealers
  Lighting Shops
  False Ceiling Contractors
  Glass & Mirror Dealers
Transport & Logistics
  Transporters: Full Truck Load, Part Load
  Tempo & Truck on Hire
  Warehouses: Cold Storage, General Warehousing
  Freight Forwarders
  Customs Clearing Agents
  Bike Transport
Agriculture & Farming
  Seeds & Fertilisers
  Tractor Dealers
  Dairy Farms
  Plant Nurseries
  Poultry Farms
  Organic Farms
  Agricultural Equipment
  Veterinary Medicine Stores
Entertainment & Leisure
  Cinemas: Multiplexes, Single Screen Theatres
  Amusement Parks: Water Parks, Theme Parks
  Gaming Zones
  Clubs
  Banquets for Parties
  Escape Rooms
  Bowling Alleys
Sports & Recreation
  Sports Academies: Cricket Academies, Football Academies, Badminton Academies, Tennis Academies
  Swimming Pools
  Sports Clubs
  Adventure Sports
  Chess Classes
  Skating Rinks
Astrology & Spiritual Services
  Astrologers: Vedic Astrology, Kundli Matching, Numerology
  Pandits: Wedding Pandits, Griha Pravesh Puja, Satyanarayan Puja
  Vastu Consultants
  Temples
  Tarot Card Readers
  Meditation & Spiritual Centres
Government & Documentation Services
  Passport Agents
  RTO Agents
  Aadhaar Centres
  PAN Card Agents
  Notary & Affidavit Services
  Property Registration Agents
  Ration Card Agents
Security Services
  Security Guards
  Detective Agencies
  Bouncers
  Fire Safety Equipment
  Access Control Systems
  Home Security Systems
Printing & Advertising
  Printing Press: Offset Printing, Digital Printing
  Flex Printing
  Visiting Card Printers
  Advertising Agencies: Hoarding Advertising, Newspaper Advertising, Radio Advertising
  Signboard Makers
  T-shirt Printing
  Screen Printing
Rental Services
  Car Rental
  Furniture on Rent
  Generator on Rent
  Bike on Rent
  Costume on Rent
  Camera on Rent
  Appliances on Rent
Repairs & Servicing
  Mobile Phone Repair: Screen Replacement, Battery Replacement
  Washing Machine Repair
  Refrigerator Repair
  TV Repair
  Laptop Repair
  Microwave Repair
  Inverter & Battery Service
  Watch Repair
Childcare & Kids
  Play Schools
  Day Care Centres
  Kids Activity Centres: Abacus Classes, Art & Craft Classes, Robotics Classes
  Kids Party Venues
  Baby Products Stores
  Child Psychologists
Social Services & NGOs
  NGOs: Education NGOs, Health NGOs, Environment NGOs
  Old Age Homes
  Orphanages
  Blood Donation Camps
  Animal Shelters
  Rehabilitation & De-addiction Centres
Industrial Supplies
  Industrial Machinery Dealers
  Tools & Hardware Suppliers
  Industrial Chemicals
  Packaging Materials: Bubble Wrap, Stretch Film, Packing Tape
  Safety Equipment: Safety Shoes, Helmets, Gloves
  Pumps & Motors
  Bearings
  Electrical Panels
Fashion & Tailoring
  Tailors: Ladies Tailors, Gents Tailors, Blouse Stitching
  Boutiques: Designer Boutiques, Bridal Boutiques
  Fashion Designers
  Alteration Services
  Embroidery Works
  Saree Fall & Pico
Jobs & Manpower Services
  Placement Agencies: IT Jobs, BPO Jobs, Overseas Jobs
  Manpower Suppliers
  Housekeeping Staff Providers
  Security Staff Providers
  Driver Services
`;

/** What each main category looks like on the home grid and its page: an icon for its image, a hue and a one-line description. */
export const businessMainDetails: Record<string, { icon: string; hue: number; description: string }> = {
  'Business & Audit Services': {
    icon: 'briefcase',
    hue: 215,
    description: 'Chartered accountants, tax consultants, company secretaries and auditors for GST, income tax, audits and company compliance.',
  },
  Restaurant: { icon: 'utensils', hue: 12, description: 'Vegetarian thali places, biryani joints, cafes, dhabas and fine dining, with menus, prices and opening hours.' },
  Hotels: { icon: 'bed', hue: 260, description: 'Budget hotels, guest houses, homestays, resorts and luxury stays, with prices and guest reviews.' },
  Wedding: { icon: 'rings', hue: 335, description: 'Banquet halls, caterers, decorators, mehendi artists, photographers and planners for every part of an Indian wedding.' },
  'Real Estate': { icon: 'building', hue: 190, description: 'Property agents, builders, PGs and hostels, co-working spaces and property consultants for buying, selling and renting.' },
  'Education & Training': { icon: 'cap', hue: 45, description: 'Schools, colleges, coaching for JEE, NEET and UPSC, tutors, computer courses and music and dance classes.' },
  Doctors: { icon: 'stethoscope', hue: 170, description: 'General physicians, dentists, paediatricians, gynaecologists and specialists, with clinic timings and fees.' },
  'Event Planner & Organizer': { icon: 'balloon', hue: 290, description: 'Birthday and corporate event planners, decorators, DJs, tent houses and sound and light rentals.' },
  Fitness: { icon: 'dumbbell', hue: 100, description: 'Gyms, yoga and Zumba classes, martial arts, swimming classes, personal trainers and dietitians.' },
  'Courier Services': { icon: 'parcel', hue: 28, description: 'Domestic and international couriers, same-day delivery, cargo services and packers and movers.' },
  'Pet Shops': { icon: 'paw', hue: 140, description: 'Pet food and accessories, grooming, boarding, vets, aquarium shops and dog trainers.' },
  'Beauty & Spa': { icon: 'flower', hue: 320, description: 'Beauty parlours, salons, spas, nail studios, makeup artists and cosmetic clinics.' },
  'Daily Needs': { icon: 'basket', hue: 80, description: 'Kirana stores, supermarkets, dairies, chemists, bakeries, laundry, water and gas suppliers near you.' },
  'Retail Store': { icon: 'bag', hue: 350, description: 'Clothing, electronics, footwear, jewellery, furniture, books and gift shops.' },
  Healthcare: { icon: 'cross', hue: 0, description: 'Hospitals, diagnostic labs, physiotherapists, nursing homes, ambulances and home nursing.' },
  Automotive: { icon: 'car', hue: 205, description: 'Car and bike dealers, service centres, car wash, tyres, batteries, accessories and EV charging.' },
  Manufacturing: { icon: 'factory', hue: 30, description: 'Manufacturers of textiles, packaging, furniture, machinery, plastics, steel, chemicals and medicines.' },
  'Professional Services': { icon: 'pen', hue: 230, description: 'Architects, digital marketing agencies, web designers, photographers, translators and HR consultants.' },
  'Home Services': { icon: 'wrench', hue: 160, description: 'Electricians, plumbers, carpenters, painters, pest control, home cleaning and AC service.' },
  'Travel & Tourism': { icon: 'plane', hue: 195, description: 'Travel agents, tour operators, outstation cabs, bus tickets, visa and passport help.' },
  'Food & Beverages': { icon: 'cup', hue: 20, description: 'Cake shops, caterers, tiffin services, juice centres, ice cream parlours and spice shops.' },
  'Finance & Insurance': { icon: 'rupee', hue: 150, description: 'Banks, loan agents, insurance agents, stock brokers, mutual fund advisors and money exchangers.' },
  'Legal Services': { icon: 'scale', hue: 240, description: 'Lawyers for property, family, criminal and corporate matters, notaries and trademark attorneys.' },
  'Computer & IT Services': { icon: 'laptop', hue: 210, description: 'Software companies, app developers, computer repair, networking, CCTV installers and IT consultants.' },
  'Construction & Contractors': { icon: 'crane', hue: 40, description: 'Civil contractors, building materials, tiles and marble, waterproofing, fabrication and electrical contractors.' },
  'Home Decor & Interiors': { icon: 'sofa', hue: 25, description: 'Modular kitchens, furniture, curtains and blinds, lighting, wallpaper and false ceilings.' },
  'Transport & Logistics': { icon: 'truck', hue: 220, description: 'Transporters, trucks and tempos on hire, warehouses, cold storage, freight forwarders and customs agents.' },
  'Agriculture & Farming': { icon: 'leaf', hue: 110, description: 'Seeds and fertilisers, tractor dealers, nurseries, dairy and poultry farms and farm equipment.' },
  'Entertainment & Leisure': { icon: 'ticket', hue: 275, description: 'Cinemas, amusement and water parks, gaming zones, clubs, escape rooms and bowling.' },
  'Sports & Recreation': { icon: 'ball', hue: 120, description: 'Cricket, football and badminton academies, swimming pools, sports clubs and adventure sports.' },
  'Astrology & Spiritual Services': { icon: 'sun', hue: 35, description: 'Astrologers, pandits for pujas and weddings, vastu consultants, temples and meditation centres.' },
  'Government & Documentation Services': { icon: 'document', hue: 200, description: 'Help with passports, driving licences, Aadhaar, PAN, ration cards, affidavits and property registration.' },
  'Security Services': { icon: 'shield', hue: 225, description: 'Security guards, detective agencies, fire safety, access control and home security systems.' },
  'Printing & Advertising': { icon: 'printer', hue: 300, description: 'Printing presses, flex and visiting-card printers, signboards and advertising agencies.' },
  'Rental Services': { icon: 'key', hue: 55, description: 'Cars, bikes, furniture, generators, cameras, costumes and appliances on rent.' },
  'Repairs & Servicing': { icon: 'gear', hue: 185, description: 'Repair for mobiles, laptops, TVs, washing machines, fridges, inverters and watches.' },
  'Childcare & Kids': { icon: 'smile', hue: 50, description: 'Play schools, day care, abacus, art and robotics classes, kids party venues and baby stores.' },
  'Social Services & NGOs': { icon: 'heart', hue: 345, description: 'NGOs, old age homes, orphanages, animal shelters and de-addiction centres.' },
  'Industrial Supplies': { icon: 'bolt', hue: 15, description: 'Industrial machinery, tools, chemicals, packaging materials, safety equipment, pumps and motors.' },
  'Fashion & Tailoring': { icon: 'shirt', hue: 310, description: 'Tailors, boutiques, fashion designers, alterations, embroidery and blouse stitching.' },
  'Jobs & Manpower Services': { icon: 'users', hue: 235, description: 'Placement agencies, manpower suppliers, housekeeping and security staff, and drivers.' },
};
