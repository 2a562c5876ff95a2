/**
 * What the Screening screen shows, in the shapes the API answers (contract/screens.ts), and the
 * criteria the builder offers, each with the dataset it rests on.
 */
import { BOROUGH_CODES, BOROUGH_NAMES, type BoroughCode } from '@rei/engine';

/** The criteria of a list as the API takes them (`filters`). */
export type ScreenFiltersView = Readonly<Record<string, unknown>>;

export interface ScreenDatasetView {
  readonly name: string;
  readonly title: string;
  readonly asOf: string | null;
  readonly importedAt: string;
}

/** A count preview's answer. */
export interface ScreenCountView {
  readonly count: number;
  readonly limit: number;
  readonly datasets: readonly ScreenDatasetView[];
}

export type ScreenStateView = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

export interface ScreenSummaryView {
  readonly id: number;
  readonly name: string;
  readonly strategyType: string;
  readonly state: ScreenStateView;
  readonly matched: number | null;
  readonly screened: number;
  readonly passing: number | null;
  readonly datasets: readonly ScreenDatasetView[];
  readonly error: string | null;
  readonly buyBox: Readonly<Record<string, number>> | null;
}

export interface ScreenInputView {
  readonly value: number;
  readonly estimated: boolean;
  readonly source: string;
}

export interface ScreenCheckView {
  readonly metric: string;
  readonly label: string;
  readonly comparison: '≥' | '≤';
  readonly threshold: number;
  readonly value: number | null;
  readonly status: 'pass' | 'fail' | 'not_defined' | 'not_applicable';
}

export interface ScreenResultView {
  readonly bbl: string;
  readonly address: string | null;
  readonly borough: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly facts: Readonly<Record<string, string | number | null>>;
  readonly inputs: Readonly<Record<string, ScreenInputView>>;
  readonly outputs: Readonly<Record<string, number | null>> | null;
  readonly skipped: string | null;
  readonly passes: boolean | null;
  readonly checks: readonly ScreenCheckView[];
}

export type ScreenStrategyView = 'buy_hold' | 'fix_flip' | 'wholesale' | 'brrr';
export const SCREEN_STRATEGIES: readonly { value: ScreenStrategyView; label: string }[] = [
  { value: 'buy_hold', label: 'Buy & Hold' },
  { value: 'fix_flip', label: 'Fix & Flip' },
  { value: 'wholesale', label: 'Wholesale' },
  { value: 'brrr', label: 'BRRRR' },
];

/** The buy-box thresholds the run form offers (the engine's buy-box metrics). */
export const SCREEN_BUY_BOX_FIELDS = [
  { key: 'cashOnCash', label: 'Cash-on-cash at least (%)' },
  { key: 'capRate', label: 'Cap rate at least (%)' },
  { key: 'dscr', label: 'DSCR at least' },
  { key: 'monthlyCashFlow', label: 'Monthly cash flow at least ($)' },
  { key: 'profit', label: 'Profit at least ($, flips)' },
  { key: 'price', label: 'Price at most ($)' },
] as const;

export type CriterionKind = 'number' | 'date' | 'list' | 'text' | 'flag';

/** One criterion the builder offers: the filter key, its words, its input, and its dataset. */
export interface CriterionField {
  readonly key: string;
  readonly label: string;
  readonly kind: CriterionKind;
  readonly dataset: string;
  /** For lists: what to type ("B, C0"). */
  readonly hint?: string;
}

/** The criteria in the builder, grouped as an investor thinks of them. */
export const CRITERIA_GROUPS: readonly { title: string; fields: readonly CriterionField[] }[] = [
  {
    title: 'The building (PLUTO)',
    fields: [
      { key: 'buildingClasses', label: 'Building classes (prefixes)', kind: 'list', dataset: 'PLUTO', hint: 'e.g. B, C0' },
      { key: 'unitsMin', label: 'Units at least', kind: 'number', dataset: 'PLUTO' },
      { key: 'unitsMax', label: 'Units at most', kind: 'number', dataset: 'PLUTO' },
      { key: 'yearBuiltMin', label: 'Built in or after', kind: 'number', dataset: 'PLUTO' },
      { key: 'yearBuiltMax', label: 'Built in or before', kind: 'number', dataset: 'PLUTO' },
      { key: 'zipCodes', label: 'ZIP codes', kind: 'list', dataset: 'PLUTO', hint: 'e.g. 11215, 11217' },
      { key: 'zoning', label: 'Zoning (prefixes)', kind: 'list', dataset: 'PLUTO', hint: 'e.g. R6, C4' },
      { key: 'assessedValueMax', label: 'Assessed value at most ($)', kind: 'number', dataset: 'PLUTO' },
      { key: 'ownerName', label: 'Owner name contains', kind: 'text', dataset: 'PLUTO' },
    ],
  },
  {
    title: 'Sales (DOF)',
    fields: [
      { key: 'lastSaleAfter', label: 'Last sale on or after', kind: 'date', dataset: 'DOF sales' },
      { key: 'lastSaleBefore', label: 'Last sale before', kind: 'date', dataset: 'DOF sales' },
      { key: 'lastSalePriceMax', label: 'Last sale price at most ($)', kind: 'number', dataset: 'DOF sales' },
    ],
  },
  {
    title: 'Distress signals',
    fields: [
      { key: 'hpdOpenViolationsMin', label: 'Open HPD violations at least', kind: 'number', dataset: 'HPD violations' },
      { key: 'hpdOpenClassCMin', label: 'Open HPD class C violations at least', kind: 'number', dataset: 'HPD violations' },
      { key: 'dobOpenViolationsMin', label: 'Open DOB violations at least', kind: 'number', dataset: 'DOB violations' },
      { key: 'ecbPenaltyDueMin', label: 'ECB penalties due at least ($)', kind: 'number', dataset: 'DOB ECB violations' },
      { key: 'evictionSince', label: 'Marshal eviction on or after', kind: 'date', dataset: 'Marshal evictions' },
      { key: 'onTaxLienList', label: 'On a tax lien sale list', kind: 'flag', dataset: 'DOF tax lien sale lists' },
    ],
  },
];

