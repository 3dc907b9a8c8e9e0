/**
 * What every city list item stores of a city (the nearest-city grid, the
 * type-ahead's rows and the catalogue's buckets): an ElectroDB map's properties.
 */
export const cityPlaceProperties = {
  slug: { type: 'string', required: true },
  name: { type: 'string', required: true },
  stateId: { type: 'string', required: true },
  stateName: { type: 'string', required: true },
  latitude: { type: 'number', required: true },
  longitude: { type: 'number', required: true },
  popularRank: { type: 'number', required: true },
} as const;
