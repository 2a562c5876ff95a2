/** A linear map from data values to SVG coordinates. */
export interface LinearScale {
  (value: number): number;
  domain: readonly [number, number];
}

/**
 * Maps `domain` onto `range` linearly; a zero-width domain maps everything to the range's start.
 *
 * @example linearScale([0, 100], [200, 0])(25) // 150
 */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): LinearScale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  const scale = ((value: number) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0))) as LinearScale;
  scale.domain = domain;
  return scale;
}

function niceStep(rawStep: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const residual = rawStep / magnitude;
  const nice = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10;
  return nice * magnitude;
}

/**
 * Round axis ticks covering [min, max] (about `count` of them) and the widened domain they span.
 * Always includes 0 when the data crosses or touches it, so bars grow from a real baseline.
 *
 * @example niceTicks(-1200, 9800) // { ticks: [-2500, 0, 2500, 5000, 7500, 10000], domain: [-2500, 10000] }
 */
export function niceTicks(min: number, max: number, count = 5): { ticks: number[]; domain: [number, number] } {
  const low = Number.isFinite(min) ? min : 0;
  const high = Number.isFinite(max) ? max : 0;
  if (low === high) {
    const pad = low === 0 ? 1 : Math.abs(low) * 0.5;
    return niceTicks(low - pad, high + pad, count);
  }
  const step = niceStep((high - low) / Math.max(1, count));
  const start = Math.floor(low / step) * step;
  const end = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let tick = start; tick <= end + step / 2; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
  }
  return { ticks, domain: [start, end] };
}

/** Every n-th label so that at most `maxLabels` fit along an axis. */
export function labelEvery(itemCount: number, maxLabels: number): number {
  return Math.max(1, Math.ceil(itemCount / Math.max(1, maxLabels)));
}
