import { describe, expect, it } from 'vitest';
import { BUY_HOLD_DEFAULTS, dealPrefill, type Property } from '@rei/engine';
import { buyHoldFormDefaults } from '../forms/buyHoldForm';
import { fixFlipFormDefaults } from '../forms/fixFlipForm';
import { PREFILL_PROMPTS, prefilledProperty, shownSource, sourceText, tabPrefill, withPrefill, YOUR_INPUT } from './calculatorPrefill';

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

// Issue 26's Queens condo: $550,000 at $3,200 a month, one condo unit with an assessment on record.
const queensCondo: Property = {
  id: 8,
  address: '30-15 Crescent St #4B',
  borough: 'QN',
  buildingClass: 'R4',
  taxClass: '2',
  assessTotal: 52_000,
  purchasePrice: 550_000,
  monthlyRent: 3_200,
  units: 1,
  metricsCalculated: false,
};

describe('tabPrefill', () => {
  const prefill = dealPrefill({ property: nycProperty });

  it('fills Buy & Hold price, rent, tax, insurance, maintenance and NYC closing costs, each with its source', () => {
    const { values, sources, blanks } = tabPrefill('buy-hold', prefill);
    expect(values).toEqual({
      purchasePrice: 9_445_000,
      grossMonthlyRent: 46_425,
      propertyTax: 149_268,
      insurance: 8_400,
      maintenance: 94_450,
      closingCosts: Math.round(prefill.closingCosts?.value ?? 0),
    });
    expect(blanks).toEqual([]);
    expect(sources['closingCosts']).toEqual(prefill.closingCosts?.source);
    // a C7 walk-up of 7 units is 'other' property: the 2.8 % recording tax, no mansion tax
    expect(sources['closingCosts']?.note).toMatch(/^NYC: mortgage recording tax 2\.8 %, title estimate, recording fees estimate/);
    expect(sources['propertyTax']?.label).toBe('PLUTO assessed value (estimate) · FY2026 class 2');
    expect(sources['insurance']?.label).toBe('rule: $1,200 per unit a year × 7 units');
    expect(sources['purchasePrice']?.label).toBe('your upload');
    expect(sources['interestRate']).toMatchObject({ kind: 'default', label: 'assumption' });
  });

  it('gives Creative Financing the running costs Buy & Hold starts from: (tax + insurance + maintenance) ÷ 12', () => {
    const { values, sources } = tabPrefill('creative-financing', prefill);
    // 149,268 + 8,400 + 94,450 = 252,118 a year → 21,009.83 a month → 21,010 in whole dollars
    expect(values['monthlyExpenses']).toBe(21_010);
    expect(sources['monthlyExpenses']).toMatchObject({ kind: 'rule', label: '(property tax + insurance + maintenance) ÷ 12' });
    // without a unit count the insurance is unknown: the field asks rather than summing two of three costs
    const noUnits = dealPrefill({ property: { ...nycProperty, units: null } });
    expect(noUnits.insurance).toBeNull();
    const asked = tabPrefill('creative-financing', noUnits);
    expect(asked.values['monthlyExpenses']).toBeUndefined();
    expect(asked.sources['monthlyExpenses']?.label).toBe(PREFILL_PROMPTS.runningCosts);
  });

  it('opens the Queens condo with named tax, insurance and rent and no sample figure', () => {
    const condo = dealPrefill({ property: queensCondo });
    const tab = tabPrefill('buy-hold', condo);
    const values = withPrefill(buyHoldFormDefaults(prefilledProperty(queensCondo, condo)), tab);
    expect(values.propertyTax).toBe(6_468); // 52,000 × 12.439 %
    expect(values.insurance).toBe(600);
    expect(values.grossMonthlyRent).toBe(3_200);
    expect(Object.values(values)).not.toContain(BUY_HOLD_DEFAULTS.propertyTax);
    expect(Object.values(values)).not.toContain(BUY_HOLD_DEFAULTS.insurance);
    for (const key of ['propertyTax', 'insurance', 'grossMonthlyRent', 'maintenance', 'closingCosts']) {
      expect(tab.sources[key]?.kind).not.toBe('default');
      expect(tab.sources[key]?.label).toBeTruthy();
    }
  });

  it('leaves a field with no honest source empty, with a prompt, instead of the sample figure', () => {
    const bare = dealPrefill({ property: { borough: 'QN', purchasePrice: 550_000 } });
    const tab = tabPrefill('buy-hold', bare);
    expect(tab.blanks).toEqual(expect.arrayContaining(['propertyTax', 'insurance']));
    expect(tab.sources['insurance']).toEqual({ kind: 'missing', label: PREFILL_PROMPTS.insurance, note: null });
    const values = withPrefill(buyHoldFormDefaults({ address: 'x', metricsCalculated: false, purchasePrice: 550_000 }), tab);
    expect(values.propertyTax).toBeUndefined();
    expect(values.insurance).toBeUndefined();
    expect(sourceText(tab.sources['insurance']!)).toBe(PREFILL_PROMPTS.insurance);
  });

  it('gives BRRR the tax, insurance and maintenance per month and a down payment by its rule', () => {
    const { values, sources, blanks } = tabPrefill('rehab-reinvest', prefill);
    expect(values['taxes']).toBe(12_439);
    expect(values['insurance']).toBe(700);
    // the fields are monthly: each source says the annual figure was divided by 12
    for (const key of ['taxes', 'insurance', 'maintenance']) expect(sources[key]?.label).toMatch(/\(annual ÷ 12\)$/);
    expect(sources['taxes']?.label).toBe(`${prefill.annualPropertyTax?.source.label} (annual ÷ 12)`);
    expect(values['downPayment']).toBe(2_361_250);
    expect(sources['downPayment']?.label).toBe('rule: 25 % of the price');
    // no comparables: the ARV and rehab are the investor's
    expect(blanks).toEqual(expect.arrayContaining(['afterRepairValue', 'rehabCosts', 'utilities']));
  });

  it('asks for the BRRR tax and insurance per month, never for the annual figure in a monthly field', () => {
    const bare = dealPrefill({ property: { borough: 'QN', purchasePrice: 550_000 } });
    const { sources, blanks } = tabPrefill('rehab-reinvest', bare);
    expect(blanks).toEqual(expect.arrayContaining(['taxes', 'insurance']));
    expect(sources['taxes']?.label).toBe(PREFILL_PROMPTS.taxMonthly);
    expect(sources['insurance']?.label).toBe(PREFILL_PROMPTS.insuranceMonthly);
    for (const key of ['taxes', 'insurance']) {
      expect(sources[key]?.label).toMatch(/per month/);
      expect(sources[key]?.label).not.toMatch(/^Enter the annual/);
    }
    // the annual fields of Buy & Hold keep asking for the annual tax
    expect(tabPrefill('buy-hold', bare).sources['propertyTax']?.label).toBe(PREFILL_PROMPTS.tax);
  });

  it('gives Fix & Flip the NYC closing and selling costs and asks for the rehab, and the ARV without comparables', () => {
    const { values, sources, blanks } = tabPrefill('fix-flip', prefill);
    // an estimate goes into the field in whole dollars
    expect(values['closingCosts']).toBe(Math.round(prefill.closingCosts?.value ?? 0));
    expect(values['sellingCostsPercent']).toBe(prefill.sellingCostsPercent?.value);
    expect(sources['closingCosts']?.note).toMatch(/^NYC: mortgage recording tax 2\.8 %/);
    expect(blanks).toEqual(['afterRepairValue', 'rehabCost']);
    const form = withPrefill(fixFlipFormDefaults(nycProperty), tabPrefill('fix-flip', prefill));
    expect(form.closingCosts).not.toBe(3_000);
    expect(form.afterRepairValue).toBeUndefined();
  });

  it('takes the ARV from the comparables when there are three or more', () => {
    const withComps = dealPrefill({
      property: nycProperty,
      record: { comparables: { comparables: [8_000_000, 9_000_000, 10_000_000].map((salePrice) => ({ salePrice })) } },
    });
    const { values, sources } = tabPrefill('fix-flip', withComps);
    expect(values['afterRepairValue']).toBe(9_000_000);
    expect(sources['afterRepairValue']).toMatchObject({ kind: 'comparables', label: '3 comparable sales (median sale price)' });
    expect(tabPrefill('wholesale', withComps).values['afterRepairValue']).toBe(9_000_000);
  });

  it('applies NYC closing costs to an uploaded Brooklyn lot known by its ZIP, in every calculator', () => {
    const upload = dealPrefill({ property: { purchasePrice: 1_230_000, zip: '11215', buildingClass: 'B1' } });
    for (const tab of ['buy-hold', 'fix-flip', 'creative-financing', 'rehab-reinvest'] as const) {
      expect(tabPrefill(tab, upload).sources['closingCosts']?.kind).toBe('nyc-costs');
    }
    expect(tabPrefill('wholesale', upload).sources['investorSellingCostsPercent']?.kind).toBe('nyc-costs');
  });

  it('labels the flat rate outside NYC', () => {
    const outside = dealPrefill({ property: { purchasePrice: 300_000, monthlyRent: 2_000, units: 1, zip: '07030' } });
    const { values, sources } = tabPrefill('buy-hold', outside);
    expect(values['closingCosts']).toBe(9_000);
    expect(sources['closingCosts']?.label).toBe('rule: 3 % of price (outside NYC)');
    expect(values['propertyTax']).toBeUndefined();
    expect(sources['propertyTax']?.kind).toBe('missing');
  });

  it('fills and marks nothing without a prefill: the sample defaults stay for a blank calculator', () => {
    expect(tabPrefill('buy-hold', null)).toEqual({ values: {}, sources: {}, blanks: [] });
    expect(withPrefill(buyHoldFormDefaults(null), tabPrefill('buy-hold', null)).propertyTax).toBe(BUY_HOLD_DEFAULTS.propertyTax);
  });
});

