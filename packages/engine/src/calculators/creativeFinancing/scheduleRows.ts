import { dec, Decimal } from '../../money/decimal';
import { ratioOut } from '../shared';

const TWELVE = new Decimal(12);

/** Cents as USD (undefined stays undefined). */
export function cents(value: number | undefined): number | undefined {
  return value === undefined ? undefined : value / 100;
}

/** Months as years, as a schedule row shows them (4 decimals); a whole year needs no Decimal. */
export function yearOut(months: number): number {
  return months % 12 === 0 ? months / 12 : ratioOut(dec(months).div(TWELVE));
}

/** Year-end rows of a schedule over `months` (a last, partial year ends at `months`). */
export function yearEnds(months: number): number[] {
  const ends: number[] = [];
  for (let m = 12; m < months; m += 12) ends.push(m);
  if (months > 0) ends.push(months);
  return ends;
}
