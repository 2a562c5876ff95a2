import { dec, decZero, toMoney, toRatio } from '../money/decimal';
import { formatCompactCurrency, formatCurrency, formatPercent, toFiniteNumber } from '../format/format';
import type { PortfolioCard, PortfolioItem, PortfolioStrategy } from '../domain/portfolio';
import type { Property } from '../domain/property';
import type { StrategyType } from '../domain/strategy';

/** Texts the portfolio card shows. */
export const PORTFOLIO_CARD_TEXT = {
  calculating: 'Calculating...',
  missing: '--',
  /** The summary of an incomplete card whose metrics error is empty (the server always words one). */
  summaryIncomplete: 'Add the purchase price and monthly rent to see investment metrics.',
  /** The price cell's label when the figure is the property's last recorded sale. */
  lastSalePrice: 'Last Sale Price',
  summaryPending: 'Run an analysis to generate an AI-powered investment summary for this property.',
} as const;

export type PortfolioCardState = 'calculating' | 'incomplete' | 'ready';

/** What the card state reads. */
export interface PortfolioMetricsStatus {
  readonly metricsCalculated?: boolean | null;
  readonly metricsError?: string | null;
}

/**
 * Which face the card's metrics show: 'incomplete' when `metricsError` is set (the metrics need
 * an input the property lacks; the message says which), 'ready' when metrics are calculated,
 * otherwise 'calculating'.
 *
 * @example
 * portfolioCardState({ metricsCalculated: false }) // 'calculating'
 * portfolioCardState({ metricsCalculated: false, metricsError: 'Add the monthly rent to see cash flow.' }) // 'incomplete'
 */
export function portfolioCardState(item: PortfolioMetricsStatus): PortfolioCardState {
  if (typeof item.metricsError === 'string' && item.metricsError.trim() !== '') return 'incomplete';
  return item.metricsCalculated === true ? 'ready' : 'calculating';
}

/** The card fields a metric cell may show. */
export type PortfolioCardFieldKey =
  | 'purchasePrice'
  | 'annualNOI'
  | 'monthlyRent'
  | 'cashOnCash'
  | 'rehabCost'
  | 'arv'
  | 'profit'
  | 'repairEstimate'
  | 'assignmentFee';

export interface PortfolioCardField {
  readonly key: PortfolioCardFieldKey;
  readonly label: string;
  readonly format: 'currency' | 'percent';
}

const BUY_HOLD_FIELDS: readonly PortfolioCardField[] = [
  { key: 'purchasePrice', label: 'Purchase Price', format: 'currency' },
  { key: 'annualNOI', label: 'Annual NOI', format: 'currency' },
  { key: 'monthlyRent', label: 'Monthly Rent', format: 'currency' },
  { key: 'cashOnCash', label: 'Cash-on-Cash', format: 'percent' },
];
const FIX_FLIP_FIELDS: readonly PortfolioCardField[] = [
  { key: 'purchasePrice', label: 'Purchase Price', format: 'currency' },
  { key: 'rehabCost', label: 'Rehab Cost', format: 'currency' },
  { key: 'arv', label: 'ARV', format: 'currency' },
  { key: 'profit', label: 'Profit', format: 'currency' },
];
// A wholesale card's price is the wholesaler's contract price; the repair estimate is stored
// under its own name (`repairEstimate`), and the fee is the wholesaler's, never the end
// investor's profit.
const WHOLESALE_FIELDS: readonly PortfolioCardField[] = [
  { key: 'purchasePrice', label: 'Contract Price', format: 'currency' },
  { key: 'arv', label: 'ARV', format: 'currency' },
  { key: 'repairEstimate', label: 'Repair Estimate', format: 'currency' },
  { key: 'assignmentFee', label: 'Assignment Fee', format: 'currency' },
];

/**
 * The four metric cells of a portfolio card for a strategy. Creative financing and BRRR
 * are rental strategies and use the Buy & Hold cells.
 *
 * @example
 * portfolioCardFields('fix_flip').map((f) => f.label) // ['Purchase Price', 'Rehab Cost', 'ARV', 'Profit']
 */
export function portfolioCardFields(strategyType: StrategyType | null | undefined): readonly PortfolioCardField[] {
  if (strategyType === 'fix_flip') return FIX_FLIP_FIELDS;
  if (strategyType === 'wholesale') return WHOLESALE_FIELDS;
  return BUY_HOLD_FIELDS;
}

/** A metric cell as the card shows it. */
export interface PortfolioCardCell {
  readonly key: PortfolioCardFieldKey;
  readonly label: string;
  /** 'Calculating...', '--' for a missing value, or the formatted value. */
  readonly text: string;
  /** On an incomplete card, a missing value's hint: which input the metrics need. */
  readonly hint?: string;
}

