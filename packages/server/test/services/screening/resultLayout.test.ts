/**
 * A screen stores each result packed against its run's layout; unpacked, a result must be exactly
 * what `screenLot` answered, whatever the lot, strategy, preset and buy box (the law), after the
 * trip through JSON and PostgreSQL's float8[] text that storage takes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCREEN_STRATEGY_TYPES, type ScreenStrategyType } from '../../../src/contract/screens';
import type { ScreenLotRow } from '../../../src/db/queries/screenLots';
import { addResultColumns, packResult, screenResultLayout, sortKey, unpackResult, type ResultColumns, type ScreenResultLayout } from '../../../src/services/screening/resultLayout';
import { screenLot, type ScreenPreset } from '../../../src/services/screening/screenLot';

/** A packed result through storage (JSON columns). */
function stored(result: ReturnType<typeof packResult>) {
  const row = JSON.parse(JSON.stringify(result)) as ReturnType<typeof packResult>;
  return { facts: row.facts, inputs: row.inputs, layoutInputs: row.layoutInputs, checks: row.checks, outputs: row.outputs, outputValues: row.values };
}

const money = (min: number, max: number) => fc.integer({ min, max }).map((cents) => (cents / 100).toFixed(2));

const lotArbitrary: fc.Arbitrary<ScreenLotRow> = fc.record({
  bbl: fc.constantFrom('1000010001', '3012340056', '4098760012', '5000120034'),
  borough: fc.constantFrom('MN', 'BX', 'BK', 'QN', 'SI'),
  address: fc.option(fc.constant('12 SYNTHETIC ST')),
  zip_code: fc.option(fc.constantFrom('10002', '11215', '11432')),
  building_class: fc.option(fc.constantFrom('A1', 'B2', 'C0', 'C6', 'D4', 'K1', 'R4')),
  units_total: fc.option(fc.integer({ min: 0, max: 120 })),
  units_residential: fc.option(fc.integer({ min: 0, max: 120 })),
  year_built: fc.option(fc.integer({ min: 0, max: 2024 })),
  lot_area: fc.option(fc.integer({ min: 0, max: 40_000 })),
  building_area: fc.option(fc.integer({ min: 0, max: 90_000 })),
  assess_total: fc.option(money(0, 5_000_000_00)),
  zone_dist1: fc.option(fc.constant('R6A')),
  owner_name: fc.option(fc.constant('AN OWNER LLC')),
  latitude: fc.option(fc.double({ min: 40.5, max: 40.9, noNaN: true })),
  longitude: fc.option(fc.double({ min: -74.2, max: -73.7, noNaN: true })),
  last_sale_date: fc.option(fc.constant('2019-05-01')),
  last_sale_price: fc.option(money(0, 9_000_000_00)),
});

const presetArbitrary: fc.Arbitrary<ScreenPreset | null> = fc.option(
  fc.record({
    name: fc.constant('Team rates'),
    version: fc.integer({ min: 1, max: 9 }),
    values: fc.record({ interestRate: fc.double({ min: 3, max: 9, noNaN: true }), vacancyRate: fc.integer({ min: 0, max: 15 }) }, { requiredKeys: [] }),
    lockedFields: fc.subarray(['interestRate', 'purchasePrice', 'grossMonthlyRent']),
  }),
);

const buyBoxArbitrary = fc.option(fc.record({ cashOnCash: fc.integer({ min: 0, max: 15 }), dscr: fc.constantFrom(1, 1.2, 1.5), price: fc.constant(2_000_000) }, { requiredKeys: [] }));

