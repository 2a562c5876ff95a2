import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EngineInputError } from '../../errors/EngineInputError';
import {
  latestNycTaxFiscalYear,
  NYC_ASSESSMENT_RATIOS,
  NYC_PROPERTY_TAX_RATES,
  NYC_TAX_CLASSES,
  nycPropertyTax,
  type NycPropertyTaxInput,
} from './nycPropertyTax';

const fieldsOf = (input: unknown): string[] => {
  try {
    nycPropertyTax(input as NycPropertyTaxInput);
  } catch (error) {
    expect(error).toBeInstanceOf(EngineInputError);
    return (error as EngineInputError).fields;
  }
  return [];
};
const cents = (n: number) => Math.round(n * 100);
const classArb = fc.constantFrom(...NYC_TAX_CLASSES);
const yearArb = fc.constantFrom(...(Object.keys(NYC_PROPERTY_TAX_RATES).map(Number) as (keyof typeof NYC_PROPERTY_TAX_RATES)[]));
const valueArb = fc.integer({ min: 0, max: 5_000_000_000 }).map((c) => c / 100);

describe('nycPropertyTax', () => {
  it('multiplies the billable assessed value by the class rate of the fiscal year', () => {
    expect(nycPropertyTax({ taxClass: 2, billableAssessedValue: 1_000_000, fiscalYear: 2026 })).toMatchObject({
      annualTax: 124_390,
      monthlyTax: 10_365.83,
      taxClass: 2,
      fiscalYear: 2026,
      taxRate: 12.439,
      assessedValue: 1_000_000,
      assessmentRatio: null,
      basis: 'billable-assessed-value',
    });
    expect(nycPropertyTax({ taxClass: 4, billableAssessedValue: 500_000, fiscalYear: 2025 }).annualTax).toBe(53_810);
    expect(nycPropertyTax({ taxClass: 1, billableAssessedValue: 30_000, fiscalYear: 2024 }).annualTax).toBe(6_025.5);
    expect(nycPropertyTax({ taxClass: 3, billableAssessedValue: 100_000, fiscalYear: 2023 }).annualTax).toBe(12_755);
  });

  it('estimates the assessed value from market value with the class ratio, and says so', () => {
    const house = nycPropertyTax({ taxClass: '1', marketValue: 1_000_000, fiscalYear: 2026 });
    expect(house).toMatchObject({ annualTax: 11_905.8, assessedValue: 60_000, assessmentRatio: 6, basis: 'market-value-estimate' });
    expect(house.assumptions.join(' ')).toMatch(/6 % of market value/);
    const building = nycPropertyTax({ taxClass: 2, marketValue: 9_445_000, fiscalYear: 2026 });
    expect(building).toMatchObject({ assessedValue: 4_250_250, assessmentRatio: 45, annualTax: 528_688.6 });
  });

  it('reads DOF sub-classes (1A, 2C) as their class', () => {
    expect(nycPropertyTax({ taxClass: '2c', billableAssessedValue: 100_000 }).taxRate).toBe(NYC_PROPERTY_TAX_RATES[latestNycTaxFiscalYear][2]);
    expect(nycPropertyTax({ taxClass: ' 1A ', billableAssessedValue: 100_000 }).taxClass).toBe(1);
  });

  it('uses the latest published fiscal year by default and names it', () => {
    const tax = nycPropertyTax({ taxClass: 4, billableAssessedValue: 100_000 });
    expect(tax.fiscalYear).toBe(latestNycTaxFiscalYear);
    expect(tax.assumptions[0]).toContain(`FY${latestNycTaxFiscalYear}`);
  });

  it('prefers the billable assessed value when both values are given', () => {
    const tax = nycPropertyTax({ taxClass: 2, billableAssessedValue: 100_000, marketValue: 1_000_000, fiscalYear: 2026 });
    expect(tax).toMatchObject({ assessedValue: 100_000, basis: 'billable-assessed-value' });
    expect(tax.assumptions.join(' ')).toMatch(/market value given was not needed/);
  });

  it('rejects an unknown fiscal year, class or value, naming the field', () => {
    expect(fieldsOf({ taxClass: 1, billableAssessedValue: 1, fiscalYear: 2031 })).toEqual(['fiscalYear']);
    expect(fieldsOf({ taxClass: 1, billableAssessedValue: 1, fiscalYear: 2025.5 })).toEqual(['fiscalYear']);
    expect(fieldsOf({ taxClass: 5, billableAssessedValue: 1 })).toEqual(['taxClass']);
    expect(fieldsOf({ taxClass: '4X', billableAssessedValue: 1 })).toEqual(['taxClass']);
    expect(fieldsOf({ taxClass: 2, billableAssessedValue: -1 })).toEqual(['billableAssessedValue']);
    expect(fieldsOf({ taxClass: 2, marketValue: Number.NaN })).toEqual(['marketValue']);
    expect(fieldsOf({ taxClass: 2 })).toEqual(['billableAssessedValue']);
  });

  it('holds a rate for every class in every fiscal year, between 5 % and 30 %', () => {
    for (const rates of Object.values(NYC_PROPERTY_TAX_RATES)) {
      for (const taxClass of NYC_TAX_CLASSES) {
        expect(rates[taxClass]).toBeGreaterThan(5);
        expect(rates[taxClass]).toBeLessThan(30);
      }
    }
    expect(Math.max(...Object.keys(NYC_PROPERTY_TAX_RATES).map(Number))).toBe(latestNycTaxFiscalYear);
    expect(NYC_ASSESSMENT_RATIOS).toEqual({ 1: 6, 2: 45, 3: 45, 4: 45 });
  });

  it('is linear in the billable assessed value: tax(a + b) = tax(a) + tax(b) within a cent, tax(0) = 0 (law)', () => {
    fc.assert(
      fc.property(classArb, yearArb, valueArb, valueArb, (taxClass, fiscalYear, a, b) => {
        const tax = (billableAssessedValue: number) => nycPropertyTax({ taxClass, fiscalYear, billableAssessedValue }).annualTax;
        expect(Math.abs(cents(tax(a + b)) - cents(tax(a)) - cents(tax(b)))).toBeLessThanOrEqual(1);
        expect(tax(0)).toBe(0);
      }),
    );
  });

  it('a market-value estimate equals the tax on market value × ratio (law)', () => {
    fc.assert(
      fc.property(classArb, yearArb, fc.integer({ min: 0, max: 2_000_000_000 }), (taxClass, fiscalYear, marketValue) => {
        const estimated = nycPropertyTax({ taxClass, fiscalYear, marketValue });
        const direct = nycPropertyTax({ taxClass, fiscalYear, billableAssessedValue: (marketValue * NYC_ASSESSMENT_RATIOS[taxClass]) / 100 });
        expect(estimated.annualTax).toBe(direct.annualTax);
      }),
    );
  });
});