type CardValues = Partial<Record<PortfolioCardFieldKey, number | string | null>> &
  PortfolioMetricsStatus & { readonly strategyType?: StrategyType | null; readonly lastSalePrice?: number | string | null };

/**
 * The metric cells of a card in its current state: every cell reads 'Calculating...' while
 * metrics are pending; otherwise each value is formatted (whole dollars; cash-on-cash to 1
 * decimal) and a missing value reads '--'. An incomplete card (metrics need an input the
 * property lacks) shows what is known — the price, else the last recorded sale labelled
 * 'Last Sale Price' — and gives each missing cell the message naming the input. A wholesale
 * card's Repair Estimate reads `repairEstimate` (or `rehabCost` when only that is known); its
 * Assignment Fee reads only `assignmentFee` — the card's `profit` is the end investor's.
 *
 * @example
 * portfolioCardCells({ metricsCalculated: true, purchasePrice: 500000, cashOnCash: null })[3].text // '--'
 */
export function portfolioCardCells(card: CardValues): PortfolioCardCell[] {
  const state = portfolioCardState(card);
  return portfolioCardFields(card.strategyType).map((field) => {
    if (state === 'calculating') return { key: field.key, label: field.label, text: PORTFOLIO_CARD_TEXT.calculating };
    const raw = field.key === 'repairEstimate' ? (card.repairEstimate ?? card.rehabCost) : card[field.key];
    let value = toFiniteNumber(raw);
    let label = field.label;
    // A property without a purchase price still shows its last recorded sale, named as such.
    if (value === null && field.key === 'purchasePrice' && card.strategyType !== 'wholesale') {
      value = toFiniteNumber(card.lastSalePrice);
      if (value !== null) label = PORTFOLIO_CARD_TEXT.lastSalePrice;
    }
    const text =
      value === null ? PORTFOLIO_CARD_TEXT.missing : field.format === 'percent' ? formatPercent(value) : formatCurrency(value);
    if (state === 'incomplete' && value === null) return { key: field.key, label, text, hint: (card.metricsError ?? '').trim() };
    return { key: field.key, label, text };
  });
}

/** What the summary sentence reads. Cap rate and cash-on-cash in percent units; cash flow in USD a month. */
export interface PortfolioSummaryInput extends PortfolioMetricsStatus {
  readonly strategyType?: StrategyType | null;
  readonly capRate?: number | string | null;
  readonly monthlyNetCashFlow?: number | string | null;
  readonly cashOnCash?: number | string | null;
  readonly purchasePrice?: number | string | null;
  readonly rehabCost?: number | string | null;
  readonly arv?: number | string | null;
  readonly profit?: number | string | null;
  /** Wholesale: the wholesaler's assignment fee, USD. */
  readonly assignmentFee?: number | string | null;
}

/**
 * The summary line under a portfolio card: the complete-analysis sentence once metrics
 * are ready, the input the metrics need when incomplete ("Add the monthly rent to see cash
 * flow…", the card's `metricsError`), otherwise the invitation to run an analysis.
 * The sentence speaks of the figures the strategy produces: a rental (buy & hold, BRRRR,
 * creative financing) of cap rate, cash flow and cash-on-cash; a flip of profit on ARV
 * and rehab; a wholesale deal of the wholesaler's assignment fee on the contract price and,
 * apart, the end investor's projected profit (the card's `profit`).
 *
 * @example
 * portfolioSummaryText({ metricsCalculated: true, capRate: 6.25, monthlyNetCashFlow: 1250, cashOnCash: 9.8 })
 * // 'Complete analysis: 6.25% cap rate, $1,250 monthly cash flow and 9.8% cash-on-cash return.'
 */
export function portfolioSummaryText(card: PortfolioSummaryInput): string {
  const state = portfolioCardState(card);
  if (state === 'incomplete') return card.metricsError?.trim() || PORTFOLIO_CARD_TEXT.summaryIncomplete;
  if (state === 'calculating') return PORTFOLIO_CARD_TEXT.summaryPending;
  if (card.strategyType === 'fix_flip') {
    return `Complete analysis: ${formatCurrency(card.profit)} projected profit on a ${formatCurrency(card.arv)} ARV after ${formatCurrency(card.rehabCost)} of rehab.`;
  }
  if (card.strategyType === 'wholesale') {
    const deal = `Complete analysis: ${formatCurrency(card.assignmentFee)} assignment fee on a ${formatCurrency(card.purchasePrice)} contract against a ${formatCurrency(card.arv)} ARV`;
    return toFiniteNumber(card.profit) === null ? `${deal}.` : `${deal}; the end investor's projected profit is ${formatCurrency(card.profit)}.`;
  }
  const capRate = formatPercent(card.capRate, 2);
  const cashFlow = formatCurrency(card.monthlyNetCashFlow);
  const cashOnCash = formatPercent(card.cashOnCash);
  return `Complete analysis: ${capRate} cap rate, ${cashFlow} monthly cash flow and ${cashOnCash} cash-on-cash return.`;
}

