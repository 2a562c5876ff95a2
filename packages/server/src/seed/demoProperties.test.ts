import { describe, expect, it } from 'vitest';
import { DEMO_PROPERTY_COUNT, generateDemoProperties, mulberry32 } from './demoProperties';
import { isDemoBbl } from '../db/queries/demoLots';

const rows = generateDemoProperties();

const ZIP_PREFIX: Record<string, RegExp> = {
  MN: /^10[01]\d\d$/,
  BX: /^104\d\d$/,
  BK: /^112\d\d$/,
  QN: /^11[134]\d\d$/,
  SI: /^103\d\d$/,
};
const BBL_DIGIT: Record<string, string> = { MN: '1', BX: '2', BK: '3', QN: '4', SI: '5' };

describe('generateDemoProperties', () => {
  it('makes at least 500 rows, every one marked as demo data', () => {
    expect(DEMO_PROPERTY_COUNT).toBeGreaterThanOrEqual(500);
    expect(rows).toHaveLength(DEMO_PROPERTY_COUNT);
    expect(rows.every((row) => row.isDemo === true)).toBe(true);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateDemoProperties()).toEqual(rows);
    const other = generateDemoProperties({ seed: 7 });
    expect(other.map((r) => r.address)).not.toEqual(rows.map((r) => r.address));
  });

  it('the PRNG gives the same sequence for the same seed, in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const draws = Array.from({ length: 1000 }, () => a());
    expect(draws).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('covers all five boroughs in the stated shares', () => {
    const counts: Record<string, number> = {};
    for (const row of rows) counts[row.borough] = (counts[row.borough] ?? 0) + 1;
    expect(counts).toEqual({ MN: 110, BK: 140, QN: 130, BX: 80, SI: 60 });
  });

  it('ZIPs, BBLs and coordinates fit the borough', () => {
    for (const row of rows) {
      expect(row.zip, row.address).toMatch(ZIP_PREFIX[row.borough]!);
      expect(row.bbl).toMatch(/^[1-5]\d{9}$/);
      expect(isDemoBbl(row.bbl), row.bbl).toBe(true);
      expect(row.bbl.charAt(0)).toBe(BBL_DIGIT[row.borough]);
      expect(row.latitude).toBeGreaterThan(40.49);
      expect(row.latitude).toBeLessThan(40.92);
      expect(row.longitude).toBeGreaterThan(-74.26);
      expect(row.longitude).toBeLessThan(-73.7);
    }
  });

  it('addresses (with ZIP) and BBLs are unique', () => {
    expect(new Set(rows.map((r) => `${r.address}|${r.zip}`)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.bbl)).size).toBe(rows.length);
  });

  it('Queens addresses use hyphenated house numbers', () => {
    const queens = rows.filter((r) => r.borough === 'QN');
    expect(queens.every((r) => /^\d+-\d\d /.test(r.address))).toBe(true);
    expect(rows.filter((r) => r.borough !== 'QN').every((r) => /^\d+ [A-Z0-9]/.test(r.address))).toBe(true);
  });

  it('prices and rents sit in realistic NYC ranges', () => {
    for (const row of rows) {
      expect(row.purchasePrice, row.address).toBeGreaterThanOrEqual(50_000);
      expect(row.purchasePrice, row.address).toBeLessThanOrEqual(150_000_000);
      if (row.propertyType === 'land') {
        expect(row.monthlyRent).toBeNull();
        expect(row.yearBuilt).toBeNull();
        continue;
      }
      expect(row.monthlyRent).not.toBeNull();
      expect(row.pricePerSqFt!, row.address).toBeGreaterThan(150);
      expect(row.pricePerSqFt!, row.address).toBeLessThan(2_500);
      // gross rent multiple (price ÷ annual rent) of NYC income property: roughly 8 to 45
      const grm = row.purchasePrice / (row.monthlyRent! * 12);
      expect(grm, row.address).toBeGreaterThan(6);
      expect(grm, row.address).toBeLessThan(50);
      expect(row.yearBuilt!).toBeGreaterThanOrEqual(1880);
      expect(row.yearBuilt!).toBeLessThanOrEqual(2025);
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ppsf = (b: string) => median(rows.filter((r) => r.borough === b && r.pricePerSqFt !== null).map((r) => r.pricePerSqFt!));
    // Manhattan is dearest per square foot, the Bronx cheapest
    expect(ppsf('MN')).toBeGreaterThan(ppsf('BK'));
    expect(ppsf('BK')).toBeGreaterThan(ppsf('QN'));
    expect(ppsf('QN')).toBeGreaterThan(ppsf('BX'));
  });

  it('areas, floors, units and assessments are consistent', () => {
    for (const row of rows) {
      expect(row.buildingArea).toBe(row.resArea + row.comArea);
      expect(row.bldgArea).toBe(row.buildingArea);
      expect(row.lotArea).toBeGreaterThan(0);
      if (row.numFloors > 0) expect(row.lotArea * 1.0).toBeGreaterThanOrEqual(row.buildingArea / row.numFloors);
      expect(row.assessTotal).toBeLessThanOrEqual(row.marketValue);
      expect(row.assessLand).toBeLessThanOrEqual(row.assessTotal);
      expect(row.exemptTotal).toBeLessThanOrEqual(row.assessTotal);
      expect(row.exemptLand).toBeLessThanOrEqual(row.exemptTotal);
      if (row.propertyType === 'single-family') expect(row.units).toBe(1);
      expect(row.lastSaleDate).toMatch(/^20(0[3-9]|1\d|2[0-4])-\d\d-\d\d$/);
      expect(row.lastSalePrice).toBeLessThan(row.purchasePrice);
    }
  });

  it('owners are clearly fictional', () => {
    expect(rows.every((r) => / Demo /.test(r.ownerName))).toBe(true);
  });

  it('has a mix of property types, including vacant land without rent', () => {
    const types = new Set(rows.map((r) => r.propertyType));
    expect([...types].sort()).toEqual(['commercial', 'land', 'mixed-use', 'multi-family', 'single-family']);
  });
});
