/**
 * The property page's public-record inputs against the server's contract: the story fixtures
 * (stories/fixtures/nycData.ts) parse with `nycPropertyDataSchema`, so the stories show what
 * the API can really answer; and the body that adds a public-record lot to the portfolio
 * passes `propertyCreateBodySchema` with the lot's facts.
 */
import { describe, expect, it } from 'vitest';
import { nycPropertyDataSchema, propertyCreateBodySchema, propertySearchResponseSchema, type PropertySearchResponse } from '@rei/server/contract';
import { emptyNycRecord, fullNycRecord, legalNycRecord } from '../../../../stories/fixtures/nycData';
import { lotCreateBody } from './lotCreateBody';

describe('story fixtures of the public record', () => {
  it.each([
    ['full', fullNycRecord],
    ['empty', emptyNycRecord],
    ['legal', legalNycRecord],
  ])('the %s record parses with the API schema unchanged', (_name, record) => {
    expect(nycPropertyDataSchema.parse(record)).toEqual(record);
  });

  it('the comparables summary is the average of the listed sales', () => {
    const listed = fullNycRecord.comparables!.comparables;
    const average = listed.reduce((sum, sale) => sum + sale.salePrice, 0) / listed.length;
    expect(fullNycRecord.comparables!.summary.avgSalePrice).toBeCloseTo(average, 2);
  });
});

/** The full fixture as the API types it. */
const record = nycPropertyDataSchema.parse(fullNycRecord);

/** A search answer for a lot known only from the public record (source 'nyc'). */
function nycAnswer(overrides: Partial<PropertySearchResponse> = {}): PropertySearchResponse {
  const nulls = Object.fromEntries(Object.keys(propertySearchResponseSchema.shape).map((key) => [key, null]));
  return propertySearchResponseSchema.parse({
    ...nulls,
    isDemo: false,
    metricsCalculated: false,
    evictionFilings: null,
    strategyStructured: null,
    createdAt: '2026-11-23T00:00:00.000Z',
    updatedAt: '2026-11-23T00:00:00.000Z',
    source: 'nyc',
    address: '864 LAFAYETTE AVENUE',
    city: 'Brooklyn',
    state: 'NY',
    zip: '11221',
    nycData: record,
    ...overrides,
  });
}

describe('adding a public-record lot to the portfolio', () => {
  it("creates the property with the lot's address and facts, BBL included", () => {
    const body = propertyCreateBodySchema.parse(lotCreateBody(nycAnswer()));
    expect(body).toMatchObject({
      address: '864 LAFAYETTE AVENUE',
      city: 'Brooklyn',
      state: 'NY',
      zip: '11221',
      units: 2,
      yearBuilt: 1899,
      squareFeet: 2_700,
      bbl: '3016090027',
      borough: 'BK',
      buildingClass: 'B3',
      zoneDist1: 'R6B',
      ownerName: 'LAFAYETTE TWO SAMPLE LLC',
    });
    expect(body).not.toHaveProperty('zoneDist2');
  });

  it('leaves out facts the record does not have (PLUTO year 0, no lot at all)', () => {
    const withoutLot = lotCreateBody(nycAnswer({ nycData: { ...record, lot: { ...record.lot!, yearBuilt: 0 } } }));
    expect(withoutLot).not.toHaveProperty('yearBuilt');
    const bare = propertyCreateBodySchema.parse(lotCreateBody(nycAnswer({ nycData: { ...record, lot: null, owners: [] } })));
    expect(bare).toMatchObject({ address: '864 LAFAYETTE AVENUE', bbl: '3016090027', buildingClass: 'B3' });
    expect(bare).not.toHaveProperty('units');
    expect(bare).not.toHaveProperty('ownerName');
  });

  it('keeps the tax class and lot area the search answer shows when no PLUTO lot is known (the starter sales give them)', () => {
    const fromSales = propertyCreateBodySchema.parse(lotCreateBody(nycAnswer({ taxClass: '1', lotArea: 2_717, nycData: { ...record, lot: null } })));
    expect(fromSales).toMatchObject({ taxClass: '1', lotArea: 2_717 });
  });
});
