/** Census tracts of NYC lots: PLUTO's tract codes → the Census API's state, county and tract. */
import type { BoroughCode } from '@rei/engine';

/** New York State. */
export const NEW_YORK_STATE_FIPS = '36';

/** Borough → county FIPS code (New York County is Manhattan, Kings is Brooklyn, Richmond is Staten Island). */
export const BOROUGH_COUNTY_FIPS: Readonly<Record<BoroughCode, string>> = {
  BX: '005',
  BK: '047',
  MN: '061',
  QN: '081',
  SI: '085',
};

/** A census tract as the Census API names it. */
export interface CensusTract {
  readonly state: string;
  readonly county: string;
  /** Six digits: "083700" is tract 837, "003601" tract 36.01. */
  readonly tract: string;
  /** 2020 tracts (from bct2020) or 2010 tracts (from ct2010, the older PLUTO files). */
  readonly vintage: 2020 | 2010;
}

/**
 * The lot's tract from PLUTO: `bct2020` ("4083700": borough digit + 6-digit tract) when the
 * file has it, else `ct2010` ("837", "36.01"), read with the lot's borough. Null when neither reads.
 *
 * @example
 * tractFromPluto({ borough: 'QN', bct2020: '4083700' }) // { state: '36', county: '081', tract: '083700', vintage: 2020 }
 * tractFromPluto({ borough: 'MN', ct2010: '36.01' })   // { …, county: '061', tract: '003601', vintage: 2010 }
 */
export function tractFromPluto(lot: { borough: BoroughCode; bct2020?: string | null; ct2010?: string | null }): CensusTract | null {
  const county = BOROUGH_COUNTY_FIPS[lot.borough];
  const bct = lot.bct2020?.trim().replace(/\.0+$/, '');
  if (bct && /^[1-5]\d{6}$/.test(bct)) return { state: NEW_YORK_STATE_FIPS, county, tract: bct.slice(1), vintage: 2020 };
  const ct = lot.ct2010?.trim();
  const match = ct ? /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(ct) : null;
  if (!match) return null;
  const whole = match[1]!.padStart(4, '0');
  const hundredths = (match[2] ?? '').padEnd(2, '0');
  return { state: NEW_YORK_STATE_FIPS, county, tract: `${whole}${hundredths}`, vintage: 2010 };
}
