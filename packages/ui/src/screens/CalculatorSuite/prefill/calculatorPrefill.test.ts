import { describe, expect, it } from 'vitest';
import { dealPrefill, type Property } from '@rei/engine';
import { prefilledProperty, tabPrefill, withPrefill } from './calculatorPrefill';

const nycProperty: Property = {
  id: 7,
  address: '866 Ninth Avenue',
  borough: 'MN',
  buildingClass: 'C7',
  taxClass: '2',
  assessTotal: 1_200_000,
  purchasePrice: 9_445_000,
  monthlyRent: 46_425,
  units: 7,
  metricsCalculated: false,
};

describe('tabPrefill', () => {
  const prefill = dealPrefill({ property: nycProperty });

  it('fills Buy & Hold price, rent, tax and NYC closing costs from the record, each with its source', () => {
    const { values, sources } = tabPrefill('buy-hold', prefill);
    expect(values).toEqual({ purchasePrice: 9_445_000, grossMonthlyRent: 46_425, propertyTax: 149_268, closingCosts: Math.round(prefill.closingCosts?.value ?? 0) });
    expect(sources['closingCosts']).toEqual(prefill.closingCosts?.source);
    // a C7 walk-up of 7 units is 'other' property: the 2.8 % recording tax, no mansion tax
    expect(sources['closingCosts']?.note).toMatch(/^NYC: mortgage recording tax 2\.8 %, title estimate, recording fees estimate/);
    expect(sources['propertyTax']?.label).toBe('PLUTO assessed value (estimate) · FY2026 class 2');
    expect(sources['purchasePrice']?.label).toBe('your upload');
  });

  it('gives BRRR the tax per month', () => {
    expect(tabPrefill('rehab-reinvest', prefill).values['taxes']).toBe(12_439);
  });

  it('gives Fix & Flip the NYC closing and selling costs', () => {
    const { values, sources } = tabPrefill('fix-flip', prefill);
    // an estimate goes into the field in whole dollars
    expect(values['closingCosts']).toBe(Math.round(prefill.closingCosts?.value ?? 0));
    expect(values['sellingCostsPercent']).toBe(prefill.sellingCostsPercent?.value);
    expect(sources['closingCosts']?.note).toMatch(/^NYC: mortgage recording tax 2\.8 %/);
  });

  it('marks a field the record could not fill as default', () => {
    const outside = dealPrefill({ property: { purchasePrice: 300_000, monthlyRent: 2_000 } });
    const { values, sources } = tabPrefill('buy-hold', outside);
    expect(values['propertyTax']).toBeUndefined();
    expect(sources['propertyTax']).toMatchObject({ kind: 'default', label: 'default' });
    expect(sources['insurance']).toMatchObject({ kind: 'default', note: 'no insurance figure on record' });
    // outside NYC the closing costs stay empty: the calculator takes 3 % of the price
    expect(values['closingCosts']).toBeUndefined();
    expect(sources['closingCosts']).toMatchObject({ kind: 'default', note: '3 % of price' });
  });

  it('fills and marks nothing without a prefill', () => {
    expect(tabPrefill('buy-hold', null)).toEqual({ values: {}, sources: {} });
  });
});

describe('withPrefill', () => {
  it('lays only the form’s own keys over its defaults', () => {
    expect(withPrefill({ a: 1, b: 2 }, { values: { b: 5, c: 9 }, sources: {} })).toEqual({ a: 1, b: 5 });
  });
});

describe('prefilledProperty', () => {
  it('carries the prefilled price into the estimated value when the property has none', () => {
    const prefill = dealPrefill({ property: { borough: 'BK' }, record: { lastSale: { date: '2024-02-01', price: 800_000 } } });
    const property = prefilledProperty({ address: 'x', metricsCalculated: false }, prefill);
    expect(property).toMatchObject({ purchasePrice: 800_000, estimatedValue: 800_000 });
  });
});
