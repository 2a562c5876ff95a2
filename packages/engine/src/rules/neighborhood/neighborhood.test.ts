import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CRIME_LEVELS,
  OFFENDER_LEVELS,
  TRAFFIC_LEVELS,
  WALK_LEVELS,
  crimeMeter,
  neighborhoodMeters,
  offenderMeter,
  trafficMeter,
  walkMeter,
} from './neighborhood';
import { EngineInputError } from '../../errors/EngineInputError';
import { boroughCodeArb } from '../../testing/rulesArbitraries';

describe('crimeMeter', () => {
  it('uses the 400 / 800 / 1,200 thresholds', () => {
    expect(crimeMeter(0)).toEqual({ level: 'Low Risk', score: 100, tone: 'good' });
    expect(crimeMeter(400)).toEqual({ level: 'Low Risk', score: 75, tone: 'good' });
    // 650 is 62.5 % into the Average band (400–800): 100 − 25 × 1.625 = 59.375 → 59
    expect(crimeMeter(650)).toEqual({ level: 'Average', score: 59, tone: 'ok' });
    expect(crimeMeter(800).level).toBe('Average');
    expect(crimeMeter(801)).toMatchObject({ level: 'Moderate Risk', tone: 'warn' });
    expect(crimeMeter(1200).level).toBe('Moderate Risk');
    expect(crimeMeter(1201)).toMatchObject({ level: 'High Risk', tone: 'bad' });
    expect(crimeMeter(5000).score).toBe(0);
    expect(crimeMeter(Number.POSITIVE_INFINITY)).toMatchObject({ level: 'High Risk', score: 0 });
  });

  it('rejects NaN', () => {
    expect(() => crimeMeter(Number.NaN)).toThrow(EngineInputError);
  });
});

describe('offenderMeter', () => {
  it('uses the 5 / 10 / 20 thresholds', () => {
    // 3 of 5 through the Low band: 100 − 25 × 0.6 = 85
    expect(offenderMeter(3)).toEqual({ level: 'Low', score: 85, tone: 'good' });
    expect(offenderMeter(5).level).toBe('Low');
    expect(offenderMeter(6).level).toBe('Average');
    expect(offenderMeter(11).level).toBe('Moderate');
    expect(offenderMeter(20).level).toBe('Moderate');
    expect(offenderMeter(21)).toMatchObject({ level: 'High Alert', tone: 'bad' });
  });
});

describe('trafficMeter and walkMeter', () => {
  it('reads traffic from the borough, then the density', () => {
    expect(trafficMeter({ borough: 'MN' })).toEqual({ level: 'Heavy', score: 35, tone: 'warn' });
    expect(trafficMeter({ borough: 'Brooklyn', populationDensity: 90_000 }).level).toBe('Moderate');
    expect(trafficMeter({ borough: 'QN' }).level).toBe('Moderate');
    expect(trafficMeter({ borough: 'BX', populationDensity: 50_001 }).level).toBe('Congested');
    expect(trafficMeter({ borough: 'BX', populationDensity: 50_000 }).level).toBe('Light');
    expect(trafficMeter({ borough: null, populationDensity: null })).toEqual({ level: 'Light', score: 90, tone: 'good' });
  });

  it('reads walkability from transit, borough and schools', () => {
    expect(walkMeter({ hasPublicTransit: true, borough: 'BK', hasSchoolData: true })).toEqual({ level: 'Excellent', score: 90, tone: 'good' });
    expect(walkMeter({ hasPublicTransit: true, borough: 'QN', hasSchoolData: true }).level).toBe('Good');
    expect(walkMeter({ hasPublicTransit: false, borough: 'Manhattan', hasSchoolData: false }).level).toBe('Good');
    expect(walkMeter({ hasPublicTransit: false, borough: 'SI', hasSchoolData: true })).toEqual({ level: 'Limited', score: 30, tone: 'warn' });
  });
});

describe('neighborhoodMeters', () => {
  it('reads all four meters from property data', () => {
    const meters = neighborhoodMeters({
      borough: 'BK',
      censusData: { populationDensity: 40_000, transportation: { publicTransit: 1200 } },
      schools: [{ name: 'PS 321' }],
      crimeData: { totalCrimes: 900 },
      sexOffenderData: { total: 2 },
    });
    expect(meters.walk.level).toBe('Excellent');
    expect(meters.traffic.level).toBe('Moderate');
    expect(meters.crime?.level).toBe('Moderate Risk');
    expect(meters.offender?.level).toBe('Low');
  });

  it('leaves crime and offenders empty without data', () => {
    const meters = neighborhoodMeters({ borough: 'SI' });
    expect(meters.crime).toBeNull();
    expect(meters.offender).toBeNull();
    expect(meters.walk.level).toBe('Limited');
  });

  it('more crime or more offenders never gives a better reading (law)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), (a, b) => {
        const [less, more] = a <= b ? [a, b] : [b, a];
        expect(CRIME_LEVELS.indexOf(crimeMeter(more).level)).toBeGreaterThanOrEqual(CRIME_LEVELS.indexOf(crimeMeter(less).level));
        expect(crimeMeter(more).score).toBeLessThanOrEqual(crimeMeter(less).score);
        const o1 = offenderMeter(less % 60);
        const o2 = offenderMeter(Math.max(less % 60, more % 60));
        expect(OFFENDER_LEVELS.indexOf(o2.level)).toBeGreaterThanOrEqual(OFFENDER_LEVELS.indexOf(o1.level));
        expect(o2.score).toBeLessThanOrEqual(o1.score);
      }),
    );
  });

  it('more density never gives lighter traffic; more amenities never worse walkability (law)', () => {
    fc.assert(
      fc.property(
        boroughCodeArb,
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.boolean(),
        fc.boolean(),
        (borough, a, b, transit, schools) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const lighter = trafficMeter({ borough, populationDensity: low });
          const heavier = trafficMeter({ borough, populationDensity: high });
          expect(TRAFFIC_LEVELS.indexOf(heavier.level)).toBeGreaterThanOrEqual(TRAFFIC_LEVELS.indexOf(lighter.level));
          const base = walkMeter({ hasPublicTransit: transit, borough, hasSchoolData: schools });
          const more = walkMeter({ hasPublicTransit: true, borough, hasSchoolData: true });
          expect(WALK_LEVELS.indexOf(more.level)).toBeLessThanOrEqual(WALK_LEVELS.indexOf(base.level));
          for (const meter of [lighter, heavier, base, more]) {
            expect(meter.score).toBeGreaterThanOrEqual(0);
            expect(meter.score).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
  });
});
