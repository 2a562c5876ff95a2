import { describe, expect, it } from 'vitest';
import { PROPERTY_FORM_TYPES } from './property';
import { propertyTypeOfBuildingClass } from './propertyTypeOfBuildingClass';

describe('propertyTypeOfBuildingClass', () => {
  it('offers condominium and co-op among the property types', () => {
    expect(PROPERTY_FORM_TYPES).toContain('condominium');
    expect(PROPERTY_FORM_TYPES).toContain('co-op');
  });

  it('reads condominium classes (R*) as condominium, and the co-op classes as co-op', () => {
    expect(['R1', 'R4', 'R8', 'RK', ' r2 '].map(propertyTypeOfBuildingClass)).toEqual(['condominium', 'condominium', 'condominium', 'condominium', 'condominium']);
    expect(['C6', 'C8', 'D0', 'D4', 'R9', 'A8'].map(propertyTypeOfBuildingClass)).toEqual(['co-op', 'co-op', 'co-op', 'co-op', 'co-op', 'co-op']);
  });

  it('keeps the other class families', () => {
    expect(['A5', 'B3', 'C1', 'D1', 'S2', 'V0', 'K1', 'O5'].map(propertyTypeOfBuildingClass)).toEqual([
      'single-family', 'multi-family', 'multi-family', 'multi-family', 'mixed-use', 'land', 'commercial', 'commercial',
    ]);
    expect(propertyTypeOfBuildingClass(null)).toBeNull();
    expect(propertyTypeOfBuildingClass('  ')).toBeNull();
  });

  it('every class maps to a type the form offers', () => {
    for (const code of ['A0', 'B9', 'C6', 'D4', 'R4', 'R9', 'S9', 'V1', 'Z9']) {
      expect(PROPERTY_FORM_TYPES).toContain(propertyTypeOfBuildingClass(code));
    }
  });
});
