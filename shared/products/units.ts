/**
 * The fixed unit labels of the product form and the inquiry form (spec 3 §9,
 * spec 2 §9): what a price is "per" and what a buyer wants a quantity of.
 */
export const DEFAULT_UNIT = 'per unit';

export const productUnits = [
  'per unit', 'Nos', 'Pieces', 'Piece', 'Pair', 'Pairs', 'Set', 'Sets', 'Dozen', 'Gross', 'Kg', 'Kilogram', 'Gram', 'Milligram', 'Quintal',
  'Ton', 'Tonne', 'Metric Ton', 'Pound', 'Ounce', 'Litre', 'Liter', 'Millilitre', 'Kilolitre', 'Gallon', 'Barrel', 'Drum', 'Can', 'Bottle',
  'Jar', 'Box', 'Boxes', 'Carton', 'Cartons', 'Case', 'Crate', 'Pack', 'Packet', 'Packets', 'Pouch', 'Sachet', 'Bag', 'Bags', 'Sack',
  'Bundle', 'Bundles', 'Roll', 'Rolls', 'Reel', 'Coil', 'Sheet', 'Sheets', 'Ream', 'Strip', 'Strips', 'Tablet', 'Capsule', 'Vial', 'Ampoule',
  'Tube', 'Unit', 'Units', 'Meter', 'Metre', 'Centimeter', 'Millimeter', 'Kilometer', 'Inch', 'Foot', 'Feet', 'Yard', 'Running Meter',
  'Running Foot', 'Square Meter', 'Square Feet', 'Square Inch', 'Square Yard', 'Acre', 'Hectare', 'Cubic Meter', 'Cubic Feet', 'Brass',
  'Container', "Container 20'", "Container 40'", 'Truck Load', 'Lorry', 'Pallet', 'Pallets', 'Tray', 'Trays', 'Bunch', 'Loaf', 'Slab',
  'Block', 'Blocks', 'Brick', 'Panel', 'Plate', 'Rod', 'Pipe', 'Length', 'Kit', 'Kits', 'Assembly', 'Machine', 'Equipment', 'Device',
  'Vehicle', 'Page', 'Copy', 'Book', 'Card', 'License', 'Seat', 'User', 'Hour', 'Day', 'Week', 'Month', 'Year', 'Visit', 'Session',
  'Project', 'Job', 'Service', 'Event', 'Person', 'Plant', 'Sapling', 'Seed', 'Head', 'Animal', 'Carat', 'Tola', 'Watt', 'Kilowatt',
  'Horsepower', 'KVA', 'Ampere', 'Volt', 'Lot', 'Batch', 'Consignment', 'Shipment', 'Portion', 'Plate (Food)', 'Thali', 'Serving', 'Cup',
] as const;

export type ProductUnit = (typeof productUnits)[number];
export const isProductUnit = (value: string): value is ProductUnit => (productUnits as readonly string[]).includes(value);
