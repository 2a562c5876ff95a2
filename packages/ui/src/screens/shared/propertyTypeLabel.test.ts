import { describe, expect, it } from 'vitest';
import { PROPERTY_FORM_TYPES } from '@rei/engine';
import { PROPERTY_TYPE_LABELS, propertyTypeLabel } from './propertyTypeLabel';

describe('propertyTypeLabel', () => {
  it('reads the form values as labels', () => {
    expect(propertyTypeLabel('multi-family')).toBe('Multi-family');
    expect(propertyTypeLabel('single-family')).toBe('Single-family');
    expect(propertyTypeLabel('mixed-use')).toBe('Mixed-use');
    expect(propertyTypeLabel('land')).toBe('Land');
    expect(propertyTypeLabel('condominium')).toBe('Condominium');
    expect(propertyTypeLabel('co-op')).toBe('Co-op');
  });

  it('has a label for every type the form offers', () => {
    for (const type of PROPERTY_FORM_TYPES) expect(PROPERTY_TYPE_LABELS[type]).toMatch(/^[A-Z]/);
  });

  it('matches form values whatever their case and surrounding spaces', () => {
    expect(propertyTypeLabel(' MULTI-FAMILY ')).toBe('Multi-family');
  });

  it('capitalises other lower-case values and keeps values already written for people', () => {
    expect(propertyTypeLabel('two_family')).toBe('Two family');
    expect(propertyTypeLabel('condo')).toBe('Condo');
    expect(propertyTypeLabel('Two-family')).toBe('Two-family');
    expect(propertyTypeLabel('ELEVATOR APARTMENTS')).toBe('ELEVATOR APARTMENTS');
  });

  it('gives null for empty or missing values', () => {
    expect(propertyTypeLabel('')).toBeNull();
    expect(propertyTypeLabel('   ')).toBeNull();
    expect(propertyTypeLabel(null)).toBeNull();
    expect(propertyTypeLabel(undefined)).toBeNull();
  });
});
