import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bachelorsOrHigherShare, distanceMiles } from './censusFigures';

const count = fc.integer({ min: 0, max: 50_000 });

describe('bachelorsOrHigherShare', () => {
  it('adds the four degree counts over the population 25 and over, in percent', () => {
    expect(bachelorsOrHigherShare({ population25Plus: 2000, bachelors: 500, masters: 200, professional: 40, doctorate: 10 })).toBe(37.5);
    // 1 of 3: 33.3333…% rounded half-up to 4 decimals
    expect(bachelorsOrHigherShare({ population25Plus: 3, bachelors: 1, masters: 0, professional: 0, doctorate: 0 })).toBe(33.3333);
  });

  it('is null without a population or with a missing count', () => {
    expect(bachelorsOrHigherShare({ population25Plus: 0, bachelors: 0, masters: 0, professional: 0, doctorate: 0 })).toBeNull();
    expect(bachelorsOrHigherShare({ population25Plus: null, bachelors: 1, masters: 0, professional: 0, doctorate: 0 })).toBeNull();
    expect(bachelorsOrHigherShare({ population25Plus: 100, bachelors: 1, masters: null, professional: 0, doctorate: 0 })).toBeNull();
  });

  it('stays between 0 and 100 and never falls when a degree count rises (law)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), count, count, count, count, fc.integer({ min: 0, max: 1000 }), (population, b, m, p, d, extra) => {
        const base = bachelorsOrHigherShare({ population25Plus: population, bachelors: b, masters: m, professional: p, doctorate: d })!;
        const more = bachelorsOrHigherShare({ population25Plus: population, bachelors: b + extra, masters: m, professional: p, doctorate: d })!;
        expect(base).toBeGreaterThanOrEqual(0);
        expect(base).toBeLessThanOrEqual(100);
        expect(more).toBeGreaterThanOrEqual(base);
      }),
    );
  });
});

describe('distanceMiles', () => {
  it('measures a known distance: the Empire State Building to Grand Central is about half a mile', () => {
    const miles = distanceMiles({ latitude: 40.7484, longitude: -73.9857 }, { latitude: 40.7527, longitude: -73.9772 });
    expect(miles).toBeGreaterThan(0.5);
    expect(miles).toBeLessThan(0.56);
  });

  const point = fc.record({ latitude: fc.double({ min: 40.4, max: 40.95, noNaN: true }), longitude: fc.double({ min: -74.3, max: -73.7, noNaN: true }) });

  it('is zero to itself, symmetric and never negative (law)', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceMiles(a, a)).toBe(0);
        expect(distanceMiles(a, b)).toBe(distanceMiles(b, a));
        expect(distanceMiles(a, b)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('obeys the triangle inequality within rounding (law)', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(distanceMiles(a, c)).toBeLessThanOrEqual(distanceMiles(a, b) + distanceMiles(b, c) + 0.0002);
      }),
    );
  });
});
