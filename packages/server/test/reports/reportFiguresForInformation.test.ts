/**
 * A Buy & Hold not bought through a wholesaler: its report states the 80 % cost-to-ARV rule for
 * information, as the calculator does, never as a "NON-COMPLIANT" verdict on a rental
 * (walkthrough finding); a wholesaled deal keeps the verdict.
 */
import { describe, expect, it } from 'vitest';
import { calculateBuyHold } from '@rei/engine';
import { resultFigures } from '../../src/reports/figures';

const inputs = { purchasePrice: 1_250_000, grossMonthlyRent: 8_000, propertyTax: 12_000, insurance: 3_600 };

describe('the 80 % rule in a Buy & Hold report', () => {
  it('is for information on a rental you keep', () => {
    const results = calculateBuyHold(inputs) as unknown as Record<string, unknown>;
    const message = resultFigures('buy_hold', results, inputs).find((figure) => figure.key === 'compliance.complianceMessage')!;
    expect(message.label).toBe('80 % cost-to-ARV rule (for information)');
    expect(String(message.value)).toMatch(/^For information — a rental you keep is judged by its cash flow, cap rate and DSCR: Total project cost/);
    expect(String(message.value)).not.toMatch(/COMPLIANT/);
  });

  it('stays a verdict when the deal was bought through a wholesaler', () => {
    const wholesaled = { ...inputs, isWholesaled: true };
    const results = calculateBuyHold(wholesaled) as unknown as Record<string, unknown>;
    const message = resultFigures('buy_hold', results, wholesaled).find((figure) => figure.key === 'compliance.complianceMessage')!;
    expect(String(message.value)).toMatch(/COMPLIANT/);
  });
});
