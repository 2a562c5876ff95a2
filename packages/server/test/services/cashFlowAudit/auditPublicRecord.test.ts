/**
 * The cash-flow audit's market rent reads the public record the property page shows: a property
 * added by form (no BBL stored) whose address resolves to a lot with a recorded sale, a building
 * class and comparables is priced from those comparables, and its fallbacks say how.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateMarketRent } from '@rei/engine';
import { nycAddresses } from '../../../src/db/schema';
import { addressRow } from '../../../src/nyc/address/addressRow';
import { startTestServer, type TestServer, type TestUser } from '../../harness';
import { addProperty } from '../../propertyFixtures';
import { FIXTURE_DATASETS, SUBJECT_BBL, insertFixture, recordImports } from '../../nycEnrichmentFixtures';

let server: TestServer;
let ann: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  await insertFixture(server.db);
  await recordImports(server.db, FIXTURE_DATASETS);
  await server.db
    .insert(nycAddresses)
    .values([addressRow({ bbl: SUBJECT_BBL, borough: 'BK', houseLow: '1000', streetName: 'PRESIDENT STREET', zipCode: '11225', dataset: 'pluto' })]);
  ann = await server.registerAndLogin('ann-audit', { tier: 'hunter' });
});

afterAll(async () => server?.close());

describe('the audit market rent from the public record', () => {
  it('prices a form-added lot from the comparables its property page lists, with true fallbacks', async () => {
    const property = await addProperty(server, ann, {
      address: '1000 President Street',
      city: 'Brooklyn',
      zip: '11225',
      bbl: undefined,
      borough: undefined,
      buildingClass: undefined,
      squareFeet: undefined,
      units: 8,
      purchasePrice: 1_300_000,
      monthlyRent: 9_000,
    });
    // the record the property page shows for this lot
    const page = await server.request({ method: 'GET', url: `/api/properties/bbl/${SUBJECT_BBL}`, token: ann.token });
    const comparables = page.data.nycData.comparables.comparables as { salePrice: number; squareFeet: number | null }[];
    expect(comparables.length).toBe(4);

    const audit = await server.request({ method: 'POST', url: `/api/cash-flow-audit/property/${property.id}`, token: ann.token });
    expect(audit.statusCode).toBe(200);
    const expected = estimateMarketRent({
      borough: 'BK',
      buildingClass: 'C4',
      squareFeet: 6_400,
      comparables: comparables.map((c) => ({ salePrice: c.salePrice, grossSquareFeet: c.squareFeet })),
      lastSalePrice: 1_200_000,
      purchasePrice: 1_300_000,
    });
    expect(audit.data.marketRent).toMatchObject({ estimate: expected?.monthlyRent, comparablesUsed: 4, confidence: expected?.confidence });
    const fallbacks: string[] = audit.data.marketRent.fallbacksUsed;
    expect(fallbacks[0]).toBe(`lot ${SUBJECT_BBL} found from the address (no BBL stored)`);
    expect(fallbacks).toContain('building class from PLUTO (nyc_lots)');
    expect(fallbacks.join(' ')).not.toMatch(/no recorded sale|class unknown|borough unknown/);
    expect(audit.data.marketRent.method).toContain('(BK, walk-up)');
  });
});
