import { dec } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import {
  mansionTaxLine,
  mortgageRecordingTaxLine,
  nysTransferTaxLine,
  recordingFeesLine,
  rpttLine,
  summarizeCostLines,
  titleInsuranceLine,
  type DraftCostLine,
} from './nycCostLines';
import { isResidentialNycKind } from './nycPropertyKind';
import { nycClosingCostsInputSchema, type NycClosingCosts, type NycClosingCostsInput } from './nycCosts.schema';

/**
 * Itemised NYC closing costs of one side of a purchase, USD.
 *
 * Buyer:
 * - NYC + NYS mortgage recording tax = loan × rate (`NYC_MORTGAGE_RECORDING_TAX_RATES`:
 *   1–3 family houses and condo units 1.8 % under $500,000, 1.925 % from $500,000; other
 *   property 2.05 % / 2.8 %); a co-op share loan records no mortgage, so its line is 0;
 * - NYS mansion tax on residential purchases = price × rate (`NYS_MANSION_TAX_RATES`:
 *   1 % from $1M up to 3.9 % from $25M, on the whole price);
 * - title insurance and recording fees (not for co-ops), marked `estimate: true`
 *   (`NYC_CLOSING_COST_ESTIMATES`).
 *
 * Seller:
 * - NYC Real Property Transfer Tax = price × rate (`NYC_RPTT_RATES`: residential 1 % up to
 *   $500,000, 1.425 % above; other 1.425 % / 2.625 %; nothing at $25,000 or less);
 * - NYS transfer tax = price rounded up to $500 × rate (`NYS_TRANSFER_TAX_RATES`: 0.4 %,
 *   0.65 % from $3M residential or $2M other).
 *
 * Each line carries its name, rate (percent units, null for a flat estimate), amount
 * (rounded to cents), whether it is an estimate and its basis in words; `total` is the
 * sum of the rounded lines; `percentOfPrice` is total ÷ price in percent, null when that is
 * not a finite number (the flat fee estimates on a price of 0 or of a tiny fraction of a cent).
 * None of these taxes is marginal: a rate applies to the whole
 * amount. Throws `EngineInputError` for a negative or non-numeric amount or an unknown kind.
 *
 * @example
 * const buyer = nycClosingCosts({ purchasePrice: 1_200_000, loanAmount: 900_000, propertyKind: 'residential_condo', side: 'buyer' });
 * buyer.lines.map((l) => [l.key, l.amount]);
 * // [['mortgage_recording_tax', 17325], ['mansion_tax', 12000], ['title_insurance', 5400], ['recording_fees', 660]]
 * buyer.total; // 35385
 * nycClosingCosts({ purchasePrice: 1_200_000, propertyKind: 'residential_condo', side: 'seller' }).total; // 21900
 */
export function nycClosingCosts(input: NycClosingCostsInput): NycClosingCosts {
  return closingCosts(input);
}

/** `nycClosingCosts`, or with `forPrefill` without the lines' basis words and the share of the price (`summarizeCostLines`). */
export function closingCosts(input: NycClosingCostsInput, forPrefill?: true): NycClosingCosts {
  const { purchasePrice, loanAmount, propertyKind, side } = parseInput(nycClosingCostsInputSchema, input, 'NYC closing costs');
  const price = dec(purchasePrice);
  const lines: DraftCostLine[] = [];
  if (side === 'buyer') {
    lines.push(mortgageRecordingTaxLine(dec(loanAmount), propertyKind));
    if (isResidentialNycKind(propertyKind)) lines.push(mansionTaxLine(price));
    if (propertyKind !== 'coop') lines.push(titleInsuranceLine(price), recordingFeesLine(propertyKind));
  } else {
    lines.push(rpttLine(price, propertyKind), nysTransferTaxLine(price, propertyKind));
  }
  return { side, propertyKind, ...summarizeCostLines(lines, price, forPrefill) };
}
