/**
 * The deal shapes the deal screens show. They mirror the server's deals contract
 * (packages/server/src/contract/deals.ts) so the app passes API responses straight through.
 */
import { formatCurrency, formatNumber, formatPercent } from '@rei/engine';

export type DealStrategyType = 'buy_hold' | 'fix_flip' | 'wholesale' | 'creative_financing' | 'brrr';

/** Every strategy in menu order. */
export const DEAL_STRATEGIES: readonly DealStrategyType[] = ['buy_hold', 'fix_flip', 'wholesale', 'creative_financing', 'brrr'];

/** What each strategy is called on screen. */
export const DEAL_STRATEGY_LABELS: Readonly<Record<DealStrategyType, string>> = {
  buy_hold: 'Buy & Hold',
  fix_flip: 'Fix & Flip',
  wholesale: 'Wholesale',
  creative_financing: 'Creative Financing',
  brrr: 'BRRRR',
};

export interface DealPerson {
  readonly id: number;
  readonly name: string;
}

export interface DealPropertyView {
  readonly id: number;
  readonly address: string;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip: string | null;
}

export type DealHeadlineUnit = 'money' | 'percent' | 'ratio' | 'months' | 'years' | 'count';

/** A headline figure: what it is, its value (null when it cannot be computed) and unit. */
export interface DealHeadlineView {
  readonly key: string;
  readonly label: string;
  readonly value: number | null;
  readonly unit: DealHeadlineUnit;
}

export interface DealInputSourceView {
  readonly kind: string;
  readonly label: string;
  readonly note: string | null;
}

/** One buy box criterion checked against a deal: the deal's number, the threshold and the outcome. */
export interface BuyBoxCheckView {
  readonly metric: string;
  readonly label: string;
  readonly comparison: '≥' | '≤';
  readonly threshold: number;
  readonly value: number | null;
  readonly status: 'pass' | 'fail' | 'not_defined' | 'not_applicable';
}

/** A deal checked against the buy box in force (the caller's own, or the organization's). */
export interface DealBuyBoxView {
  readonly scope: 'personal' | 'organization';
  readonly passes: boolean;
  readonly checks: readonly BuyBoxCheckView[];
}

export interface DealSummaryView {
  readonly id: number;
  readonly name: string;
  readonly strategyType: DealStrategyType;
  readonly property: DealPropertyView | null;
  readonly createdBy: DealPerson | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly currentVersion: number;
  readonly headlines: readonly DealHeadlineView[];
  /** Pass / fail per buy box criterion; null or absent when no buy box is in force. */
  readonly buyBox?: DealBuyBoxView | null;
}

export interface DealVersionListItem {
  readonly dealId: number;
  readonly version: number;
  readonly strategyId: number;
  readonly author: DealPerson | null;
  readonly createdAt: string;
  readonly comment: string | null;
  readonly engineVersion: string;
}

export interface DealVersionView extends DealVersionListItem {
  readonly sentInputs: Readonly<Record<string, unknown>>;
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly inputSources: Readonly<Record<string, DealInputSourceView>>;
  readonly outputs: Readonly<Record<string, unknown>>;
}

export interface DealView extends DealSummaryView {
  readonly current: DealVersionView;
  /** Whether the viewer may save, rename or delete it (an analyst only their own deals); absent = yes. */
  readonly canEdit?: boolean;
}

export interface DealFieldChangeView {
  readonly field: string;
  readonly from: unknown;
  readonly to: unknown;
  /** `to − from` when both are numbers. */
  readonly difference: number | null;
}

export interface DealDiffView {
  readonly dealId: number;
  readonly from: number;
  readonly to: number;
  readonly inputs: readonly DealFieldChangeView[];
  readonly outputs: readonly DealFieldChangeView[];
}

export interface DealRecomputeView {
  readonly dealId: number;
  readonly version: number;
  readonly savedEngineVersion: string;
  readonly currentEngineVersion: string;
  readonly moved: boolean;
  readonly changes: readonly DealFieldChangeView[];
  readonly outputs: Readonly<Record<string, unknown>>;
}

/** Whether a larger value of a field is good, bad, or neither for the investor. */
export type FieldDirection = 'higherIsBetter' | 'lowerIsBetter' | 'neutral';

/** "Monthly Cash Flow" from "monthlyCashFlow" or "monthly_cash_flow". */
export function humanizeField(field: string): string {
  const words = field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    // digits are a word of their own ("meets70PercentRule" → "meets 70 percent rule")
    .replace(/([a-z])([0-9])/gi, '$1 $2')
    .trim()
    .toLowerCase();
  if (!words) return field;
  const named = words.replace(ACRONYMS, (acronym) => acronym.toUpperCase());
  return named.charAt(0).toUpperCase() + named.slice(1);
}

/** Abbreviations investors write in capitals ("DSCR", not "Dscr"). */
const ACRONYMS = /\b(dscr|roi|arv|noi|ltv|dof|nyc|hoa|irr)\b/g;

