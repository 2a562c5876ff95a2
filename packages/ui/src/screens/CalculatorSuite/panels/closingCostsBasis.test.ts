import { describe, expect, it } from 'vitest';
import type { PrefillSource } from '@rei/engine';
import { closingCostsBasis, nycInsteadText } from './BuyHoldPanel';

const nyc: PrefillSource = { kind: 'nyc-costs', label: 'NYC buyer closing costs', note: 'NYC: mortgage recording tax 1.925 %' };
const byDefault: PrefillSource = { kind: 'default', label: 'default', note: '3 % of price' };

describe('closingCostsBasis', () => {
  it('says 3 % of price while the field is empty', () => {
    expect(closingCostsBasis(undefined, undefined, undefined)).toBe('3 % of price');
    expect(closingCostsBasis(undefined, 36_831.88, nyc)).toBe('3 % of price');
  });

  it('names the record’s source while the prefilled figure is kept', () => {
    expect(closingCostsBasis(36_831.88, 36_831.88, nyc)).toBe('NYC buyer closing costs');
  });

  it('says as entered once the figure is changed, or when it never came from the record', () => {
    expect(closingCostsBasis(40_000, 36_831.88, nyc)).toBe('as entered');
    expect(closingCostsBasis(40_000, undefined, undefined)).toBe('as entered');
    expect(closingCostsBasis(40_000, 40_000, byDefault)).toBe('as entered');
  });
});

describe('nycInsteadText', () => {
  it('names the NYC buyer costs an emptied field on a NYC lot leaves out, and nothing elsewhere', () => {
    expect(nycInsteadText(33_938)).toBe(', a flat rate — NYC buyer costs at this price and loan would be $33,938');
    expect(nycInsteadText(undefined)).toBe('');
  });
});
