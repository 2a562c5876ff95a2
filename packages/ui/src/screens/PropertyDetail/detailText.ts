import { endSentence } from '@rei/engine';

/** Every string the property detail page shows: loading, error and not-found states, headings and actions (spec 2 §2, §8). */
export const DETAIL_TEXT = {
  loading: 'Loading property...',
  errorTitle: 'Error Loading Property',
  errorMessage: (message: string) => `Failed to load property data: ${message}`,
  notFoundTitle: 'Property Not Found',
  notFoundMessage: "The property you're looking for could not be found.",
  backToSearch: 'Back to Search',
  backToDashboard: 'Back to Dashboard',
  metricsCalculated: 'Metrics Calculated',
  legalIssues: 'Legal Issues',
  publicRecordOnly: 'Public record only',
  demoData: 'Demo data',
  /** What the unit of the search means for the page (`PropertyUnit`). */
  unitNote: (unit: { designator: string; kind: 'condo-lot' | 'apartment' }, bbl: string | null) =>
    unit.kind === 'apartment'
      ? `Apartment ${unit.designator} is not a tax lot of its own in the data (a co-op or rental apartment): this page is the building's lot${bbl ? ` (BBL ${bbl})` : ''}, and its records are the whole building's.`
      : `Unit ${unit.designator} is a condominium unit with its own tax lot${bbl ? ` (BBL ${bbl})` : ''}: its sales and records on this page are the unit's own; the building's other units are separate lots.`,
  legalDetails: 'Legal Details',
  investmentAnalysis: 'Investment Analysis',
  investmentNotAvailable: 'Investment Analysis Not Available',
  investmentNotAvailableHint: 'Metrics could not be calculated for this property.',
  /** Beside a property without its own price or rent: where the figures of an analysis come from then. */
  investmentFromCalculators:
    'These figures are the property’s own. The calculators start from its public record instead (the last sale, a market rent from comparables), each value with its source, and every saved deal keeps its own figures — see the deals on this page.',
  generateStrategy: 'Generate strategy in the calculator',
  neighborhoodNotAvailable: 'Neighborhood data not available for this property.',
  searchMore: 'Search More Properties',
  viewPortfolio: 'View Portfolio',
  marketAnalysis: 'Market Analysis',
  comparablesFound: 'Comparables Found',
  avgPricePerSqFt: 'Avg Price/Sq Ft',
  avgSalePrice: 'Avg Sale Price',
  /**
   * The criteria carry the market-sale rule (engine `MARKET_SALE_RULE`); the sentence does not say
   * it again. The server's criteria end with their own full stop: the sentence ends with one.
   */
  comparablesMethod: (counted: number | null | undefined, found: number | null | undefined, criteria: string) =>
    endSentence(`Averaged over the ${counted ?? 0} market sales of ${found ?? 0} comparable sales found; criteria: ${criteria}`),
  noComparables: 'No comparable sales found for this property.',
  strategyPending: 'Strategy analysis is not available until metrics are calculated.',
  noStrategy: 'No strategy analysis has been generated for this property yet.',
  noNarrative: 'No narrative available for this property.',
  noWaterLiens: 'No water liens on record.',
  noEnhancedData: 'No additional information from other sources.',
} as const;

/** The detail page's five tabs, in order: Overview, Investment, Neighborhood, NYC Data, Summary (spec 2 §2). */
export const PROPERTY_DETAIL_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'investment', label: 'Investment' },
  { value: 'neighborhood', label: 'Neighborhood' },
  { value: 'nyc-data', label: 'NYC Data' },
  { value: 'summary', label: 'Summary' },
] as const;
export type PropertyDetailTab = (typeof PROPERTY_DETAIL_TABS)[number]['value'];

/** Paths the page links to. */
export const DETAIL_PATHS = {
  dashboard: '/dashboard',
  search: '/property-search',
} as const;

/** Words of the property page's "Recent record changes" list (GET /api/properties/{id}/events). */
export const RECORD_CHANGES_TEXT = {
  title: 'Recent record changes',
  since: (day: string) => `Since ${day}`,
  loading: 'Loading the changes to this lot’s public record…',
  loadError: 'Could not load the record changes',
  empty: 'No changes to this lot’s public record',
  emptyHint: 'When a refresh or an import of NYC data changes this lot (a new violation, a sale, a permit), it is listed here.',
  from: (dataset: string) => `From ${dataset}`,
} as const;
