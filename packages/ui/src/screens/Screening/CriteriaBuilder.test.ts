import { describe, expect, it } from 'vitest';
import { withCriterion } from './CriteriaBuilder';
import { CRITERIA_GROUPS } from './screeningTypes';

const field = (key: string) => CRITERIA_GROUPS.flatMap((group) => group.fields).find((each) => each.key === key)!;

describe('withCriterion', () => {
  it('sets numbers as numbers, lists as trimmed lists, dates as text, and a cleared field drops its key', () => {
    let filters = withCriterion({}, field('unitsMin'), '2');
    filters = withCriterion(filters, field('buildingClasses'), ' B, C0 ,');
    filters = withCriterion(filters, field('lastSaleAfter'), '2015-01-01');
    expect(filters).toEqual({ unitsMin: 2, buildingClasses: ['B', 'C0'], lastSaleAfter: '2015-01-01' });
    expect(withCriterion(filters, field('unitsMin'), '  ')).toEqual({ buildingClasses: ['B', 'C0'], lastSaleAfter: '2015-01-01' });
  });

  it('keeps a half-typed number as text so the server names the field instead of dropping it', () => {
    expect(withCriterion({}, field('unitsMax'), '4x')).toEqual({ unitsMax: '4x' });
  });

  it('a flag is present only when ticked', () => {
    expect(withCriterion({}, field('onTaxLienList'), true)).toEqual({ onTaxLienList: true });
    expect(withCriterion({ onTaxLienList: true }, field('onTaxLienList'), false)).toEqual({});
  });
});
