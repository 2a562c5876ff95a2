import { describe, expect, it } from 'vitest';
import { buyHoldDefaults, calculateBuyHold, holdAssumptionDefaults, nycClosingCosts, rentalHoldProForma } from '@rei/engine';
import { dealFromBuyHold } from './dealFromCalculators';

describe('dealFromBuyHold', () => {
  it('takes the 3 % closing costs when none were entered, and says so', () => {
    const values = buyHoldDefaults();
    const result = calculateBuyHold(values);
    const basis = dealFromBuyHold(values, result);
    expect(basis.deal.closingCosts).toBe(37_500);
    expect(basis.assumptions).toContain('closing costs $37,500 (3 % of price, the flat rate for an empty field)');
  });

  it("gives the pro forma the calculator's cash invested when NYC closing costs were entered", () => {
    // $1,200,000 condo, 25 % down: NYC buyer costs on the 900,000 loan are 35,385
    const closingCosts = nycClosingCosts({ purchasePrice: 1_200_000, loanAmount: 900_000, propertyKind: 'residential_condo', side: 'buyer' }).total;
    const values = { ...buyHoldDefaults(1_200_000, 12_000), closingCosts };
    const result = calculateBuyHold(values);
    const basis = dealFromBuyHold(values, result);
    expect(basis.deal.closingCosts).toBe(35_385);
    expect(basis.assumptions).toContain('closing costs $35,385 (the Closing Costs field)');
    const proForma = rentalHoldProForma({ ...basis.deal, ...holdAssumptionDefaults() });
    // 300,000 down + 35,385 closing, the same cash the calculator counts
    expect(proForma.totals.initialEquityInvested).toBe(result.totalCashInvested);
    expect(proForma.totals.initialEquityInvested).toBe(335_385);
  });
});
