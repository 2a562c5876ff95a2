/**
 * Condominium units and links that hold: a unit typed in any of its forms (", 3C", "#3C",
 * "Apt 3C", "Unit 3C", "3C" after the street) opens the unit's own lot and its sale when the
 * DOF sales name it, else stays the apartment of the building's lot; the answer says which.
 * Every answer's canonical link (address + BBL) reloads to the same lot, and the older
 * address-only link still finds it. A Queens house number typed without its hyphen resolves.
 * The sales are real lines of the starter files (test/fixtures/nyc/starter_units.csv).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { propertySlug, propertySlugParts } from '@rei/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertySearchResponseSchema, type PropertySearchResponse } from '../../../src/contract';
import { parseNycAddress } from '../../../src/nyc/address/parse';
import { queensHouseForms } from '../../../src/nyc/address/resolve';
import { DATASETS } from '../../../src/nyc/import/datasets';
import { RejectsFile } from '../../../src/nyc/import/rejects';
import { importFile } from '../../../src/nyc/import/runner';
import { startTestServer, type TestServer } from '../../harness';
import { NYC_FIXTURES } from '../../paths';

const FIXTURE = join(NYC_FIXTURES, 'starter_units.csv');

/** 30-85 Vernon Boulevard, Queens: four condominium units, each its own lot and sale. */
const VERNON = { '2F': ['4005041008', 590_000], '3C': ['4005041019', 550_000], '4N': ['4005041044', 620_000], '6L': ['4005041070', 500_000] } as const;
/** 754 East 6th Street, Manhattan: three units. */
const EAST_6TH = { '2A': ['1003751003', 975_000], '4B': ['1003751013', 900_000], '6D': ['1003751025', 1_219_265] } as const;
/** 311 East 3rd Street, Manhattan: a co-op, one lot (49) whose sales name apartments. */
const COOP_LOT = '1003730049';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const rejects = new RejectsFile(join(tmpdir(), `rei-units-${process.pid}.rejects.csv`));
  await importFile({ db: server.db, dataset: DATASETS['rolling-sales'], file: FIXTURE, rejects });
  await rejects.close();
});
afterAll(() => server.close());

async function search(text: string): Promise<{ status: number; body: PropertySearchResponse & { notFound?: { reason: string; candidates: { label: string; bbl: string }[] } } }> {
  const response = await server.request({ method: 'GET', url: `/api/properties/search?address=${encodeURIComponent(text)}` });
  return { status: response.statusCode, body: response.data };
}

async function byBbl(bbl: string, unit?: string) {
  const query = unit ? `?unit=${encodeURIComponent(unit)}` : '';
  const response = await server.request({ method: 'GET', url: `/api/properties/bbl/${bbl}${query}` });
  return { status: response.statusCode, body: response.data as PropertySearchResponse };
}

