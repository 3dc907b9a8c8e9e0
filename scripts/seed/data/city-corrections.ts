/**
 * Corrections applied on top of country-state-city's India data, keyed by
 * the package's city name (and state code where the name repeats).
 */

/** The spec's URL and label for a city the package names differently. */
export const renamedCities: Record<string, { name: string; slug: string }> = {
  'Bengaluru|KA': { name: 'Bangalore', slug: 'bangalore' },
};

/** Other names people type for a city, old and new: "bombay" should find Mumbai. */
export const cityAliases: Record<string, string[]> = {
  'Mumbai|MH': ['Bombay'],
  'Bengaluru|KA': ['Bengaluru'],
  'Chennai|TN': ['Madras'],
  'Kolkata|WB': ['Calcutta'],
  'Pune|MH': ['Poona'],
  'Vadodara|GJ': ['Baroda'],
  'Thiruvananthapuram|KL': ['Trivandrum'],
  'Cochin|KL': ['Kochi'],
  'Mysuru|KA': ['Mysore'],
  'Puducherry|PY': ['Pondicherry'],
  'Gurgaon|HR': ['Gurugram'],
  'Allahabad|UP': ['Prayagraj'],
  'Kozhikode|KL': ['Calicut'],
  'Mangaluru|KA': ['Mangalore'],
  'Belagavi|KA': ['Belgaum'],
  'Visakhapatnam|AP': ['Vizag'],
  'Varanasi|UP': ['Banaras', 'Benares', 'Kashi'],
  'Panaji|GA': ['Panjim'],
};

/**
 * Coordinates the package has wrong: Jaipur is stored at Rajasthan's rough
 * centre (27.0, 76.0), about 100 km from the city, which would send people in
 * Jaipur to a neighbouring town.
 */
export const coordinateFixes: Record<string, { latitude: number; longitude: number }> = {
  'Jaipur|RJ': { latitude: 26.9124, longitude: 75.7873 },
};
