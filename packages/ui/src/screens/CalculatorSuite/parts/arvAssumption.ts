import type { PrefillSource } from '@rei/engine';

/** What the ARV-based headlines say when the ARV is the calculator's assumption, not a figure with a source. */
export const ARV_ASSUMPTION_TEXT = {
  empty: 'ARV assumed 1.3 × price — add comparables or your ARV',
  assumed: 'ARV is the calculator’s assumption — add comparables or your ARV',
} as const;

/**
 * The assumption an ARV-based headline (ROI, investor ROI) rests on, or null when the ARV has a
 * source: the investor typed a value other than the starting one, or the property's record or
 * comparables filled it (a prefill source other than `default`). An empty ARV (the engine then
 * takes 1.3 × the price) is always an assumption.
 */
export function arvAssumption(currentArv: number | undefined, startingArv: number | undefined, source: PrefillSource | undefined): string | null {
  if (currentArv === undefined) return ARV_ASSUMPTION_TEXT.empty;
  if (currentArv !== startingArv) return null;
  if (source !== undefined && source.kind !== 'default') return null;
  return ARV_ASSUMPTION_TEXT.assumed;
}
