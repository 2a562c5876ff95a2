import { dec, decZero, fromPercent, tableRate, toPercent, type Decimal } from '../../money/decimal';
import { moneyOut } from '../../calculators/shared/boundary';
import { formatCurrency } from '../../format';
import {
  NYC_CLOSING_COST_ESTIMATES,
  NYC_MORTGAGE_RECORDING_TAX_RATES,
  NYC_RPTT_RATES,
  NYS_MANSION_TAX_RATES,
  NYS_TRANSFER_TAX_RATES,
  rateAt,
  roundUpToMultiple,
} from './nycCostRates';
import { isResidentialNycKind, type NycPropertyKind } from './nycPropertyKind';
import type { NycCostLine, NycCostsResult } from './nycCosts.schema';

/**
 * A line before the result boundary: its amount still a Decimal, its basis words written only
 * when a breakdown shows them (a prefill's total and note never read them; issue: bulk screening).
 */
export type DraftCostLine = Omit<NycCostLine, 'amount' | 'basis'> & { amount: Decimal; basis: () => string };

const usd = (value: Decimal) => formatCurrency(value.toNumber());
const kindWords = (kind: NycPropertyKind) =>
  isResidentialNycKind(kind) ? 'residential (1–3 family house, condo unit or co-op apartment)' : 'other property';

/** NYC + NYS mortgage recording tax on the loan; none on a co-op share loan. */
export function mortgageRecordingTaxLine(loanAmount: Decimal, kind: NycPropertyKind): DraftCostLine {
  const name = 'NYC + NYS mortgage recording tax';
  const { source, effectiveFrom } = NYC_MORTGAGE_RECORDING_TAX_RATES;
  if (kind === 'coop') {
    return {
      key: 'mortgage_recording_tax',
      name,
      rate: 0,
      amount: decZero,
      estimate: false,
      basis: () => 'None: a co-op loan is secured by shares, so no mortgage is recorded and the tax does not apply.',
    };
  }
  const houseOrCondo = kind === 'one_to_three_family' || kind === 'residential_condo';
  const table = houseOrCondo ? NYC_MORTGAGE_RECORDING_TAX_RATES.residential : NYC_MORTGAGE_RECORDING_TAX_RATES.other;
  const rate = rateAt(table, loanAmount);
  return {
    key: 'mortgage_recording_tax',
    name,
    rate,
    amount: loanAmount.times(tableRate(rate)),
    estimate: false,
    basis: () =>
      `${rate} % of the ${usd(loanAmount)} loan (${houseOrCondo ? '1–3 family house or condo unit' : 'other property'}, ` +
      `loan ${loanAmount.greaterThanOrEqualTo(500_000) ? '$500,000 or more' : 'under $500,000'})` +
      (houseOrCondo ? "; the borrower's share, without the 0.25 % the lender pays or the $30 credit on some 1–2 family loans. " : '. ') +
      `${source}, rates since ${effectiveFrom}.`,
  };
}

/** NYS mansion tax on the whole price of a residential purchase of $1,000,000 or more. */
export function mansionTaxLine(price: Decimal): DraftCostLine {
  const { steps, source, effectiveFrom } = NYS_MANSION_TAX_RATES;
  const rate = rateAt(steps, price);
  return {
    key: 'mansion_tax',
    name: 'NYS mansion tax',
    rate,
    amount: price.times(tableRate(rate)),
    estimate: false,
    basis: () =>
      rate === 0
        ? `None: the price ${usd(price)} is under $1,000,000. ${source}.`
        : `${rate} % of the whole ${usd(price)} price (residential purchase of $1,000,000 or more). ${source}, rates since ${effectiveFrom}.`,
  };
}

/** Estimated title insurance premium (not for co-ops). */
export function titleInsuranceLine(price: Decimal): DraftCostLine {
  const rate = NYC_CLOSING_COST_ESTIMATES.titleInsurancePercent;
  return {
    key: 'title_insurance',
    name: 'Title insurance (estimate)',
    rate,
    amount: price.times(tableRate(rate)),
    estimate: true,
    basis: () =>
      `Estimate: ${rate} % of the ${usd(price)} price for the owner's and lender's policies and the title searches; ` +
      'the real premium follows the TIRSA rate manual and varies with the policy amounts.',
  };
}