export const SCREEN_BOROUGHS: readonly { code: BoroughCode; name: string }[] = BOROUGH_CODES.map((code) => ({ code, name: BOROUGH_NAMES[code] }));

/** The outputs the results table shows per strategy (sortable), with their units. */
export const SCREEN_OUTPUT_COLUMNS: Readonly<Record<ScreenStrategyView, readonly { key: string; label: string; unit: 'money' | 'percent' | 'ratio' }[]>> = {
  buy_hold: [
    { key: 'cashOnCashReturn', label: 'Cash-on-cash', unit: 'percent' },
    { key: 'capRate', label: 'Cap rate', unit: 'percent' },
    { key: 'monthlyCashFlow', label: 'Monthly cash flow', unit: 'money' },
    { key: 'dscr', label: 'DSCR', unit: 'ratio' },
  ],
  brrr: [
    { key: 'actualCashOnCashReturn', label: 'Cash-on-cash', unit: 'percent' },
    { key: 'monthlyNetCashFlow', label: 'Monthly cash flow', unit: 'money' },
    { key: 'cashLeftInDeal', label: 'Cash left in deal', unit: 'money' },
  ],
  fix_flip: [
    { key: 'profit', label: 'Profit', unit: 'money' },
    { key: 'roi', label: 'ROI', unit: 'percent' },
  ],
  wholesale: [
    { key: 'investorProfit', label: 'Investor profit', unit: 'money' },
    { key: 'investorRoi', label: 'Investor ROI', unit: 'percent' },
  ],
};

/** The run form's own fields as the server names them (`body.<key>`), in the form's words. */
const RUN_FIELD_LABELS: Readonly<Record<string, string>> = { name: 'Screen name', strategyType: 'Calculator', presetId: 'Preset', buyBox: 'Buy box', filters: 'Criteria' };

/** A path's last word as a label, for a field the screen has no words for ('monthlyRent' → 'Monthly rent'). */
function pathWords(segment: string): string {
  const words = segment.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The words of a refused field: the criterion's or buy-box threshold's label (as the form shows it), else its path as words. */
function refusedFieldLabel(path: readonly string[]): string | null {
  const [head, key] = path;
  if (head === undefined || head === '') return null;
  if (head === 'filters' && key !== undefined) {
    if (key === 'boroughs') return 'Boroughs';
    const field = CRITERIA_GROUPS.flatMap((group) => group.fields).find((each) => each.key === key);
    return field?.label ?? pathWords(key);
  }
  if (head === 'buyBox' && key !== undefined) {
    const field = SCREEN_BUY_BOX_FIELDS.find((each) => each.key === key);
    return field?.label ?? `${RUN_FIELD_LABELS.buyBox} ${pathWords(key).toLowerCase()}`;
  }
  return RUN_FIELD_LABELS[head] ?? pathWords(path[path.length - 1] ?? head);
}

/**
 * Every per-field reason of a refused count or run, as lines a person reads: the field in the
 * screen's words (a criterion's or buy-box threshold's label: 'DSCR at least'), then the server's reason.
 * Keys are the server's (`body.filters.unitsMin`; without the `body.` prefix too). A reason about
 * the criteria as a whole (`body.filters`: "no lots to screen: PLUTO is not imported…") stands
 * alone, as a sentence.
 */
export function screeningRefusalReasons(fields: Readonly<Record<string, string>> | undefined): string[] {
  return Object.entries(fields ?? {})
    .filter(([, reason]) => reason.trim() !== '')
    .map(([key, reason]) => {
      const path = (key.startsWith('body.') ? key.slice('body.'.length) : key).split('.');
      const label = path.length === 1 && path[0] === 'filters' ? null : refusedFieldLabel(path);
      return label === null ? reason.charAt(0).toUpperCase() + reason.slice(1) : `${label}: ${reason}`;
    });
}
