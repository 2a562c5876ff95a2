import { describe, expect, it } from 'vitest';
import { propertySchema } from '@rei/engine';
import {
  buildingAreaOf,
  cityLine,
  hasNeighborhoodData,
  hasStrategy,
  propertyTypeLabel,
  statTiles,
  textOrNA,
  yearOrNA,
} from './propertyDetailModel';

const bare = propertySchema.parse({ address: '12 Main Street' });

describe('property detail model', () => {
  it('shows every missing stat tile as N/A, never an invented value', () => {
    expect(statTiles(bare).map((tile) => tile.value)).toEqual(['N/A', 'N/A', 'N/A', 'N/A', 'N/A', 'N/A']);
  });

  it('names the six stat tiles in order', () => {
    expect(statTiles(bare).map((tile) => tile.label)).toEqual([
      'Property Type',
      'Year Built',
      'Units',
      'Building Area (sf)',
      'Owner',
      'Tax Class',
    ]);
  });

  it('writes years without a thousands separator and blanks as N/A', () => {
    expect(yearOrNA(1899)).toBe('1899');
    expect(yearOrNA(null)).toBe('N/A');
    expect(textOrNA('   ')).toBe('N/A');
  });

  it('reads the building area from buildingArea, then bldgArea, then squareFeet', () => {
    expect(buildingAreaOf(propertySchema.parse({ address: 'a', bldgArea: 2_000, squareFeet: 1_500 }))).toBe(2_000);
    expect(buildingAreaOf(propertySchema.parse({ address: 'a', squareFeet: 1_500 }))).toBe(1_500);
    expect(buildingAreaOf(bare)).toBeNull();
  });

  it('joins city, state and ZIP from whichever parts exist', () => {
    expect(cityLine({ city: 'Brooklyn', state: 'NY', zip: '11233' })).toBe('Brooklyn, NY 11233');
    expect(cityLine({ city: null, state: 'NY', zip: null })).toBe('NY');
    expect(cityLine({})).toBe('');
  });

  it('labels property types the way people read them', () => {
    expect(propertyTypeLabel('multi-family')).toBe('Multi-family');
    expect(propertyTypeLabel(undefined)).toBe('N/A');
  });

  it('knows when neighborhood data and a strategy exist', () => {
    expect(hasNeighborhoodData(bare)).toBe(false);
    expect(hasNeighborhoodData(propertySchema.parse({ address: 'a', crimeData: { totalCrimes: 10 } }))).toBe(true);
    expect(hasStrategy(bare)).toBe(false);
    expect(hasStrategy(propertySchema.parse({ address: 'a', strategyAdvice: 'Hold' }))).toBe(true);
    expect(hasStrategy(propertySchema.parse({ address: 'a', strategyStructured: { summaryBullets: [] } }))).toBe(false);
  });
});