/** Estimated fees to record the deed and mortgage and file the RP-5217 (not for co-ops). */
export function recordingFeesLine(kind: NycPropertyKind): DraftCostLine {
  const { deedAndMortgageRecording, rp5217FilingFee } = NYC_CLOSING_COST_ESTIMATES;
  const filing = isResidentialNycKind(kind) ? rp5217FilingFee.residential : rp5217FilingFee.other;
  return {
    key: 'recording_fees',
    name: 'Recording fees (estimate)',
    rate: null,
    amount: dec(deedAndMortgageRecording).plus(filing),
    estimate: true,
    basis: () =>
      `Estimate: about $${deedAndMortgageRecording} to record the deed and mortgage plus the $${filing} RP-5217 ` +
      `filing fee for ${kindWords(kind)}; page and lot counts change the real figure.`,
  };
}

/** NYC Real Property Transfer Tax on the whole price (seller). */
export function rpttLine(price: Decimal, kind: NycPropertyKind): DraftCostLine {
  const residential = isResidentialNycKind(kind);
  const { source, effectiveFrom } = NYC_RPTT_RATES;
  const rate = rateAt(residential ? NYC_RPTT_RATES.residential : NYC_RPTT_RATES.other, price);
  const band = price.greaterThan(500_000) ? 'above $500,000' : price.greaterThan(25_000) ? '$500,000 or less' : '$25,000 or less: exempt';
  return {
    key: 'nyc_rptt',
    name: 'NYC Real Property Transfer Tax',
    rate,
    amount: price.times(tableRate(rate)),
    estimate: false,
    basis: () => `${rate} % of the ${usd(price)} price (${kindWords(kind)}, price ${band}). ${source}, rates since ${effectiveFrom}.`,
  };
}

/** NYS real estate transfer tax, charged per started $500 of the price (seller). */
export function nysTransferTaxLine(price: Decimal, kind: NycPropertyKind): DraftCostLine {
  const residential = isResidentialNycKind(kind);
  const { source, effectiveFrom, roundUpTo } = NYS_TRANSFER_TAX_RATES;
  const rate = rateAt(residential ? NYS_TRANSFER_TAX_RATES.residential : NYS_TRANSFER_TAX_RATES.other, price);
  const base = roundUpToMultiple(price, roundUpTo);
  const threshold = residential ? '$3,000,000' : '$2,000,000';
  return {
    key: 'nys_transfer_tax',
    name: 'NYS real estate transfer tax',
    rate,
    amount: base.times(tableRate(rate)),
    estimate: false,
    basis: () =>
      `${rate} % of ${usd(base)} (the price rounded up to a whole $500); 0.65 % from ${threshold} for ` +
      `${kindWords(kind)} in NYC. ${source}, rates since ${effectiveFrom}.`,
  };
}

/** Broker's commission at the chosen percent of the price (seller). */
export function commissionLine(price: Decimal, commissionPercent: number): DraftCostLine {
  return {
    key: 'commission',
    name: "Broker's commission",
    rate: commissionPercent,
    amount: price.times(fromPercent(commissionPercent)),
    estimate: false,
    basis: () => `${commissionPercent} % of the ${usd(price)} sale price, as entered.`,
  };
}

/**
 * The total as a percent of the price, or null when that share has no finite value: a
 * positive total on a price of 0, or on a price so small (a few hundred dollars of flat
 * fees over a price like 5e-324) that the quotient is beyond the largest JavaScript number.
 * Nothing to pay is 0 % of any price, 0 included.
 */
function percentOfPriceOrNull(total: Decimal, price: Decimal): number | null {
  if (total.isZero()) return 0;
  if (price.isZero()) return null;
  const share = total.div(price);
  return Number.isFinite(share.times(100).toNumber()) ? toPercent(share) : null;
}

/**
 * Rounds each line to cents and adds up the rounded amounts, so the lines a statement
 * shows always sum to its total exactly; `percentOfPrice` as `percentOfPriceOrNull` gives it.
 * `forPrefill` leaves out what a prefill never shows: the basis words ('') and the subtotals and share (0).
 */
export function summarizeCostLines(draft: readonly DraftCostLine[], price: Decimal, forPrefill?: true): NycCostsResult {
  const lines: NycCostLine[] = draft.map((line) => ({ ...line, amount: moneyOut(line.amount), basis: forPrefill ? '' : line.basis() }));
  let fixed = decZero;
  let estimated = decZero;
  for (const line of lines) {
    if (line.estimate) estimated = estimated.plus(line.amount);
    else fixed = fixed.plus(line.amount);
  }
  const total = fixed.plus(estimated);
  return {
    lines,
    fixedTotal: forPrefill ? 0 : moneyOut(fixed),
    estimatedTotal: forPrefill ? 0 : moneyOut(estimated),
    total: moneyOut(total),
    percentOfPrice: forPrefill ? 0 : percentOfPriceOrNull(total, price),
  };
}
