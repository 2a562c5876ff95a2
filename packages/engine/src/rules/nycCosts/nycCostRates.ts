import { dec, type Decimal } from '../../money/decimal';

/**
 * One step of a rate table: the rate (percent units) applies from `atLeast` (inclusive) or
 * above `over` (exclusive) up to the next step. The statutes word their edges both ways
 * ("$500,000 or more" against "more than $500,000"), so a table says which one it means.
 * None of these taxes is marginal: the rate of the step reached applies to the whole amount.
 */
export type NycRateStep = { readonly atLeast: number; readonly rate: number } | { readonly over: number; readonly rate: number };

/**
 * NYC + NYS mortgage recording tax paid by a borrower, percent of the loan.
 *
 * Sources: NYC Administrative Code §11-2601 (the city's 1 % below $500,000; 1.125 % on 1–3
 * family houses and residential condo units, 1.75 % on other property, at $500,000 or more)
 * and NYS Tax Law §253 (basic 0.5 %, additional 0.25 %, MCTD special additional 0.30 %),
 * as tabulated by the Richmond County Clerk's "Recording fees and taxes" page and the
 * NYC title companies' rate sheets. Combined rates in force since 1 June 2005, when the
 * MCTD rate rose to 0.30 %.
 *
 * On a 1–6 family dwelling the lender, not the borrower, pays the 0.25 % additional tax, so
 * the borrower's share is 1.8 % / 1.925 % (the sheets show 2.05 % / 2.175 % including it).
 * A loan of exactly $500,000 takes the higher rate. Co-op share loans record no mortgage
 * and pay none of this tax.
 */
export const NYC_MORTGAGE_RECORDING_TAX_RATES = {
  effectiveFrom: '2005-06-01',
  source: 'NYC Admin. Code §11-2601; NYS Tax Law §253',
  residential: [
    { atLeast: 0, rate: 1.8 },
    { atLeast: 500_000, rate: 1.925 },
  ],
  other: [
    { atLeast: 0, rate: 2.05 },
    { atLeast: 500_000, rate: 2.8 },
  ],
} as const;

/**
 * NYS "mansion tax" paid by the buyer of residential property (1–3 family house, condo unit,
 * co-op apartment) in NYC, percent of the whole price: the 1 % additional tax of NYS Tax Law
 * §1402-a (price $1,000,000 or more) plus the supplemental tax of §1402-b for cities of a
 * million or more (0.25 % from $2M, 0.5 % from $3M, 1.25 % from $5M, 2.25 % from $10M,
 * 2.5 % from $15M, 2.75 % from $20M, 2.9 % from $25M). The combined steps below are in force
 * for conveyances on or after 1 July 2019 (NYS budget, L. 2019 ch. 59).
 */
export const NYS_MANSION_TAX_RATES = {
  effectiveFrom: '2019-07-01',
  source: 'NYS Tax Law §1402-a and §1402-b',
  steps: [
    { atLeast: 0, rate: 0 },
    { atLeast: 1_000_000, rate: 1 },
    { atLeast: 2_000_000, rate: 1.25 },
    { atLeast: 3_000_000, rate: 1.5 },
    { atLeast: 5_000_000, rate: 2.25 },
    { atLeast: 10_000_000, rate: 3.25 },
    { atLeast: 15_000_000, rate: 3.5 },
    { atLeast: 20_000_000, rate: 3.75 },
    { atLeast: 25_000_000, rate: 3.9 },
  ],
} as const;

/**
 * NYC Real Property Transfer Tax (RPTT), paid by the seller, percent of the whole price.
 *
 * Source: NYC Administrative Code §11-2102(a). The tax applies only when the price is more
 * than $25,000. Residential property (1–3 family house, condo unit, co-op apartment):
 * 1 % when the price is $500,000 or less, 1.425 % above. Other property: 1.425 % / 2.625 %.
 * Rates in force since 1 July 1989.
 */
export const NYC_RPTT_RATES = {
  effectiveFrom: '1989-07-01',
  source: 'NYC Admin. Code §11-2102',
  residential: [
    { atLeast: 0, rate: 0 },
    { over: 25_000, rate: 1 },
    { over: 500_000, rate: 1.425 },
  ],
  other: [
    { atLeast: 0, rate: 0 },
    { over: 25_000, rate: 1.425 },
    { over: 500_000, rate: 2.625 },
  ],
} as const;

/**
 * NYS real estate transfer tax, paid by the seller, percent of the price.
 *
 * Source: NYS Tax Law §1402 — $2 for each $500 or part of $500 of the price (0.4 %) when it
 * is more than $500; §1402(b) adds $1.25 per $500 (0.65 % in all) in a city of a million or
 * more on residential property sold for $3,000,000 or more and on other property sold for
 * $2,000,000 or more, in force for conveyances on or after 1 July 2019 (L. 2019 ch. 59; contracts
 * signed before 1 April 2019 kept the old rate). Because the tax is
 * charged per started $500, the taxable base is the price rounded up to a multiple of $500
 * (`roundUpTo`).
 */
export const NYS_TRANSFER_TAX_RATES = {
  effectiveFrom: '2019-07-01',
  source: 'NYS Tax Law §1402',
  roundUpTo: 500,
  residential: [
    { atLeast: 0, rate: 0 },
    { over: 500, rate: 0.4 },
    { atLeast: 3_000_000, rate: 0.65 },
  ],
  other: [
    { atLeast: 0, rate: 0 },
    { over: 500, rate: 0.4 },
    { atLeast: 2_000_000, rate: 0.65 },
  ],
} as const;

/**
 * Planning estimates for the buyer's closing charges that are not taxes. They are not rates
 * set by law: each result line built from them is marked `estimate: true`.
 *
 * - Title insurance (owner's and lender's policies, with the title company's municipal
 *   searches): 0.45 % of the price. NY premiums follow the TIRSA rate manual; the NYC
 *   premiums a NYC buyers' guide lists for $750,000–$3,000,000 purchases, plus about $900
 *   of searches and endorsements, come to 0.37 %–0.52 % of the price. Co-op buyers get a
 *   lien search instead and no title policy.
 * - Recording fees: about $535 to record the deed and the mortgage (same guide) plus the
 *   RP-5217 filing fee, $125 for residential and $250 for other property (Richmond County
 *   Clerk's fee schedule). A co-op sale records no deed or mortgage.
 */
export const NYC_CLOSING_COST_ESTIMATES = {
  source: "NYC purchase guides' title premiums and recording charges; Richmond County Clerk fee schedule",
  titleInsurancePercent: 0.45,
  deedAndMortgageRecording: 535,
  rp5217FilingFee: { residential: 125, other: 250 },
} as const;

/** The rate of the last step `amount` reaches (steps ascend; the first starts at 0). */
export function rateAt(steps: readonly NycRateStep[], amount: Decimal): number {
  let rate = 0;
  for (const step of steps) {
    const reached = 'atLeast' in step ? amount.greaterThanOrEqualTo(step.atLeast) : amount.greaterThan(step.over);
    if (!reached) break;
    rate = step.rate;
  }
  return rate;
}

/** `amount` rounded up to a whole multiple of `step` (the "each $500 or part" base). */
export function roundUpToMultiple(amount: Decimal, step: number): Decimal {
  return amount.div(step).ceil().times(dec(step));
}
