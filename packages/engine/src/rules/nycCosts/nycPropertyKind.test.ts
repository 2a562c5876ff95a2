import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isResidentialNycKind, nycPropertyKindForBuildingClass, NYC_PROPERTY_KINDS } from './nycPropertyKind';

describe('nycPropertyKindForBuildingClass', () => {
  it.each([
    ['A1', 'one_to_three_family'],
    ['a5', 'one_to_three_family'],
    ['B2', 'one_to_three_family'],
    [' b9 ', 'one_to_three_family'],
    ['C0', 'one_to_three_family'],
    ['R1', 'residential_condo'],
    ['R4', 'residential_condo'],
    ['r6', 'residential_condo'],
    ['C6', 'coop'],
    ['C8', 'coop'],
    ['D0', 'coop'],
    ['D4', 'coop'],
    ['R9', 'coop'],
    ['A8', 'coop'],
    ['C1', 'other'],
    ['D1', 'other'],
    ['S2', 'other'],
    ['R5', 'other'],
    ['RK', 'other'],
    ['K1', 'other'],
    ['V0', 'other'],
  ] as const)('%s → %s', (code, kind) => {
    expect(nycPropertyKindForBuildingClass(code)).toBe(kind);
  });

  it("falls back to 'other' (the higher rates) for a missing or unknown code", () => {
    expect(nycPropertyKindForBuildingClass(null)).toBe('other');
    expect(nycPropertyKindForBuildingClass(undefined)).toBe('other');
    expect(nycPropertyKindForBuildingClass('  ')).toBe('other');
    expect(nycPropertyKindForBuildingClass('ZZ9')).toBe('other');
  });

  it('always returns one of the kinds, ignoring case (law)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (code) => {
        const kind = nycPropertyKindForBuildingClass(code);
        expect(NYC_PROPERTY_KINDS).toContain(kind);
        expect(nycPropertyKindForBuildingClass(code.toLowerCase())).toBe(nycPropertyKindForBuildingClass(code.toUpperCase()));
      }),
    );
  });

  it('only other property is non-residential', () => {
    expect(NYC_PROPERTY_KINDS.filter(isResidentialNycKind)).toEqual(['one_to_three_family', 'residential_condo', 'coop']);
  });
});
