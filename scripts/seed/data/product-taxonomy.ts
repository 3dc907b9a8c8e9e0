/**
 * The product taxonomy: pcategories → psubcategories → psubsub → product
 * categories (the leaves a product is filed under), for what Indian
 * businesses sell to shops, factories and households.
 */
export const productOutline = `
Agriculture & Food Products
  Rice & Grains
    Basmati Rice: 1121 Basmati Rice, Pusa Basmati Rice, Sella Basmati Rice
    Non-Basmati Rice: Sona Masoori Rice, Ponni Rice, Kolam Rice
    Wheat & Flour: Wheat Grain, Chakki Atta, Maida
    Millets: Ragi, Jowar, Bajra
  Pulses & Lentils
    Dals: Toor Dal, Moong Dal, Chana Dal, Masoor Dal
    Whole Pulses: Kabuli Chana, Rajma, Urad Whole
  Spices & Masala
    Whole Spices: Black Pepper, Cardamom, Cumin Seeds, Cloves
    Ground Spices: Turmeric Powder, Red Chilli Powder, Coriander Powder
    Blended Masala: Garam Masala, Biryani Masala, Sambar Masala
  Edible Oils
    Cooking Oils: Mustard Oil, Groundnut Oil, Sunflower Oil, Rice Bran Oil
    Cold Pressed Oils: Cold Pressed Coconut Oil, Wood Pressed Sesame Oil
  Dry Fruits & Nuts
    Nuts: Cashew Nuts, Almonds, Walnuts, Pistachios
    Dried Fruits: Raisins, Dates, Dried Figs
  Tea & Coffee
    Tea: Assam Tea, Darjeeling Tea, Green Tea
    Coffee: Filter Coffee Powder, Instant Coffee, Coffee Beans
Apparel & Textiles
  Ethnic Wear
    Sarees: Banarasi Sarees, Kanjeevaram Sarees, Cotton Sarees, Chanderi Sarees
    Kurtis & Suits: Cotton Kurtis, Anarkali Suits, Salwar Suits
    Men's Ethnic Wear: Kurta Pyjama, Sherwani, Nehru Jackets
  Western Wear
    T-shirts: Round Neck T-shirts, Polo T-shirts, Printed T-shirts
    Shirts: Formal Shirts, Casual Shirts, Denim Shirts
    Jeans & Trousers: Men's Jeans, Women's Jeans, Chinos
  Fabrics
    Cotton Fabrics: Cambric Fabric, Poplin Fabric, Khadi Fabric
    Silk Fabrics: Raw Silk, Art Silk, Tussar Silk
    Synthetic Fabrics: Polyester Fabric, Rayon Fabric, Lycra Fabric
  Uniforms
    School Uniforms: School Shirts, School Skirts, School Blazers
    Corporate Uniforms: Office Uniforms, Hotel Uniforms, Hospital Uniforms
  Home Textiles
    Bed Linen: Bed Sheets, Pillow Covers, Quilts
    Towels: Bath Towels, Hand Towels
Electronics & Electrical
  Lighting
    LED Lights: LED Bulbs, LED Panel Lights, LED Street Lights
    Decorative Lights: Chandeliers, Wall Lights, String Lights
  Wires & Cables
    House Wires: PVC Insulated Wires, Flexible Wires
    Power Cables: Armoured Cables, Aluminium Cables
  Switches & Sockets
    Modular Switches: Switch Plates, Sockets
    Switchgear: MCB, RCCB, Distribution Boards
  Solar Products
    Solar Panels: Monocrystalline Solar Panels, Polycrystalline Solar Panels
    Solar Inverters: On-grid Inverters, Off-grid Inverters
    Solar Water Heaters: ETC Solar Water Heaters, FPC Solar Water Heaters
  Power Backup
    Inverters: Home Inverters, Sine Wave Inverters
    Batteries: Tubular Batteries, Lithium Batteries
  Consumer Electronics
    Mobile Accessories: Chargers, Power Banks, Earphones
    Televisions: LED TVs, Smart TVs
Industrial Machinery
  Food Processing Machines
    Flour Mills: Domestic Flour Mills, Commercial Flour Mills
    Oil Expellers: Mini Oil Expellers, Screw Oil Expellers
    Packaging Machines: Pouch Packing Machines, Sealing Machines, Filling Machines
  Agricultural Machinery
    Tractors & Implements: Rotavators, Cultivators, Seed Drills
    Harvesters: Combine Harvesters, Reapers
    Irrigation Equipment: Drip Irrigation Systems, Sprinklers
  Construction Machinery
    Concrete Machines: Concrete Mixers, Vibrators
    Lifting Equipment: Hoists, Cranes
  Machine Tools
    Lathe Machines: Heavy Duty Lathes, CNC Lathes
    Drilling Machines: Pillar Drills, Radial Drills
  Pumps & Motors
    Water Pumps: Submersible Pumps, Monoblock Pumps, Centrifugal Pumps
    Electric Motors: Induction Motors, Gear Motors
Building & Construction
  Cement & Concrete
    Cement: OPC Cement, PPC Cement, White Cement
    Ready Mix Concrete: M20 Concrete, M25 Concrete
  Steel & Metals
    TMT Bars: Fe 500 TMT Bars, Fe 550 TMT Bars
    Structural Steel: MS Angles, MS Channels, MS Beams
  Tiles & Flooring
    Ceramic Tiles: Floor Tiles, Wall Tiles
    Stones: Granite, Marble, Kota Stone
  Paints & Coatings
    Wall Paints: Emulsion Paints, Distemper
    Waterproofing: Waterproof Coatings, Sealants
  Sanitaryware
    Bathroom Fittings: Taps, Showers, Wash Basins
    Pipes & Fittings: PVC Pipes, CPVC Pipes, GI Pipes
Health & Medical
  Medicines
    Ayurvedic Medicines: Herbal Supplements, Ayurvedic Oils, Chyawanprash
    Generic Medicines: Tablets, Syrups, Capsules
    Nutraceuticals: Protein Supplements, Multivitamins
  Medical Equipment
    Diagnostic Equipment: BP Monitors, Glucometers, Pulse Oximeters
    Hospital Furniture: Hospital Beds, Wheelchairs, Stretchers
  Medical Consumables
    Disposables: Syringes, Surgical Gloves, Face Masks
    Dressings: Bandages, Cotton Rolls, Gauze
  Personal Care
    Skin Care: Face Wash, Moisturisers, Sunscreen
    Hair Care: Hair Oils, Shampoos
Furniture & Home Decor
  Home Furniture
    Living Room Furniture: Sofa Sets, Centre Tables, TV Units
    Bedroom Furniture: Beds, Wardrobes, Dressing Tables
    Dining Furniture: Dining Tables, Dining Chairs
  Office Furniture
    Office Chairs: Ergonomic Chairs, Executive Chairs, Visitor Chairs
    Office Tables: Workstations, Conference Tables
    Storage: Steel Almirah, Filing Cabinets
  Home Decor
    Wall Decor: Paintings, Wall Clocks, Mirrors
    Handicrafts: Brass Idols, Wooden Handicrafts, Terracotta Items
  Kitchenware
    Cookware: Pressure Cookers, Non-stick Cookware, Kadai
    Dinnerware: Steel Thalis, Dinner Sets, Copper Bottles
Packaging Materials
  Boxes & Cartons
    Corrugated Boxes: 3 Ply Boxes, 5 Ply Boxes, Printed Corrugated Boxes
    Mono Cartons: Pharma Cartons, Food Cartons
  Bags & Pouches
    Paper Bags: Kraft Paper Bags, Printed Paper Bags
    Plastic Pouches: Stand-up Pouches, Zipper Pouches
    Non-woven Bags: D-cut Bags, W-cut Bags
  Packaging Films
    Stretch Films: Pallet Stretch Film, Hand Stretch Film
    Laminates: BOPP Films, Laminated Rolls
  Protective Packaging
    Cushioning: Bubble Wrap, Foam Sheets
    Tapes: BOPP Tapes, Masking Tapes
Automobile Parts & Accessories
  Car Parts
    Engine Parts: Pistons, Gaskets, Spark Plugs
    Brake Parts: Brake Pads, Brake Discs
    Filters: Oil Filters, Air Filters
  Two-wheeler Parts
    Bike Engine Parts: Clutch Plates, Chain Sprockets
    Bike Accessories: Helmets, Seat Covers, Bike Covers
  Tyres & Batteries
    Tyres: Car Tyres, Bike Tyres, Truck Tyres
    Vehicle Batteries: Car Batteries, Bike Batteries
  Lubricants
    Engine Oils: Car Engine Oil, Bike Engine Oil
    Greases: Lithium Grease, Industrial Grease
Chemicals & Plastics
  Industrial Chemicals
    Acids: Sulphuric Acid, Hydrochloric Acid, Nitric Acid
    Solvents: Acetone, Isopropyl Alcohol, Toluene
  Agro Chemicals
    Fertilisers: Urea, DAP, Organic Fertilisers
    Pesticides: Insecticides, Fungicides, Herbicides
  Plastic Raw Materials
    Polymers: HDPE Granules, PP Granules, PVC Resin
    Masterbatches: White Masterbatch, Black Masterbatch
  Plastic Products
    Household Plastics: Plastic Buckets, Plastic Chairs, Water Tanks
    Industrial Plastics: Plastic Crates, Plastic Drums
Jewellery & Accessories
  Gold Jewellery
    Necklaces: Gold Chains, Mangalsutra, Temple Jewellery
    Rings & Earrings: Gold Rings, Jhumkas, Studs
  Silver Jewellery
    Silver Ornaments: Anklets, Silver Bangles, Toe Rings
    Silver Articles: Silver Coins, Pooja Items
  Fashion Jewellery
    Imitation Jewellery: Kundan Sets, Oxidised Jewellery, American Diamond Sets
    Bangles: Glass Bangles, Lac Bangles
  Bags & Wallets
    Handbags: Leather Handbags, Jute Bags, Clutches
    Wallets: Men's Wallets, Card Holders
Office & School Supplies
  Stationery
    Paper Products: Notebooks, A4 Paper, Registers
    Writing Instruments: Ball Pens, Gel Pens, Pencils
  Office Equipment
    Printers & Copiers: Laser Printers, Photocopiers
    Office Machines: Currency Counting Machines, Paper Shredders
  School Supplies
    School Bags: Backpacks, Trolley Bags
    Art Supplies: Crayons, Water Colours, Drawing Books
  Books
    Academic Books: NCERT Books, Competitive Exam Books
    General Books: Novels, Children's Books
Beauty & Personal Care
  Cosmetics
    Makeup: Lipsticks, Kajal, Foundation
    Nail Care: Nail Polish, Nail Remover
  Herbal Products
    Herbal Cosmetics: Herbal Face Packs, Aloe Vera Gel, Ubtan
    Essential Oils: Lavender Oil, Tea Tree Oil, Eucalyptus Oil
  Salon Supplies
    Salon Equipment: Salon Chairs, Hair Dryers, Hair Straighteners
    Salon Products: Hair Colour, Wax, Facial Kits
  Fragrances
    Perfumes: Attar, Deodorants, Body Mists
    Incense: Agarbatti, Dhoop, Camphor
Sports & Fitness Goods
  Gym Equipment
    Cardio Machines: Treadmills, Exercise Bikes, Cross Trainers
    Strength Equipment: Dumbbells, Weight Plates, Multi Gyms
  Sports Goods
    Cricket Equipment: Cricket Bats, Cricket Balls, Cricket Pads
    Racquet Sports: Badminton Racquets, Shuttlecocks, Table Tennis Bats
    Football & Volleyball: Footballs, Volleyballs, Goal Posts
  Yoga & Fitness Accessories
    Yoga Accessories: Yoga Mats, Yoga Blocks
    Fitness Accessories: Resistance Bands, Skipping Ropes, Gym Gloves
Handicrafts & Gifts
  Traditional Handicrafts
    Wooden Crafts: Wooden Toys, Carved Boxes, Sandalwood Crafts
    Metal Crafts: Dhokra Art, Bidriware, Brass Lamps
    Textile Crafts: Madhubani Paintings, Phulkari, Block Printed Textiles
  Pottery & Ceramics
    Pottery: Terracotta Pots, Clay Diyas, Blue Pottery
  Corporate Gifts
    Gift Sets: Diwali Gift Hampers, Dry Fruit Boxes, Pen Gift Sets
    Trophies & Awards: Trophies, Mementos, Medals
  Festive Decor
    Festival Items: Rangoli Colours, Toran, Decorative Diyas
`;