const STRATEGY_FALLBACK_KEYS = [
  'purchasePrice',
  'annualNOI',
  'monthlyRent',
  'monthlyNetCashFlow',
  'cashOnCash',
  'rehabCost',
  'arv',
  'profit',
] as const satisfies readonly (keyof PortfolioStrategy & keyof Property)[];

/**
 * The property of a portfolio entry with every missing figure (purchase price, NOI,
 * rent, cash flow, cash-on-cash, rehab, ARV, profit) taken from the saved strategy, and
 * the metrics status taken from the strategy when the property has none.
 *
 * @example
 * resolvePortfolioProperty({ id: 1, property: { address: '1 Main St', metricsCalculated: false }, strategy: { strategyType: 'buy_hold', purchasePrice: 500000, metricsCalculated: true } })
 * // { address: '1 Main St', purchasePrice: 500000, metricsCalculated: true, strategyType: 'buy_hold', ... }
 */
export function resolvePortfolioProperty(
  item: Pick<PortfolioItem, 'property' | 'strategy'>,
): Property & { strategyType: StrategyType } {
  const { property, strategy } = item;
  const resolved: Property & { strategyType: StrategyType } = { ...property, strategyType: strategy?.strategyType ?? 'buy_hold' };
  if (!strategy) return resolved;
  for (const key of STRATEGY_FALLBACK_KEYS) {
    if (resolved[key] == null && strategy[key] != null) resolved[key] = strategy[key];
  }
  resolved.metricsCalculated = property.metricsCalculated || strategy.metricsCalculated;
  if (!resolved.metricsError && strategy.metricsError) resolved.metricsError = strategy.metricsError;
  return resolved;
}

/** The four stat cards of the dashboard. */
export interface DashboardStats {
  /** Properties in the portfolio. */
  readonly properties: number;
  /** Mean cap rate of the properties that have one, percent units to 1 decimal; `null` when none has. */
  readonly avgCapRate: number | null;
  /** Sum of purchase prices (else the last recorded sale; missing counts as 0), USD to cents. */
  readonly totalValue: number;
  /**
   * Properties with strategy advice on their card (a saved deal's, else the property's own): the
   * spec's "Reports" stat, which the dashboard labels "Analyzed". Not the organization's exported
   * report files (GET /api/reports); the name stays because the API's portfolio summary carries it.
   */
  readonly reports: number;
}

/** What the dashboard stats read of each card. */
export type DashboardStatsInput = Pick<PortfolioCard, 'capRate' | 'purchasePrice' | 'strategyAdvice'> & Partial<Pick<PortfolioCard, 'lastSalePrice'>>;

/**
 * The dashboard stat cards: property count, average cap rate (1 decimal, over properties
 * with a cap rate), total value (sum of purchase prices, a property without one counted at its
 * last recorded sale) and reports (properties with strategy advice, the dashboard's "Analyzed";
 * never the count of exported report files).
 *
 * @example
 * dashboardStats([{ capRate: 6.2, purchasePrice: 500000, strategyAdvice: 'Hold' }, { capRate: 7.05, purchasePrice: 750000 }])
 * // { properties: 2, avgCapRate: 6.6, totalValue: 1250000, reports: 1 }
 */
export function dashboardStats(cards: readonly DashboardStatsInput[]): DashboardStats {
  const capRates = cards.map((c) => toFiniteNumber(c.capRate)).filter((n): n is number => n !== null);
  const capRateSum = capRates.reduce((sum, n) => sum.plus(dec(n)), decZero);
  const totalValue = cards.reduce((sum, c) => sum.plus(dec(toFiniteNumber(c.purchasePrice) ?? toFiniteNumber(c.lastSalePrice) ?? 0)), decZero);
  return {
    properties: cards.length,
    avgCapRate: capRates.length === 0 ? null : toRatio(capRateSum.div(capRates.length).toDecimalPlaces(1)),
    totalValue: toMoney(totalValue),
    reports: cards.filter((c) => typeof c.strategyAdvice === 'string' && c.strategyAdvice.trim() !== '').length,
  };
}

/** The dashboard stat cards as display text. */
export interface DashboardStatTexts {
  readonly properties: string;
  readonly avgCapRate: string;
  readonly totalValue: string;
  readonly reports: string;
}

/**
 * Dashboard stats as the cards show them: counts as numbers, cap rate with 1 decimal
 * ('N/A' without data), total value compact ('$1.3M').
 */
export function dashboardStatTexts(stats: DashboardStats): DashboardStatTexts {
  return {
    properties: String(stats.properties),
    avgCapRate: formatPercent(stats.avgCapRate),
    totalValue: formatCompactCurrency(stats.totalValue),
    reports: String(stats.reports),
  };
}