describe('screen result layout', () => {
  it('unpacks every packed result to what screenLot answered (law)', () => {
    fc.assert(
      fc.property(lotArbitrary, fc.constantFrom<ScreenStrategyType>(...SCREEN_STRATEGY_TYPES), presetArbitrary, buyBoxArbitrary, (lot, strategyType, preset, buyBox) => {
        const layout: ScreenResultLayout = JSON.parse(JSON.stringify(screenResultLayout(strategyType, preset, buyBox)));
        const result = screenLot(lot, strategyType, preset, buyBox);
        const unpacked = unpackResult(stored(packResult(result, layout)), layout);
        expect(unpacked).toEqual({ facts: result.facts, inputs: result.inputs, outputs: result.outputs, checks: result.checks });
      }),
      { numRuns: 400 },
    );
  });

  it('names the columns of packed results, in order, as their unpacked keys would (law: an export finds its columns without unpacking)', () => {
    fc.assert(
      fc.property(fc.array(lotArbitrary, { minLength: 1, maxLength: 4 }), fc.constantFrom<ScreenStrategyType>(...SCREEN_STRATEGY_TYPES), presetArbitrary, buyBoxArbitrary, fc.boolean(), (lots, strategyType, preset, buyBox, withLayout) => {
        const layout: ScreenResultLayout = JSON.parse(JSON.stringify(screenResultLayout(strategyType, preset, buyBox)));
        const fromStored: ResultColumns = { facts: new Set(), inputs: new Set(), outputs: new Set(), checks: new Set() };
        const fromUnpacked: ResultColumns = { facts: new Set(), inputs: new Set(), outputs: new Set(), checks: new Set() };
        for (const lot of lots) {
          const result = screenLot(lot, strategyType, preset, buyBox);
          // A screen from before layouts stores each result in full, against no layout.
          const row = withLayout ? stored(packResult(result, layout)) : { facts: result.facts, inputs: result.inputs, layoutInputs: false, checks: result.checks, outputs: result.outputs, outputValues: null };
          addResultColumns(fromStored, row, withLayout ? layout : null);
          const unpacked = unpackResult(row, withLayout ? layout : null);
          Object.keys(unpacked.facts).forEach((key) => fromUnpacked.facts.add(key));
          Object.keys(unpacked.inputs).forEach((key) => fromUnpacked.inputs.add(key));
          Object.keys(unpacked.outputs ?? {}).forEach((key) => fromUnpacked.outputs.add(key));
          unpacked.checks.forEach((check) => fromUnpacked.checks.add(check.metric));
        }
        for (const part of ['facts', 'inputs', 'outputs', 'checks'] as const) expect([...fromStored[part]]).toEqual([...fromUnpacked[part]]);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves out what the run shares: a Buy & Hold result is about a third of its full size', () => {
    const lot: ScreenLotRow = {
      bbl: '3012340056', borough: 'BK', address: '12 SYNTHETIC ST', zip_code: '11215', building_class: 'C0', units_total: 3, units_residential: 3,
      year_built: 1920, lot_area: 2_000, building_area: 3_600, assess_total: '48000.00', zone_dist1: 'R6A', owner_name: 'AN OWNER LLC',
      latitude: 40.67, longitude: -73.98, last_sale_date: '2019-05-01', last_sale_price: '1450000.00',
    };
    const layout = screenResultLayout('buy_hold', null, { cashOnCash: 5, dscr: 1.2 });
    const result = screenLot(lot, 'buy_hold', null, { cashOnCash: 5, dscr: 1.2 });
    const packed = packResult(result, layout);
    expect(Object.keys(layout.inputs)).toEqual(expect.arrayContaining(['interestRate', 'loanTerm', 'vacancyRate']));
    expect(packed.inputs).not.toHaveProperty('interestRate');
    expect(packed.layoutInputs).toBe(true);
    expect(packed.checks).toEqual([[result.checks[0]!.value, result.checks[0]!.status], [result.checks[1]!.value, result.checks[1]!.status]]);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(result).length * 0.6);
  });

  it('stores a lot without a price as it is: no inputs, and none of the layout’s added back', () => {
    const layout = screenResultLayout('buy_hold', null, null);
    const result = screenLot({ ...({} as ScreenLotRow), bbl: '1000010001', borough: 'MN', assess_total: null, last_sale_price: null }, 'buy_hold', null, null);
    expect(result.skipped).toMatch(/no price basis/);
    const packed = packResult(result, layout);
    expect(packed.layoutInputs).toBe(false);
    expect(unpackResult(stored(packed), layout).inputs).toEqual({});
  });

  it('orders sort keys as the outputs they stand for (law): never reversed, and apart whenever the outputs differ by a millionth', () => {
    const output = fc.oneof(fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }).map((cents) => cents / 100), fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => n / 10_000));
    fc.assert(
      fc.property(output, output, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(BigInt(sortKey(low)) <= BigInt(sortKey(high))).toBe(true);
        if (high - low >= 1e-6) expect(BigInt(sortKey(low)) < BigInt(sortKey(high))).toBe(true);
      }),
      { numRuns: 2_000 },
    );
    expect(sortKey(1e300)).toBe(String(9e18));
    expect(sortKey(-6.2654)).toBe('-6265400');
  });

  it('writes a sort key as the value to the millionth, rounded and held within int8, whatever the value (law: the hundredths shortcut changes no key)', () => {
    const byDefinition = (value: number) => String(Math.min(9e18, Math.max(-9e18, Math.round(value * 1e6))));
    const hundredths = fc.integer({ min: -(2 ** 33), max: 2 ** 33 }).map((n) => n / 100);
    const ratios = fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 10_000);
    fc.assert(
      fc.property(fc.oneof(hundredths, ratios, fc.double(), fc.double({ min: -1e7, max: 1e7 })), (value) => {
        expect(sortKey(value)).toBe(byDefinition(value));
      }),
      { numRuns: 5_000 },
    );
    for (const value of [0, -0, 1e-7, -1e-7, 21_474_836.47, 21_474_836.48, -21_474_836.48, 0.0001, Number.NaN, Infinity]) expect(sortKey(value)).toBe(byDefinition(value));
  });
});
