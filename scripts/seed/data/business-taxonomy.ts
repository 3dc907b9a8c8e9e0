/**
 * The business taxonomy: main → sub → sub-sub. The first eleven are the
 * spec's home-grid categories, in order (spec 1 §2 Home blocks).
 */
export const businessTaxonomy: Array<[main: string, subs: Array<[sub: string, subsubs?: string[]]>]> = [
  ['Business & Audit Services', [['Chartered Accountants', ['GST Filing', 'Income Tax Returns', 'Statutory Audit']], ['Company Secretaries'], ['Tax Consultants'], ['Bookkeeping Services']]],
  ['Restaurant', [['Vegetarian Restaurant', ['Thali', 'South Indian', 'Jain Food']], ['Multi-cuisine Restaurant'], ['Cafe', ['Coffee Shop', 'Tea House']], ['Fast Food'], ['Sweet Shops']]],
  ['Hotels', [['Budget Hotels'], ['Luxury Hotels'], ['Guest Houses'], ['Resorts', ['Beach Resorts', 'Hill Resorts']]]],
  ['Wedding', [['Wedding Planners'], ['Banquet Halls'], ['Caterers', ['Veg Caterers', 'Non-veg Caterers']], ['Mehendi Artists'], ['Bridal Makeup']]],
  ['Real Estate', [['Real Estate Agents', ['Residential', 'Commercial']], ['Builders & Developers'], ['PG & Hostels'], ['Interior Designers']]],
  ['Education & Training', [['Coaching Classes', ['IIT-JEE', 'NEET', 'UPSC']], ['Schools'], ['Computer Training'], ['Language Classes', ['Spoken English', 'Foreign Languages']]]],
  ['Doctors', [['General Physicians'], ['Dentists', ['Orthodontists', 'Root Canal Specialists']], ['Paediatricians'], ['Gynaecologists'], ['Eye Specialists', ['Opticians', 'Eye Hospitals']]]],
  ['Event Planner & Organizer', [['Birthday Party Planners'], ['Corporate Event Planners'], ['Decorators', ['Balloon Decorators', 'Flower Decorators']], ['DJs']]],
  ['Fitness', [['Gyms', ['Unisex Gyms', 'Ladies Gyms']], ['Yoga Classes'], ['Zumba Classes'], ['Personal Trainers']]],
  ['Courier Services', [['Domestic Courier'], ['International Courier'], ['Packers & Movers', ['Home Shifting', 'Office Relocation']]]],
  ['Pet Shops', [['Pet Food'], ['Pet Grooming'], ['Veterinary Clinics'], ['Pet Boarding']]],
  ['Beauty & Spa', [['Beauty Parlours', ['Bridal Makeup', 'Hair Styling']], ['Spas', ['Ayurvedic Massage', 'Thai Massage']], ['Salons'], ['Nail Studios']]],
  ['Daily Needs', [['Grocery Stores', ['Kirana Stores', 'Supermarkets']], ['Milk Dairies'], ['Chemists'], ['Fruit & Vegetable Vendors'], ['Laundry Services']]],
  ['Retail Store', [['Clothing Stores', ['Sarees', 'Menswear', 'Kidswear']], ['Electronics Stores', ['Mobile Phones', 'Laptops']], ['Footwear'], ['Jewellery Shops', ['Gold', 'Silver']]]],
  ['Healthcare', [['Hospitals'], ['Diagnostic Centres', ['Pathology Labs', 'Radiology']], ['Physiotherapists'], ['Ayurvedic Doctors']]],
  ['Automotive', [['Car Repair', ['Denting & Painting', 'Car Service']], ['Two-wheeler Repair'], ['Car Dealers', ['New Cars', 'Used Cars']], ['Tyre Shops']]],
  ['Manufacturing', [['Textile Manufacturers'], ['Packaging Manufacturers'], ['Furniture Manufacturers'], ['Machinery Manufacturers']]],
  ['Professional Services', [['Lawyers', ['Property Lawyers', 'Family Lawyers']], ['Architects'], ['Digital Marketing Agencies'], ['Web Designers'], ['Photographers']]],
  ['Home Services', [['Electricians'], ['Plumbers'], ['Carpenters'], ['Pest Control'], ['AC Repair & Service']]],
  ['Travel & Tourism', [['Travel Agents', ['Domestic Tours', 'International Tours']], ['Taxi Services'], ['Bus Ticketing'], ['Visa Consultants']]],
];
