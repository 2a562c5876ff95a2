import { describe, expect, it } from 'vitest';
import {
  BUILDING_CLASS_DESCRIPTIONS,
  buildingClassDescription,
  buildingClassSourceDescription,
  correctBuildingClassDescription,
} from '../../../src/nyc/enrichment/buildingClasses';

describe('building class descriptions', () => {
  it('read without the source typos', () => {
    expect(buildingClassDescription('R4')).toBe('Condominiums - Residential Unit in Elevator Building');
    expect(buildingClassDescription('c5')).toBe('Walk Up Apartments - Converted Dwelling or Rooming House');
    expect(buildingClassDescription('I7')).toBe('Hospitals and Health - Adult Care Facility');
    expect(buildingClassDescription('O9')).toBe('Miscellaneous and Old Style Bank Bldgs');
    for (const code of Object.keys(BUILDING_CLASS_DESCRIPTIONS)) {
      expect(buildingClassDescription(code)).not.toMatch(/\b(Buidling|ROoming|Adut|Oly)\b/);
    }
  });

  it("keep the source's own text beside the corrected one", () => {
    expect(buildingClassSourceDescription('R4')).toBe('Condominiums - Residential Unit in Elevator Buidling');
    expect(correctBuildingClassDescription('Olympic Buidling')).toBe('Olympic Building');
    expect(buildingClassSourceDescription(null)).toBeNull();
  });
});
