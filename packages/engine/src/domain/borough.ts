import { z } from 'zod';

/** NYC borough codes as PLUTO writes them. */
export const BOROUGH_CODES = ['MN', 'BX', 'BK', 'QN', 'SI'] as const;
export type BoroughCode = (typeof BOROUGH_CODES)[number];

/** Display names of the boroughs. */
export const BOROUGH_NAMES: Readonly<Record<BoroughCode, string>> = {
  MN: 'Manhattan',
  BX: 'Bronx',
  BK: 'Brooklyn',
  QN: 'Queens',
  SI: 'Staten Island',
};

export const boroughCodeSchema = z.enum(BOROUGH_CODES);

// Names, common variants and the BBL borough digit (1 = Manhattan … 5 = Staten Island).
const BOROUGH_ALIASES: Readonly<Record<string, BoroughCode>> = {
  mn: 'MN', manhattan: 'MN', 'new york': 'MN', '1': 'MN',
  bx: 'BX', bronx: 'BX', 'the bronx': 'BX', '2': 'BX',
  bk: 'BK', brooklyn: 'BK', kings: 'BK', '3': 'BK',
  qn: 'QN', queens: 'QN', '4': 'QN',
  si: 'SI', 'staten island': 'SI', richmond: 'SI', '5': 'SI',
};

/**
 * A borough code from a code, a borough name, a county name or a BBL digit, or `null`
 * when the value names no borough.
 *
 * @example
 * boroughCode('Brooklyn') // 'BK'
 * boroughCode('4') // 'QN'
 */
export function boroughCode(value: string | null | undefined): BoroughCode | null {
  if (value == null) return null;
  return BOROUGH_ALIASES[value.trim().toLowerCase().replace(/\s+/g, ' ')] ?? null;
}
