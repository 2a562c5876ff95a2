/**
 * Legal Status's flag count — how many kinds of legal record a property's lot has (eviction, tax
 * lien, water lien, foreclosure deed) — is kept on the property by the database (migration 0017)
 * so the list can sort and filter by an index. These tests show the count stays live: an import
 * of records changes it and the list's order at once; deleting, truncating or retyping records
 * lowers it; a property takes its lot's count when it is added or moved; and each card's count
 * agrees with the record blocks the card shows.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalStatusPageSchema, type LegalStatusItem } from '../../../src/contract';
import { insertProperties } from '../../../src/db/queries/properties';
import { nycAcrisLegals, nycAcrisMaster, nycTaxLiens, properties } from '../../../src/db/schema';
import { FORECLOSURE_TYPES } from '../../../src/nyc/enrichment/build';
import { DATASETS } from '../../../src/nyc/import/datasets';
import type { DatasetKey } from '../../../src/nyc/import/dataset';
import { RejectsFile } from '../../../src/nyc/import/rejects';
import { importFile, type ImportSummary } from '../../../src/nyc/import/runner';
import { newPropertyValues, toPropertyResponse } from '../../../src/services/propertyValues';
import { startTestServer, type TestServer, type TestUser } from '../../harness';

/** Brooklyn lots, block 1234, lots 1..9 (outside the demo range). */
const lot = (number: number) => `30123400${String(number).padStart(2, '0')}`;

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;
let scratch: string;
/** Property id by address. */
const ids = new Map<string, number>();

