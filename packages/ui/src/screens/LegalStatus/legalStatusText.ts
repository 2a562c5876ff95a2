/** Every string the Legal Status page shows: title, tab labels, loading, empty and error states (spec 2 §2, §8). */
export const LEGAL_PAGE_TEXT = {
  title: 'Legal Status',
  subtitle: 'Evictions, foreclosures, tax liens and probate on your properties.',
  liveTab: 'Live Data System',
  samplesTab: 'Sample Properties',
  /** Names no model: the text may be the built-in template's; each item says who wrote it. */
  feedbackTab: 'Summary Feedback',
  loading: 'Loading live property data...',
  empty: 'No properties found...',
  samplesNote:
    'Sample data: invented properties run through the demo legal rules (price above $700,000 or a Bronx address adds a sample foreclosure and tax lien). Not records of any real property.',
  legalDetails: 'Legal Details',
  legalIssues: 'Legal Issues',
  feedbackEmpty: 'No summary feedback has been written yet.',
  requestFeedback: 'Request a summary',
  requesting: 'Requesting...',
  loadError: 'Could not load your properties',
  statusUnknown: 'Legal status not checked',
  noPublicRecord: 'No public-record data imported for this lot',
  readingRecords: 'Reading public records...',
  lockedRecords: (plan: string) =>
    `Evictions, tax and water liens and foreclosure records are part of advanced enrichment, from the ${plan} plan. Your properties are listed; their legal records are not read on your plan, so none is called clear.`,
  recordReadFailed: (message: string) => `Could not read the public record: ${message}`,
  filtersLabel: 'Filter properties',
  searchLabel: 'Search properties',
  searchPlaceholder: 'Address, city, ZIP or BBL',
  orderLabel: 'Order',
  flaggedOnly: 'Only properties with legal records',
  noMatch: 'No properties match these filters.',
  clearFilters: 'Clear filters',
  pagerLabel: 'Legal status pages',
  pagerItems: 'properties',
  orders: {
    'flags-desc': 'Most legal records first',
    'address-asc': 'Address A–Z',
    'address-desc': 'Address Z–A',
    'addedAt-desc': 'Newest first',
  },
} as const;

/** The live list's orders: sort key and direction as the server takes them. */
export const LEGAL_LIST_ORDERS = ['flags-desc', 'address-asc', 'address-desc', 'addedAt-desc'] as const;
export type LegalListOrder = (typeof LEGAL_LIST_ORDERS)[number];

export const LEGAL_PAGE_TABS = ['live', 'samples', 'feedback'] as const;
export type LegalPageTab = (typeof LEGAL_PAGE_TABS)[number];
