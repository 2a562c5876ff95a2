import { describe, expect, it } from 'vitest';
import { compareIdsOf, dealCalculatorPath, dealPath } from './dealLinks';

describe('deal links', () => {
  it('opens each strategy in its own calculator tab with the deal id', () => {
    expect(dealCalculatorPath('buy_hold', 4)).toBe('/calculator/buy-hold?dealId=4');
    expect(dealCalculatorPath('brrr', 9)).toBe('/calculator/rehab-reinvest?dealId=9');
    expect(dealCalculatorPath('creative_financing', 2)).toBe('/calculator/creative-financing?dealId=2');
    expect(dealPath(12)).toBe('/deals/12');
  });

  it('reads the compared deals from ?compare=, dropping junk and repeats, at most six', () => {
    expect(compareIdsOf('?compare=3,1,3')).toEqual([3, 1]);
    expect(compareIdsOf('?compare=1,x,-2,2.5,4')).toEqual([1, 4]);
    expect(compareIdsOf('?compare=1,2,3,4,5,6,7')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(compareIdsOf('')).toEqual([]);
  });
});
