import type { BOROUGH_CODES } from '../../contract/properties';

const BOROUGH_BY_DIGIT: Readonly<Record<string, (typeof BOROUGH_CODES)[number]>> = { '1': 'MN', '2': 'BX', '3': 'BK', '4': 'QN', '5': 'SI' };

/** The borough code of a BBL ("3…" → BK). */
export function boroughOfBbl(bbl: string): (typeof BOROUGH_CODES)[number] {
  const borough = BOROUGH_BY_DIGIT[bbl[0]!];
  if (!borough) throw new Error(`Not a BBL: ${bbl}`);
  return borough;
}