async function addProperty(user: TestUser, address: string, bbl: string | null): Promise<number> {
  const [row] = await insertProperties(server.db, [
    newPropertyValues({ address, city: 'Brooklyn', state: 'NY', zip: '11233', purchasePrice: 500_000, bbl }, { userId: user.id, organizationId: user.organizationId }),
  ]);
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  [owner, stranger] = await Promise.all([server.registerAndLogin('flags', { tier: 'hunter' }), server.registerAndLogin('flags-outsider', { tier: 'hunter' })]);
  for (const [address, bbl] of [
    ['1 Alpha Street', lot(1)],
    ['2 Beta Street', lot(2)],
    ['3 Gamma Street', lot(3)],
    ['4 Delta Street', null],
  ] as const) {
    ids.set(address, await addProperty(owner, address, bbl));
  }
  // Another team's property on a lot that gets records: never listed for the owner.
  await addProperty(stranger, '9 Stranger Street', lot(1));
  scratch = mkdtempSync(join(tmpdir(), 'rei-legal-flags-'));
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Imports `csv` as `dataset` through the importer (the path `rei import` takes). */
async function importCsv(dataset: DatasetKey, name: string, csv: string, options: { batchSize?: number; concurrency?: number } = {}): Promise<ImportSummary> {
  const file = join(scratch, name);
  writeFileSync(file, csv);
  const rejects = new RejectsFile(join(scratch, `${name}.rejects.csv`));
  const summary = await importFile({ db: server.db, dataset: DATASETS[dataset], file, rejects, ...options });
  await rejects.close();
  expect(summary.rejected).toBe(0);
  return summary;
}

const EVICTIONS_HEADER = 'Court Index Number,Docket Number ,Eviction Address,Executed Date,BOROUGH,BBL';
const TAX_LIENS_HEADER = 'Month,Cycle,Borough,Block ,Lot,Water Debt Only';

async function legalStatus(query: string, user: TestUser = owner): Promise<LegalStatusItem[]> {
  const response = await server.request({ method: 'GET', url: `/api/legal-status?pageSize=100&${query}`, token: user.token });
  expect(response.statusCode).toBe(200);
  return legalStatusPageSchema.parse(response.data).items;
}

/** [address, flag count] in list order. */
async function listed(query = ''): Promise<[string, number][]> {
  return (await legalStatus(query)).map((item) => [item.property.address, item.flagCount ?? -1]);
}

/** The kinds of legal record a card's blocks show: what its flag count must say. */
function kindsShown(item: LegalStatusItem): number {
  const record = item.record;
  if (!record) return 0;
  return (
    Number((record.evictionDetails?.count ?? 0) > 0) +
    Number(record.taxLienDetails !== null) +
    Number((record.waterLiens ?? []).length > 0) +
    Number(record.foreclosureDetails !== null)
  );
}

async function countOf(propertyId: number): Promise<number> {
  const [row] = await server.db.select({ count: properties.legalFlagCount }).from(properties).where(eq(properties.id, propertyId));
  return row!.count;
}

describe('Legal Status flag counts', () => {
  it('an import of records raises the lots’ counts and reorders the list at once; deleting and truncating lower them', async () => {
    expect(await listed()).toEqual([
      ['4 Delta Street', 0],
      ['3 Gamma Street', 0],
      ['2 Beta Street', 0],
      ['1 Alpha Street', 0],
    ]);
    expect(await listed('flagged=true')).toEqual([]);

    await importCsv('evictions', 'evictions.csv', `${EVICTIONS_HEADER}\n100/24,1,1 ALPHA STREET,01/05/2024,BROOKLYN,${lot(1)}\n`);
    expect(await listed()).toEqual([
      ['1 Alpha Street', 1],
      ['4 Delta Street', 0],
      ['3 Gamma Street', 0],
      ['2 Beta Street', 0],
    ]);
    expect(await listed('flagged=true')).toEqual([['1 Alpha Street', 1]]);

    // Beta: a tax lien and a water lien (two kinds); Alpha: a water lien (its second kind).
    const liens = `${TAX_LIENS_HEADER}\n04/2024,90 Day Notice,3,1234,2,NO\n04/2024,30 Day Notice,3,1234,2,YES\n04/2024,90 Day Notice,3,1234,1,YES\n`;
    await importCsv('tax-liens', 'liens.csv', liens);
    const afterLiens: [string, number][] = [
      ['2 Beta Street', 2],
      ['1 Alpha Street', 2],
      ['4 Delta Street', 0],
      ['3 Gamma Street', 0],
    ];
    expect(await listed()).toEqual(afterLiens);
    expect(await listed('sort=flags&direction=asc')).toEqual([...afterLiens].reverse());
    expect(await listed('flagged=true&sort=address&direction=asc')).toEqual([
      ['1 Alpha Street', 2],
      ['2 Beta Street', 2],
    ]);
    expect(await listed('flagged=false')).toEqual([
      ['4 Delta Street', 0],
      ['3 Gamma Street', 0],
    ]);
    for (const item of await legalStatus('')) expect(item.flagCount).toBe(kindsShown(item));

    // Importing the same file again updates the rows and changes no count.
    const again = await importCsv('tax-liens', 'liens.csv', liens);
    expect(again.updated).toBe(3);
    expect(await listed()).toEqual(afterLiens);

    await server.db.delete(nycTaxLiens).where(and(eq(nycTaxLiens.bbl, lot(2)), eq(nycTaxLiens.waterDebtOnly, false)));
    expect(await listed('flagged=true')).toEqual([
      ['1 Alpha Street', 2],
      ['2 Beta Street', 1],
    ]);
    for (const item of await legalStatus('')) expect(item.flagCount).toBe(kindsShown(item));

    await server.db.execute(sql`truncate table nyc_tax_liens`);
    expect(await listed('flagged=true')).toEqual([['1 Alpha Street', 1]]);
    expect(await countOf(ids.get('2 Beta Street')!)).toBe(0);
  });

  it('the other team’s property on a flagged lot is counted for its team and never listed for this one', async () => {
    const theirs = await legalStatus('flagged=true', stranger);
    expect(theirs.map((item) => [item.property.address, item.flagCount])).toEqual([['9 Stranger Street', 1]]);
    expect((await listed()).map(([address]) => address)).not.toContain('9 Stranger Street');
  });

  it.each(Object.keys(FORECLOSURE_TYPES))('a %s deed counts whichever ACRIS table is written first, and stops counting when it stops being one', async (docType) => {
    const legalFirst = await addProperty(owner, `5 ${docType} Legal-First Street`, lot(5));
    const masterFirst = await addProperty(owner, `6 ${docType} Master-First Street`, lot(6));
    const [first, second] = [`${docType}-flags-1`, `${docType}-flags-2`];
    await server.db.insert(nycAcrisLegals).values({ legalKey: `${first}|${lot(5)}`, documentId: first, bbl: lot(5) });
    expect(await countOf(legalFirst)).toBe(0);
    await server.db.insert(nycAcrisMaster).values({ documentId: first, docType, recordedDate: '2024-03-01' });
    expect(await countOf(legalFirst)).toBe(1);

    await server.db.insert(nycAcrisMaster).values({ documentId: second, docType, recordedDate: '2024-03-01' });
    expect(await countOf(masterFirst)).toBe(0);
    await server.db.insert(nycAcrisLegals).values({ legalKey: `${second}|${lot(6)}`, documentId: second, bbl: lot(6) });
    expect(await countOf(masterFirst)).toBe(1);
    expect((await listed('flagged=true')).map(([address]) => address)).toEqual(expect.arrayContaining([`5 ${docType} Legal-First Street`, `6 ${docType} Master-First Street`]));

    await server.db.update(nycAcrisMaster).set({ docType: 'DEED' }).where(eq(nycAcrisMaster.documentId, first));
    expect(await countOf(legalFirst)).toBe(0);
    await server.db.delete(nycAcrisLegals).where(eq(nycAcrisLegals.documentId, second));
    expect(await countOf(masterFirst)).toBe(0);
    await server.db.delete(properties).where(eq(properties.bbl, lot(5)));
    await server.db.delete(properties).where(eq(properties.bbl, lot(6)));
  });

  it('a plain deed is not a foreclosure', async () => {
    const property = await addProperty(owner, '7 Deed Street', lot(7));
    await server.db.insert(nycAcrisMaster).values({ documentId: 'deed-flags', docType: 'DEED', recordedDate: '2024-03-01' });
    await server.db.insert(nycAcrisLegals).values({ legalKey: `deed-flags|${lot(7)}`, documentId: 'deed-flags', bbl: lot(7) });
    expect(await countOf(property)).toBe(0);
    await server.db.delete(properties).where(eq(properties.id, property));
  });

  it('a property takes its lot’s count when added or moved, and a count written by hand does not stick', async () => {
    const added = await addProperty(owner, '8 Newcomer Street', lot(1));
    expect(await countOf(added)).toBe(await countOf(ids.get('1 Alpha Street')!));
    expect(await countOf(added)).toBeGreaterThan(0);

    const gamma = ids.get('3 Gamma Street')!;
    await server.db.update(properties).set({ bbl: lot(1) }).where(eq(properties.id, gamma));
    expect(await countOf(gamma)).toBe(await countOf(added));
    await server.db.update(properties).set({ bbl: null }).where(eq(properties.id, gamma));
    expect(await countOf(gamma)).toBe(0);
    await server.db.update(properties).set({ legalFlagCount: 4 }).where(eq(properties.id, gamma));
    expect(await countOf(gamma)).toBe(0);

    // The API's property never carries the column: it is the list's, not a property field.
    const [row] = await server.db.select().from(properties).where(eq(properties.id, added));
    expect(row!.legalFlagCount).toBeGreaterThan(0);
    expect(toPropertyResponse(row!)).not.toHaveProperty('legalFlagCount');
    await server.db.delete(properties).where(eq(properties.id, added));
    await server.db.update(properties).set({ bbl: lot(3) }).where(eq(properties.id, gamma));
  });

  it('batches written at the same time on shared lots all reach the counts', async () => {
    // Forty evictions over four lots, one row per batch, four batches at a time (PostgreSQL
    // writes them on four connections; PGlite one after another).
    const lots = [lot(1), lot(2), lot(3), lot(9)];
    const rows = Array.from({ length: 40 }, (_, index) => `${200 + index}/24,${index},SOME STREET,02/01/2024,BROOKLYN,${lots[index % lots.length]}`);
    await importCsv('evictions', 'evictions-together.csv', `${EVICTIONS_HEADER}\n${rows.join('\n')}\n`, { batchSize: 1, concurrency: 4 });
    expect(await listed('sort=address&direction=asc')).toEqual([
      ['1 Alpha Street', 1],
      ['2 Beta Street', 1],
      ['3 Gamma Street', 1],
      ['4 Delta Street', 0],
    ]);
    for (const item of await legalStatus('')) expect(item.flagCount).toBe(kindsShown(item));
  });
});
