import { dec } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { commissionLine, nysTransferTaxLine, rpttLine, summarizeCostLines } from './nycCostLines';
import { nycSellingCostsInputSchema, type NycSellingCosts, type NycSellingCostsInput } from './nycCosts.schema';

/**
 * What selling a NYC property costs the seller, itemised, USD: the NYC Real Property
 * Transfer Tax and the NYS transfer tax (as on the seller's side of `nycClosingCosts`)
 * plus the broker's commission = sale price × `commissionPercent` ÷ 100. `total` is the
 * sum of the lines rounded to cents; `percentOfPrice` is total ÷ sale price in percent,
 * what a calculator can use as its "selling costs" percent (null when that share is not a
 * finite number: fees on a sale price of 0 or of a tiny fraction of a cent). Throws `EngineInputError` for
 * a negative amount, a commission above 20 % or an unknown kind.
 *
 * @example
 * const sale = nycSellingCosts({ salePrice: 2_000_000, propertyKind: 'other', commissionPercent: 5 });
 * sale.lines.map((l) => [l.key, l.amount]);
 * // [['nyc_rptt', 52500], ['nys_transfer_tax', 13000], ['commission', 100000]]
 * sale.total; // 165500
 * sale.percentOfPrice; // 8.275
 */
export function nycSellingCosts(input: NycSellingCostsInput): NycSellingCosts {
  const { salePrice, propertyKind, commissionPercent } = parseInput(nycSellingCostsInputSchema, input, 'NYC selling costs');
  const price = dec(salePrice);
  const lines = [rpttLine(price, propertyKind), nysTransferTaxLine(price, propertyKind), commissionLine(price, commissionPercent)];
  return { propertyKind, ...summarizeCostLines(lines, price) };
}
