import { boroughCode, type BoroughCode } from '@rei/engine';

/** The borough code of a BBL ("3…" → BK), read by the engine's `boroughCode` from its first digit; null when that is no borough. */
export function boroughOfBblOrNull(bbl: string): BoroughCode | null {
  return /^[1-5]/.test(bbl) ? boroughCode(bbl.charAt(0)) : null;
}

/** The borough code of a BBL ("3…" → BK); throws when the first digit is no borough. */
export function boroughOfBbl(bbl: string): BoroughCode {
  const borough = boroughOfBblOrNull(bbl);
  if (!borough) throw new Error(`Not a BBL: ${bbl}`);
  return borough;
}
