/** Every string the Cash-flow Audit page shows: title, tabs, run buttons, states and messages (spec 2 §2, §8). */
export const AUDIT_TEXT = {
  title: 'Cash Flow Audit',
  subtitle: 'Check the cash flow recorded for each property against current market data.',
  overviewTab: 'Portfolio Overview',
  propertyTab: 'Property Analysis',
  forecastsTab: 'Forecasts',
  runOrganization: 'Run Organization Audit',
  runningOrganization: 'Running Audit...',
  runProperty: 'Audit This Property',
  runningProperty: 'Auditing...',
  propertiesAudited: 'Properties Audited',
  flaggedProperties: 'Flagged Properties',
  averageDiscrepancy: 'Average Discrepancy',
  auditAccuracy: 'Audit Accuracy',
  noAudit: 'No audit has been run yet. Run Organization Audit to check every property.',
  noProperties: 'No properties found...',
  selectProperty: 'Select a property to see its audit and forecasts.',
  propertyLabel: 'Property',
  noPropertyAudit: 'This property has not been audited yet.',
  noForecasts: 'No forecasts for this property yet.',
  loading: 'Loading audit data...',
  marketRentTitle: 'Market Rent Estimate',
  marketRentMissing: 'No market rent estimate: there is no comparable sale and no price on record for this property.',
  marketRentColumn: 'Market Rent',
  marketRentFallbacks: 'Fallbacks used for the estimate',
  /** The audit's own fallbacks are those of the price and rent it recomputed; the market rent lists its own. */
  figureFallbacks: 'Fallbacks used for the price and rent',
  figureNoFallbacks: (marketFallbacks: number) =>
    marketFallbacks > 0
      ? `None: the price and rent came from the property. The market rent estimate took ${marketFallbacks} fallback${marketFallbacks === 1 ? '' : 's'}, listed with it.`
      : 'None: the price and rent came from the property.',
  auditConfidence: 'Confidence (price and rent)',
  marketRentNoFallbacks: 'None: every input came from the records.',
  forecastMethod: 'How these scenarios were made',
  jobQueued: 'Audit queued: it starts as soon as a worker is free.',
  jobRunning: 'Auditing properties',
  jobFailed: 'The audit failed',
  jobRetry: 'Run the audit again',
  jobRetrying: 'The last attempt stopped; the audit will run again.',
  rowsFilterLabel: 'Filter by address',
  flaggedOnly: 'Flagged only',
  rowsLoading: 'Loading audit rows...',
  noMatchingRows: 'No audited property matches this filter.',
} as const;

/** "312 of 520 properties" */
export function auditProgressText(done: number, total: number | null): string {
  return total === null ? `${done.toLocaleString('en-US')} properties` : `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} properties`;
}

/** Visible words and the text alternative of each discrepancy icon. */
export const DISCREPANCY_TEXT = {
  ok: { label: 'OK', description: 'within 5%' },
  watch: { label: 'Watch', description: 'between 5% and 15%' },
  warning: { label: 'Flagged', description: 'above 15%' },
  /**
   * A warning the discrepancy alone does not give (15 % or less) on an audit not flagged: the
   * recorded figures agree, the market data does not. Not counted as flagged, so not called Flagged.
   */
  review: { label: 'Review', description: 'within 15%, but the market data disagrees' },
} as const;

/** Why an audit is flagged although its own discrepancy is small (the engine's `auditStatus` reasons). */
export const AUDIT_STATUS_REASON_TEXT = {
  'cash-flow-differs': 'recorded cash flow differs from the recomputed one',
  'rent-outside-market-band': 'rent outside the market range',
  'market-cash-flow-differs': 'cash flow at market rent differs by more than 15%',
} as const;

export const AUDIT_TABS = ['overview', 'property', 'forecasts'] as const;
export type AuditTab = (typeof AUDIT_TABS)[number];
