import { boroughCode, type BoroughCode } from '@rei/engine';

/** The borough code of a BBL ("3…" → BK), read by the engine's `boroughCode` from its first digit. */
export function boroughOfBbl(bbl: string): BoroughCode {
  const borough = /^[1-5]/.test(bbl) ? boroughCode(bbl.charAt(0)) : null;
  if (!borough) throw new Error(`Not a BBL: ${bbl}`);
  return borough;
}
