/**
 * The kinds of property NYC's transfer and mortgage taxes tell apart. The city and state
 * give 1–3 family houses, condominium units and co-op apartments lower "residential" rates;
 * everything else (commercial buildings, rentals of four or more families, mixed use, land)
 * pays the "other property" rates.
 */
export const NYC_PROPERTY_KINDS = ['one_to_three_family', 'residential_condo', 'coop', 'other'] as const;
export type NycPropertyKind = (typeof NYC_PROPERTY_KINDS)[number];

/** The kinds the mansion tax and the residential transfer-tax rates cover. */
export const NYC_RESIDENTIAL_PROPERTY_KINDS = ['one_to_three_family', 'residential_condo', 'coop'] as const satisfies readonly NycPropertyKind[];

/** True for a 1–3 family house, a residential condo unit or a co-op apartment. */
export function isResidentialNycKind(kind: NycPropertyKind): boolean {
  return kind !== 'other';
}

/**
 * DOF building-class codes that are not 'other', by property kind. Source: NYC Department
 * of Finance, "Building Classifications" glossary (the codes PLUTO and the rolling sales use).
 *
 * - one to three family: every one-family class A* (except A8, below), every two-family
 *   class B*, and C0 ("three families");
 * - residential condo units: R1 (unit in a 2–10 unit building), R2 (walk-up), R3 (1–3 story
 *   building), R4 (elevator building), R6 (unit of a 1–3 unit building first in class 1);
 * - co-ops: C6 (walk-up co-op), C8 (walk-up co-op converted from a loft or warehouse),
 *   D0 (elevator co-op converted from a loft or warehouse), D4 (elevator co-op),
 *   R9 (co-op inside a condominium) and A8 (bungalow colony on cooperatively owned land:
 *   a buyer takes shares, not a deed).
 *
 * Everything else is 'other': walk-ups and elevator buildings of four or more units,
 * stores with apartments (S*), commercial condo units (R5, R7, R8, RA–RZ), offices, land.
 */
export const NYC_BUILDING_CLASS_PROPERTY_KINDS = {
  one_to_three_family: { prefixes: ['A', 'B'], codes: ['C0'] },
  residential_condo: { prefixes: [], codes: ['R1', 'R2', 'R3', 'R4', 'R6'] },
  coop: { prefixes: [], codes: ['A8', 'C6', 'C8', 'D0', 'D4', 'R9'] },
} as const;

/**
 * The NYC property kind of a DOF building-class code (case and spaces ignored); 'other'
 * for unknown or missing codes, so the higher "other property" rates are the fallback.
 *
 * @example
 * nycPropertyKindForBuildingClass('b2') // 'one_to_three_family'
 * nycPropertyKindForBuildingClass('R4') // 'residential_condo'
 * nycPropertyKindForBuildingClass('D4') // 'coop'
 * nycPropertyKindForBuildingClass('C1') // 'other'
 */
export function nycPropertyKindForBuildingClass(buildingClass: string | null | undefined): NycPropertyKind {
  const code = (buildingClass ?? '').trim().toUpperCase();
  if (code.length === 0) return 'other';
  // the exact codes first: A8 is a co-op although its prefix says one-family
  for (const kind of ['coop', 'residential_condo', 'one_to_three_family'] as const) {
    const codes: readonly string[] = NYC_BUILDING_CLASS_PROPERTY_KINDS[kind].codes;
    if (codes.includes(code)) return kind;
  }
  const prefixes: readonly string[] = NYC_BUILDING_CLASS_PROPERTY_KINDS.one_to_three_family.prefixes;
  return prefixes.includes(code.charAt(0)) ? 'one_to_three_family' : 'other';
}