/** The product mains' images and descriptions. */
export const productMainDetails: Record<string, { icon: string; hue: number; description: string }> = {
  'Agriculture & Food Products': { icon: 'leaf', hue: 95, description: 'Rice, atta, dals, spices, edible oils, dry fruits, tea and coffee from Indian growers, millers and wholesalers.' },
  'Apparel & Textiles': { icon: 'shirt', hue: 330, description: 'Sarees, kurtis, shirts, T-shirts, uniforms, fabrics and home textiles from manufacturers and wholesalers.' },
  'Electronics & Electrical': { icon: 'bolt', hue: 48, description: 'LED lights, wires and cables, switchgear, solar panels, inverters, batteries and consumer electronics.' },
  'Industrial Machinery': { icon: 'gear', hue: 205, description: 'Flour mills, oil expellers, packaging machines, farm machinery, machine tools, pumps and motors.' },
  'Building & Construction': { icon: 'crane', hue: 32, description: 'Cement, TMT bars, structural steel, tiles, stones, paints, waterproofing, sanitaryware and pipes.' },
  'Health & Medical': { icon: 'cross', hue: 355, description: 'Ayurvedic and generic medicines, supplements, diagnostic equipment, hospital furniture and consumables.' },
  'Furniture & Home Decor': { icon: 'sofa', hue: 22, description: 'Home and office furniture, steel almirahs, wall decor, handicrafts, cookware and dinnerware.' },
  'Packaging Materials': { icon: 'parcel', hue: 30, description: 'Corrugated boxes, cartons, paper and plastic bags, pouches, stretch films, bubble wrap and tapes.' },
  'Automobile Parts & Accessories': { icon: 'car', hue: 215, description: 'Car and two-wheeler spare parts, tyres, batteries, engine oils, helmets and accessories.' },
  'Chemicals & Plastics': { icon: 'flask', hue: 175, description: 'Industrial acids and solvents, fertilisers, pesticides, polymers, masterbatches and plastic products.' },
  'Jewellery & Accessories': { icon: 'gem', hue: 45, description: 'Gold, silver and imitation jewellery, bangles, handbags and wallets.' },
  'Office & School Supplies': { icon: 'pen', hue: 225, description: 'Notebooks, paper, pens, printers, office machines, school bags, art supplies and books.' },
  'Beauty & Personal Care': { icon: 'flower', hue: 315, description: 'Cosmetics, herbal products, essential oils, salon equipment and products, perfumes and agarbatti.' },
  'Sports & Fitness Goods': { icon: 'dumbbell', hue: 110, description: 'Treadmills, dumbbells, cricket bats, badminton racquets, footballs, yoga mats and fitness accessories.' },
  'Handicrafts & Gifts': { icon: 'gift', hue: 280, description: 'Wooden, metal and textile handicrafts, pottery, corporate gifts, trophies and festive decor.' },
};

/** The product categories flagged popular (GET /pcategories/all?popular=true), in order: what Indian buyers look for most. */
export const popularProductCategoryTitles = [
  'Agriculture & Food Products',
  'Apparel & Textiles',
  'Electronics & Electrical',
  'Industrial Machinery',
  'Building & Construction',
  'Health & Medical',
  'Furniture & Home Decor',
  'Jewellery & Accessories',
];