describe('shownSource', () => {
  const nyc = { kind: 'nyc-costs', label: 'NYC buyer closing costs', note: null } as const;
  const prompt = { kind: 'missing', label: PREFILL_PROMPTS.tax, note: null } as const;

  it('keeps the source until the field is edited', () => {
    expect(shownSource(nyc, { edited: false, value: 36_000 })).toBe(nyc);
  });

  it('drops a stale source once the field is cleared, and says "your input" once typed', () => {
    expect(shownSource(nyc, { edited: true, value: undefined })).toBeUndefined();
    expect(shownSource(nyc, { edited: true, value: 40_000 })).toBe(YOUR_INPUT);
  });

  it('asks again for a field with no source that was cleared', () => {
    expect(shownSource(prompt, { edited: true, value: undefined })).toBe(prompt);
    expect(shownSource(prompt, { edited: true, value: 6_000 })).toBe(YOUR_INPUT);
  });
});

describe('withPrefill', () => {
  it('lays only the form’s own keys over its defaults and empties its blanks', () => {
    expect(withPrefill({ a: 1, b: 2, d: 4 }, { values: { b: 5, c: 9 }, blanks: ['d', 'e'] })).toEqual({ a: 1, b: 5, d: undefined });
  });
});

describe('prefilledProperty', () => {
  it('carries the prefilled price into the estimated value when the property has none', () => {
    const prefill = dealPrefill({ property: { borough: 'BK' }, record: { lastSale: { date: '2024-02-01', price: 800_000 } } });
    const property = prefilledProperty({ address: 'x', metricsCalculated: false }, prefill);
    expect(property).toMatchObject({ purchasePrice: 800_000, estimatedValue: 800_000 });
  });
});
