/** Every string the Property Search page shows: title, address input, suggestions, search states (spec 2 §2). */
export const SEARCH_TEXT = {
  title: 'Property Search',
  subtitle: 'Look up any NYC property by address for enrichment data, investment metrics and legal-status flags.',
  inputLabel: 'Property address',
  placeholder: 'Enter an address, e.g. 418 Halsey Street, Brooklyn, NY 11233',
  dropdownHeading: 'Select an address',
  submit: 'Search',
  searching: 'Searching...',
  terminalTitle: 'Property Data Enrichment',
  resultsTitle: 'Search Results',
  noResultsTitle: 'No Properties Found',
  noResultsDescription: 'No property matched that address. Check the spelling or try a nearby address.',
  initialTitle: 'Find Your Next Investment',
  initialDescription: 'Search an address to see lot data, violations, comparables, neighborhood data and investment metrics.',
} as const;

/**
 * The steps the enrichment terminal lists while a search runs: what the server looks up
 * for an address (the app may pass its own live log instead).
 */
export const DEFAULT_ENRICHMENT_STEPS: readonly string[] = [
  'Resolving address and BBL',
  'Reading PLUTO lot and building data',
  'Checking HPD, ECB and DOB records and 311 complaints',
  'Collecting comparable sales',
  'Loading neighborhood and school data',
  'Checking evictions, liens and court records',
  'Calculating investment metrics',
];