const PERCENT_WORDS = /(percent|rate|roi|yield|return|ratio|margin|cap|cash ?on ?cash|coc|ltv|vacancy|appreciation)/i;
const MONEY_WORDS = /(price|cost|costs|rent|income|cash|flow|profit|value|arv|payment|loan|amount|tax|insurance|maintenance|fee|budget|equity|expenses|noi|balance|down|capital|spread|reserve|utilities|hoa|offer|contingency)/i;
const COUNT_WORDS = /(months?|years?|term|units|count|period|days)\b/i;
/** Words that make a figure an amount of money even beside a rate word ("vacancy loss", "down payment"). */
const AMOUNT_WORDS = /\b(loss|amount|payment|price|costs?|fee)\b/i;

/** The unit a field's name implies: "monthlyRent" → money, "capRate" → percent, "loanTermYears" → count. */
export function unitOfField(field: string): DealHeadlineUnit | 'text' {
  const words = humanizeField(field);
  // A field named "…percent" is a share whatever else its name says ("down payment percent").
  if (/\bpercent\b/i.test(words)) return 'percent';
  if (/ratio|dscr/i.test(words) && !/loan to value/i.test(words)) return 'ratio';
  if (AMOUNT_WORDS.test(words) && !/\brate\b/i.test(words)) return 'money';
  if (COUNT_WORDS.test(words) && !/payment|cash|cost/i.test(words)) return 'count';
  if (PERCENT_WORDS.test(words) && !/price|cash flow|payment|amount|value\b/i.test(words)) return 'percent';
  if (MONEY_WORDS.test(words)) return 'money';
  return 'text';
}

/** A value formatted for its unit; null, undefined and non-finite numbers show as "—". */
export function formatDealFigure(value: unknown, unit: DealHeadlineUnit | 'text'): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '—';
    switch (unit) {
      case 'money':
        return formatCurrency(value);
      case 'percent':
        return formatPercent(value, 2);
      case 'ratio':
        return `${formatNumber(value, { decimals: 2 })}×`;
      case 'months':
        return `${formatNumber(value)} mo`;
      case 'years':
        return `${formatNumber(value)} yr`;
      default:
        return formatNumber(value, { decimals: Number.isInteger(value) ? 0 : 2 });
    }
  }
  // Engine words such as "high_risk" read as words.
  if (typeof value === 'string') return /^[a-z]+(_[a-z]+)+$/.test(value) ? humanizeField(value) : value;
  return JSON.stringify(value);
}

/** A signed difference for a unit: "+$120", "−0.40%". Zero shows as "no change". */
export function formatDifference(difference: number, unit: DealHeadlineUnit | 'text'): string {
  if (difference === 0) return 'no change';
  const sign = difference > 0 ? '+' : '−';
  // A change of a rate is in percentage points (5 % → 7 % is +2.00 pts, not +2.00 %).
  if (unit === 'percent') return `${sign}${formatNumber(Math.abs(difference), { decimals: 2 })} pts`;
  return `${sign}${formatDealFigure(Math.abs(difference), unit === 'text' ? 'count' : unit)}`;
}

const LOWER_IS_BETTER = /(cost|expense|tax|insurance|maintenance|vacancy|interest rate|break ?even|payback|fee|loan amount|payment|rehab budget|price)/i;
const HIGHER_IS_BETTER = /(cash flow|cashflow|profit|roi|return|yield|cap rate|cash on cash|noi|net operating|equity|dscr|spread|income|rent|arv|after repair|value)/i;

/** Which way is good for a field, read from its name; ambiguous fields are neutral. */
export function directionOfField(field: string): FieldDirection {
  const words = humanizeField(field);
  if (HIGHER_IS_BETTER.test(words) && !/purchase price|total cost/i.test(words)) return 'higherIsBetter';
  if (LOWER_IS_BETTER.test(words)) return 'lowerIsBetter';
  return 'neutral';
}

/** What a change means for the investor: better, worse, or neither (inputs and ambiguous outputs). */
export function meaningOfChange(field: string, difference: number | null): 'better' | 'worse' | 'neutral' {
  if (difference === null || difference === 0) return 'neutral';
  const direction = directionOfField(field);
  if (direction === 'neutral') return 'neutral';
  const up = difference > 0;
  return (direction === 'higherIsBetter') === up ? 'better' : 'worse';
}

/** "123 Main St, Brooklyn, NY 11201". */
export function propertyLine(property: DealPropertyView): string {
  const place = [property.city, [property.state, property.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return place ? `${property.address}, ${place}` : property.address;
}

/** A date and time in UTC, e.g. "Nov 28, 2026, 9:40 AM UTC". */
export function formatDealTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(date);
}

/** A headline figure with its unit, or "—" when the figure could not be computed. */
export function formatHeadline(headline: DealHeadlineView): string {
  return formatDealFigure(headline.value, headline.unit);
}
