import type { PropertyFormType } from '@rei/engine';

/** The Add Property form's types as every screen shows them. */
export const PROPERTY_TYPE_LABELS: Readonly<Record<PropertyFormType, string>> = {
  'single-family': 'Single-family',
  'multi-family': 'Multi-family',
  condominium: 'Condominium',
  'co-op': 'Co-op',
  commercial: 'Commercial',
  'mixed-use': 'Mixed-use',
  land: 'Land',
  other: 'Other',
};

/**
 * A stored property type as people read it: the form's values by their label ('multi-family' →
 * 'Multi-family'); any other lower-case value gets a capital first letter and spaces for
 * underscores ('two_family' → 'Two family'); values already written for people ('Two-family',
 * 'ELEVATOR APARTMENTS') are kept. Empty or missing gives null (nothing is shown).
 */
export function propertyTypeLabel(value: string | null | undefined): string | null {
  const raw = value?.trim() ?? '';
  if (raw === '') return null;
  const known = PROPERTY_TYPE_LABELS[raw.toLowerCase() as PropertyFormType];
  if (known) return known;
  if (raw !== raw.toLowerCase()) return raw;
  const spaced = raw.replace(/_+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
