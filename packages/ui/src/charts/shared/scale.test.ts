import { describe, expect, it } from 'vitest';
import { labelEvery, linearScale, niceTicks } from './scale';

describe('chart scales', () => {
  it('maps a domain onto a flipped SVG range', () => {
    const y = linearScale([0, 100], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(25)).toBe(150);
    expect(y(100)).toBe(0);
  });

  it('maps a zero-width domain to the range start instead of NaN', () => {
    expect(linearScale([5, 5], [10, 20])(5)).toBe(10);
  });

  it('chooses round ticks that cover the data and include zero', () => {
    // Span 11,000 / 5 = 2,200 → nice step 2,500; floor(-1200/2500) = -1 → -2,500; ceil(9800/2500) = 4 → 10,000.
    expect(niceTicks(-1200, 9800)).toEqual({ ticks: [-2500, 0, 2500, 5000, 7500, 10000], domain: [-2500, 10000] });
  });

  it('widens a flat series so the axis is never empty', () => {
    const { ticks, domain } = niceTicks(0, 0);
    expect(domain[0]).toBeLessThan(0);
    expect(domain[1]).toBeGreaterThan(0);
    expect(ticks).toContain(0);
  });

  it('labels every n-th item so that at most the maximum fit', () => {
    expect(labelEvery(30, 10)).toBe(3);
    expect(labelEvery(5, 10)).toBe(1);
  });
});