/** The canonical link of an answer, as the app builds it: full address, then the BBL. */
function canonicalSlug(found: PropertySearchResponse): string {
  const place = [found.address, found.city, [found.state, found.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return propertySlug(place, found.bbl);
}

describe('reading a unit typed', () => {
  it('reads every designator form, and never an ordinal street as a unit', () => {
    for (const text of [
      '30-85 Vernon Boulevard, 3C, Queens',
      '30-85 Vernon Boulevard #3C, Queens',
      '30-85 Vernon Blvd, Apt 3C, Queens',
      '30-85 Vernon Blvd Unit 3C, Queens',
      '30-85 Vernon Blvd 3C, Queens',
      '30-85 Vernon Boulevard 3c Queens',
    ]) {
      const parsed = parseNycAddress(text);
      expect(parsed, text).toMatchObject({ houseNumber: '30-85', street: 'vernon boulevard', borough: 'QN', unit: '3C' });
    }
    expect(parseNycAddress('754 East 6th Street, Manhattan')).toMatchObject({ street: 'east 6 street', unit: null });
    expect(parseNycAddress('100 Avenue 3rd')).toMatchObject({ unit: null });
    expect(parseNycAddress('30 Bay 10th Street, Brooklyn')).toMatchObject({ street: 'bay 10 street', unit: null });
  });

  it('tries a Queens house number typed without its hyphen as its Queens forms', () => {
    expect(queensHouseForms('3085')).toEqual(['30-85', '3-085']);
    expect(queensHouseForms('14811')).toEqual(['148-11', '14-811']);
    expect(queensHouseForms('30-85')).toEqual([]);
    expect(queensHouseForms('12')).toEqual([]);
  });
});

describe('a condominium unit typed opens its own lot and sale', () => {
  for (const form of ['30-85 Vernon Boulevard, 3C, Queens', '30-85 Vernon Boulevard #3C, Queens', '30-85 Vernon Blvd, Apt 3C, Queens', '30-85 Vernon Blvd Unit 3C, Queens', '30-85 Vernon Blvd 3C, Queens']) {
    it(`"${form}" → unit 3C's lot and its $550,000 sale`, async () => {
      const { status, body } = await search(form);
      expect(status).toBe(200);
      expect(body.bbl).toBe(VERNON['3C'][0]);
      expect(body.lastSalePrice).toBe(550_000);
      expect(body.unit).toEqual({ designator: '3C', kind: 'condo-lot', asked: '3C' });
      expect(body.address).toBe('30-85 VERNON BOULEVARD, 3C');
    });
  }

  it('each unit of both buildings opens its own lot and sale', async () => {
    for (const [street, units] of [['30-85 Vernon Boulevard', VERNON], ['754 East 6th Street', EAST_6TH]] as const) {
      for (const [unit, [bbl, price]] of Object.entries(units)) {
        const { status, body } = await search(`${street}, ${unit}`);
        expect(status, `${street} ${unit}`).toBe(200);
        expect(body.bbl, `${street} ${unit}`).toBe(bbl);
        expect(body.lastSalePrice, `${street} ${unit}`).toBe(price);
        expect(body.unit?.kind).toBe('condo-lot');
      }
    }
  });

  it('a unit the data does not have is not another unit: the units known are offered', async () => {
    const { status, body } = await search('30-85 Vernon Boulevard, 9Z, Queens');
    expect(status).toBe(404);
    expect(body.notFound?.reason).toBe('ambiguous');
    expect(body.notFound?.candidates.map((c) => c.bbl).sort()).toEqual(Object.values(VERNON).map(([bbl]) => bbl).sort());
    expect(body.notFound?.candidates.map((c) => c.label)).toContain('30-85 VERNON BOULEVARD, 3C, Queens, NY 11102');
  });

  it('the building address alone opens one unit and says which unit it is', async () => {
    const { status, body } = await search('30-85 Vernon Boulevard, Queens');
    expect(status).toBe(200);
    const [designator] = Object.entries(VERNON).find(([, [bbl]]) => bbl === body.bbl)!;
    expect(body.unit).toEqual({ designator, kind: 'condo-lot', asked: null });
    expect(body.address).toBe(`30-85 VERNON BOULEVARD, ${designator}`);
  });
});

describe('an apartment of a building lot (a co-op) stays the building', () => {
  it('"311 East 3rd Street, Apt 16" opens the co-op\'s lot and keeps 16 as its apartment', async () => {
    const { status, body } = await search('311 East 3rd Street, Apt 16, Manhattan');
    expect(status).toBe(200);
    expect(body.bbl).toBe(COOP_LOT);
    expect(body.unit).toEqual({ designator: '16', kind: 'apartment', asked: '16' });
    expect(body.address).toBe('311 EAST 3 STREET, APT 16');
  });
});

describe('a Queens house number without its hyphen', () => {
  it('"3085 Vernon Blvd, 3C" and "1948 81st Street" resolve to the hyphenated address', async () => {
    expect((await search('3085 Vernon Blvd, 3C')).body.bbl).toBe(VERNON['3C'][0]);
    const house = await search('1948 81st Street');
    expect(house.status).toBe(200);
    expect(house.body.bbl).toBe('4009490034');
  });
});

describe('links that hold', () => {
  it('the canonical link of a unit reloads to the same lot, sale and unit', async () => {
    for (const text of ['30-85 Vernon Boulevard, 3C, Queens', '754 East 6th Street, 6D, Manhattan', '311 East 3rd Street, Apt 16, Manhattan']) {
      const found = (await search(text)).body;
      const slug = canonicalSlug(found);
      const parts = propertySlugParts(slug);
      expect(parts.bbl, text).toBe(found.bbl);
      const reloaded = await byBbl(parts.bbl!, parts.apartment ?? undefined);
      expect(reloaded.status).toBe(200);
      const body = propertySearchResponseSchema.parse(reloaded.body);
      expect({ bbl: body.bbl, address: body.address, sale: body.lastSalePrice, unit: body.unit }, text).toEqual({
        bbl: found.bbl,
        address: found.address,
        sale: found.lastSalePrice,
        unit: found.unit && { ...found.unit, asked: found.unit.kind === 'apartment' ? found.unit.asked : null },
      });
    }
    expect(canonicalSlug((await search('30-85 Vernon Boulevard, 3C, Queens')).body)).toBe('30-85-vernon-boulevard-3c-queens-ny-11102-4005041019');
  });

  it('the older address-only link (/property/30-85-vernon-boulevard-3c-queens) still finds unit 3C', async () => {
    const parts = propertySlugParts('30-85-vernon-boulevard-3c-queens');
    expect(parts.bbl).toBeNull();
    const { status, body } = await search(parts.address);
    expect(status).toBe(200);
    expect(body.bbl).toBe(VERNON['3C'][0]);
    expect(body.lastSalePrice).toBe(550_000);
  });

  it('refuses an apartment that is not one (400 naming the field)', async () => {
    const response = await server.request({ method: 'GET', url: `/api/properties/bbl/${COOP_LOT}?unit=${encodeURIComponent('<script>')}` });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.data)).toMatch(/unit/);
  });
});
