/**
 * The product's specification keys (spec 3 §3) and which conditional group
 * a product's categories show (spec 3 §4). Values are free text, except the
 * few keys with fixed choices.
 */
export const standardSpecKeys = [
  'type',
  'usage',
  'modelNameNumber',
  'varietyAvailable',
  'capacity',
  'automaticGrade',
  'regionOfOrigin',
  'productCode',
  'workingSpeed',
  'packagingType',
  'frequency',
  'carryBagMaterial',
  'minimumOrderQuantity',
  'regionOfOrigin2',
  'dimension',
  'size',
  'priceAndQuantity',
  'bodyMaterial',
  'maximumOrderQuantity',
  'stateOfOrigin',
  'drivenType',
  'fobPort',
  'additionalDetails',
  'voltage',
  'productionCapacity',
  'countryOfOrigin',
  'output',
  'samplePolicy',
  'qualityAvailable',
  'frequencyHz',
  'deliveryTime',
  'speciality',
  'texture',
  'sampleAvailable',
  'features',
  'material',
  'productServiceCode',
  'averageLength',
  'supplyAbility',
  'mainExportMarkets',
  'storageInstructions',
  'warranty',
  'variety',
  'averageWidth',
  'paymentTerms',
  'certifications',
  'brandName',
  'netWeight',
  'color',
  'averageHeight',
  'manufacturedBy',
  'featuresAdditional',
  'iDealIn',
  'year',
  'form',
  'mainDomesticMarket',
  'bagType',
  'manufacturer',
  'packagingSize',
] as const;

export const machineSpecKeys = ['transmissionFrequency', 'hornSize', 'machineType', 'maskType', 'powerConsumption', 'phase', 'powerSource', 'weightKg'] as const;

export const foodSpecKeys = [
  'polished',
  'broken',
  'bestBefore',
  'cuisineType',
  'moisture',
  'organic',
  'purity',
  'protein',
  'energy',
  'fat',
  'vitaminB6',
  'calcium',
  'damage',
  'dryingMethod',
  'physicalForm',
  'isFSSAICertified',
  'waterAbsorption',
  'isItOrganic',
  'cultivationType',
  'dietaryFiber',
  'vegProtein',
  'protien',
  'fatContent',
  'crudeFiber',
  'totalAsh',
  'acidInsolubleAsh',
  'smellAndTaste',
  'density',
  'sieveAnalysis',
  'totalPlateCount',
  'coliform',
  'salmonella',
] as const;

export const medicineSpecKeys = [
  'prescriptionType',
  'dose',
  'perStrip',
  'strength',
  'manufacturer',
  'purity',
  'doseStrength',
  'molecularFormula',
  'usageApplication',
  'composition',
  'manufacturingProcess',
  'packagingSize',
  'sideEffects',
  'casNumber',
  'typeOfMedicines',
  'gradeStandard',
  'dealsIn',
  'appearance',
  'treatment',
  'apiForm',
  'brandName',
  'material',
  'sterilization',
] as const;

/** Every key a product's specifications may hold. */
export const allSpecKeys: readonly string[] = [...new Set<string>([...standardSpecKeys, ...machineSpecKeys, ...foodSpecKeys, ...medicineSpecKeys])];

/** Keys whose value is picked from a list. */
export const specChoices: Partial<Record<string, readonly string[]>> = {
  polished: ['Fully Polished', 'Partial Polished', 'Unpolished'],
  broken: ['Yes', 'No'],
  prescriptionType: ['Prescription', 'Non-prescription', 'OTC'],
};

/** Labels that the camelCase key does not spell out well. */
const LABEL_OVERRIDES: Record<string, string> = {
  modelNameNumber: 'Model Name/Number',
  regionOfOrigin2: 'Region of Origin (2)',
  fobPort: 'FOB Port',
  frequencyHz: 'Frequency (Hz)',
  iDealIn: 'I Deal In',
  weightKg: 'Weight (Kg)',
  vitaminB6: 'Vitamin B6',
  damage: 'Damage (%)',
  isFSSAICertified: 'Is FSSAI Certified',
  protien: 'Protein (per 100 g)',
  casNumber: 'CAS Number',
  apiForm: 'API Form',
  featuresAdditional: 'Additional Features',
};

/** 'minimumOrderQuantity' → 'Minimum Order Quantity'. */
export function specLabel(key: string): string {
  const known = LABEL_OVERRIDES[key];
  if (known) return known;
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export type SpecGroup = 'machine' | 'food' | 'medicine';

const GROUP_WORDS: Record<SpecGroup, readonly string[]> = {
  machine: ['machine'],
  food: ['food', 'rice', 'cereal'],
  medicine: ['medicine', 'pharma', 'drug'],
};

export const specGroupKeys: Record<SpecGroup, readonly string[]> = { machine: machineSpecKeys, food: foodSpecKeys, medicine: medicineSpecKeys };
export const specGroupLabels: Record<SpecGroup, string> = { machine: 'Machine Specifications', food: 'Food Specifications', medicine: 'Medicine Specifications' };

/** The groups shown for the chosen categories: by a case-insensitive substring of any title (spec 3 §4). */
export function conditionalSpecGroups(categoryTitles: readonly string[]): SpecGroup[] {
  const titles = categoryTitles.map((title) => title.toLowerCase());
  return (Object.keys(GROUP_WORDS) as SpecGroup[]).filter((group) => GROUP_WORDS[group].some((word) => titles.some((title) => title.includes(word))));
}
