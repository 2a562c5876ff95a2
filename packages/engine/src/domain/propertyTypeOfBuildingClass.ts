import { nycPropertyKindForBuildingClass } from '../rules/nycCosts/nycPropertyKind';
import type { PropertyFormType } from './property';

/**
 * The property type of a DOF/PLUTO building class: co-ops first, by the same codes the NYC
 * transfer taxes use (C6, C8, D0, D4, R9 and A8, see `NYC_BUILDING_CLASS_PROPERTY_KINDS`);
 * then every other condominium class R* (a unit owned by deed, residential or commercial);
 * A one-family; B two-family and C, D apartment buildings multi-family; S residence with
 * stores mixed-use; V vacant land; the rest (offices, stores, lofts, industrial, utilities…)
 * commercial. Null without a class.
 *
 * @example
 * propertyTypeOfBuildingClass('R4') // 'condominium'
 * propertyTypeOfBuildingClass('D4') // 'co-op'
 * propertyTypeOfBuildingClass('C1') // 'multi-family'
 */
export function propertyTypeOfBuildingClass(buildingClass: string | null | undefined): PropertyFormType | null {
  const code = buildingClass?.trim().toUpperCase() ?? '';
  if (code === '') return null;
  if (nycPropertyKindForBuildingClass(code) === 'coop') return 'co-op';
  const family = code.charAt(0);
  if (family === 'R') return 'condominium';
  if (family === 'A') return 'single-family';
  if (family === 'B' || family === 'C' || family === 'D') return 'multi-family';
  if (family === 'S') return 'mixed-use';
  if (family === 'V') return 'land';
  return 'commercial';
}
