import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultReapplyChoice, presetReapplyRows, reappliedInputs, type PresetContentView } from './presetReapply';

const preset = (version: number, values: Record<string, unknown>, lockedFields: string[] = [], lineItems: unknown[] = []): PresetContentView => ({
  name: 'Bank 30 yr',
  version,
  values,
  lineItems,
  lockedFields,
});

describe('re-applying a newer preset version', () => {
  const v1 = preset(1, { interestRate: 7, vacancyRate: 5, managementRate: 8 });
  const v2 = preset(2, { interestRate: 6.5, vacancyRate: 6, managementRate: 8 }, ['interestRate']);

  it('lists the fields the newer version changes, marking the ones the investor changed by hand', () => {
    // the investor raised vacancy to 10 by hand; the rest came from version 1
    const deal = { purchasePrice: 900_000, interestRate: 7, vacancyRate: 10, managementRate: 8 };
    const rows = presetReapplyRows(v1, v2, deal);
    expect(rows.map((row) => [row.field, row.changedByHand, row.locked])).toEqual([
      ['interestRate', false, true],
      ['vacancyRate', true, false],
    ]);
    expect(defaultReapplyChoice(rows)).toEqual(['interestRate']);
  });

  it('keeps a hand-changed field unless it is ticked, and takes it when ticked', () => {
    const deal = { purchasePrice: 900_000, interestRate: 7, vacancyRate: 10, managementRate: 8 };
    const rows = presetReapplyRows(v1, v2, deal);
    expect(reappliedInputs(deal, rows, defaultReapplyChoice(rows))).toEqual({ purchasePrice: 900_000, interestRate: 6.5, vacancyRate: 10, managementRate: 8 });
    expect(reappliedInputs(deal, rows, ['interestRate', 'vacancyRate'])).toEqual({ purchasePrice: 900_000, interestRate: 6.5, vacancyRate: 6, managementRate: 8 });
  });

  it('applies a locked field even when it is not ticked', () => {
    const deal = { interestRate: 7, vacancyRate: 5, managementRate: 8 };
    const rows = presetReapplyRows(v1, v2, deal);
    expect(reappliedInputs(deal, rows, [])['interestRate']).toBe(6.5);
  });

  it('clears a field the newer version leaves out, and offers custom lines as one field', () => {
    const lines = [{ label: 'Snow removal', kind: 'expense', amount: 150, frequency: 'monthly' }];
    const old = preset(1, { interestRate: 7, closingCosts: 20_000 }, [], lines);
    const next = preset(2, { interestRate: 7 });
    const deal = { interestRate: 7, closingCosts: 20_000, lineItems: lines };
    const rows = presetReapplyRows(old, next, deal);
    expect(rows.map((row) => row.field)).toEqual(['closingCosts', 'lineItems']);
    expect(reappliedInputs(deal, rows, defaultReapplyChoice(rows))).toEqual({ interestRate: 7 });
  });

  it('never changes a field that is not ticked and not locked (law)', () => {
    const numbers = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.integer({ min: 0, max: 3 }));
    fc.assert(
      fc.property(numbers, numbers, numbers, fc.subarray(['a', 'b', 'c', 'd']), (oldValues, newValues, deal, ticked) => {
        const rows = presetReapplyRows(preset(1, oldValues), preset(2, newValues), deal);
        const next = reappliedInputs(deal, rows, ticked);
        for (const key of ['a', 'b', 'c', 'd'].filter((field) => !ticked.includes(field))) expect(next[key]).toBe(deal[key]);
        // every ticked field offered now holds the newer version's value
        for (const row of rows.filter((entry) => ticked.includes(entry.field))) expect(next[row.field]).toBe(row.newValue);
      }),
    );
  });
});
