/** The property figures an audit starts from; missing or unusable figures are null. */
export interface AuditFigureSources {
  /** The price the owner paid, USD. */
  readonly purchasePrice: number | null;
  /** The property's estimated value, USD. */
  readonly estimatedValue?: number | null | undefined;
  /** The assessor's market value, USD. */
  readonly marketValue?: number | null | undefined;
  /** The stated monthly rent, USD. */
  readonly monthlyRent: number | null;
}

/** Figures a saved strategy can lend when the property lacks them, USD. */
export interface StrategyFigures {
  readonly purchasePrice?: number | undefined;
  readonly monthlyRent?: number | undefined;
}

/** The price and rent an audit recomputes with, and each fallback taken to find them, in words. */
export interface AuditFigures {
  readonly purchasePrice: number | null;
  readonly monthlyRent: number | null;
  readonly fallbacksUsed: string[];
}

/** The words an audit lists for each fallback it takes, in the order they are tried. */
export const AUDIT_FIGURE_FALLBACKS = {
  priceFromEstimatedValue: 'purchasePrice from estimated value',
  priceFromMarketValue: 'purchasePrice from assessed market value',
  priceFromStrategy: 'purchasePrice from the latest saved strategy',
  rentFromStrategy: 'monthlyRent from the latest saved strategy',
} as const;

const positive = (n: number | null | undefined): number | undefined => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined);
const finite = (n: number | null | undefined): number | undefined => (typeof n === 'number' && Number.isFinite(n) ? n : undefined);

/**
 * The price and rent an audit recomputes the cash flow with. The price is the purchase price
 * when it is above zero, else (each a named fallback) the estimated value, the assessor's market
 * value, then the latest saved strategy's price. The rent is the stated rent when there is one
 * (zero counts: a vacant property states it), else the latest saved strategy's rent.
 *
 * @example
 * auditFigures({ purchasePrice: null, estimatedValue: 1_250_000, monthlyRent: null }, { monthlyRent: 15_000 })
 * // { purchasePrice: 1250000, monthlyRent: 15000,
 * //   fallbacksUsed: ['purchasePrice from estimated value', 'monthlyRent from the latest saved strategy'] }
 */
export function auditFigures(property: AuditFigureSources, strategy: StrategyFigures = {}): AuditFigures {
  const fallbacksUsed: string[] = [];
  const priceSources = [
    [property.estimatedValue, AUDIT_FIGURE_FALLBACKS.priceFromEstimatedValue],
    [property.marketValue, AUDIT_FIGURE_FALLBACKS.priceFromMarketValue],
    [strategy.purchasePrice, AUDIT_FIGURE_FALLBACKS.priceFromStrategy],
  ] as const;
  let purchasePrice = positive(property.purchasePrice);
  for (const [value, fallback] of priceSources) {
    if (purchasePrice !== undefined) break;
    purchasePrice = positive(value);
    if (purchasePrice !== undefined) fallbacksUsed.push(fallback);
  }
  let monthlyRent = finite(property.monthlyRent);
  if (monthlyRent === undefined) {
    monthlyRent = finite(strategy.monthlyRent);
    if (monthlyRent !== undefined) fallbacksUsed.push(AUDIT_FIGURE_FALLBACKS.rentFromStrategy);
  }
  return { purchasePrice: purchasePrice ?? null, monthlyRent: monthlyRent ?? null, fallbacksUsed };
}
