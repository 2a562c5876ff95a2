/**
 * The words the premium due-diligence sections print the same way in the PDF
 * (pdf/premiumSections.ts) and in the shared web view (html.ts).
 */
import type { DealReportData, PremiumChanges, PremiumReportSection, PremiumState } from './dealReportData';

/** A block's or a statement's state in words. */
export const PREMIUM_STATE_WORDS = { found: 'Found', none_found: 'Checked, none found', not_checked: 'Not checked' } as const satisfies Record<PremiumState, string>;

/** The section headings, in reading order. */
export const PREMIUM_HEADINGS = {
  changes: 'What changed since the previous premium report of this lot',
  blocks: 'Every dataset of the lot, with its source and date',
  ownership: 'Ownership',
  otherBuildings: "The owner's other buildings",
  timeline: 'Legal and distress timeline',
  events: 'Events, newest first',
  deal: 'The deal: preset and sensitivity',
} as const;

export const PREMIUM_BLOCKS_NOTE =
  'Each block is found (its facts, each with the dataset and as-of date), checked with none found (the datasets and dates checked), or not checked (which dataset was not imported or could not be reached).';
export const PREMIUM_FIRST_REPORT = 'This is the first premium report of this lot in your organization: there is nothing earlier to compare with.';
export const PREMIUM_NO_EVENT = 'No dated event in the datasets checked above (see each statement for what was and was not checked).';
export const PREMIUM_SENSITIVITY_NOTE = "The middle row and column are the deal's own inputs; each cell changes only those two inputs.";

/** "Nothing changed since report #4 of 2026-11-01…" or "Compared with report #4 of 2026-11-01: 2 difference(s)." */
export function premiumChangesLine(changes: PremiumChanges): string {
  const when = changes.previousCreatedAt.slice(0, 10);
  if (changes.changes.length === 0) return `Nothing changed since report #${changes.previousReportId} of ${when}: the same inputs, results, record, owners and dates.`;
  return `Compared with report #${changes.previousReportId} of ${when}: ${changes.changes.length} difference(s).`;
}

/** What the owner's other buildings came to when none is listed. */
export function premiumNoOtherBuildings(searched: boolean | undefined): string {
  return searched ? 'No other building was found under these names in the sources searched above.' : "Not checked: the owner's other buildings were not searched (see above).";
}

/** Which preset the deal was made with, or that it was made without one. */
export function premiumPresetLine(data: DealReportData, premium: PremiumReportSection): string {
  return premium.preset
    ? `Made with the ${premium.preset.scope === 'organization' ? 'team' : 'personal'} preset "${premium.preset.name}", version ${premium.preset.version}.`
    : `Made without a preset: the inputs are the deal's own (${data.strategy.name}).`;
}

/** The sensitivity table's caption. */
export function premiumSensitivityCaption(s: NonNullable<PremiumReportSection['sensitivity']>): string {
  return `${s.metric} by ${s.rowInput.toLowerCase()} (rows) and ${s.columnInput.toLowerCase()} (columns), recomputed by the engine`;
}
