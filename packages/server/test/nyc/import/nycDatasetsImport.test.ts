import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { and, count, eq, getTableName, isNull, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nycAcrisLegals,
  nycAcrisMaster,
  nycAcrisParties,
  nycAddresses,
  nycComplaints311,
  nycEvictions,
  nycHpdContacts,
  nycHpdRegistrations,
  nycImports,
  nycPermits,
  nycTaxLiens,
  nycViolations,
} from '../../../src/db/schema/nyc';
import type { DatasetKey } from '../../../src/nyc/import/dataset';
import { DATASETS } from '../../../src/nyc/import/datasets';
import { RejectsFile } from '../../../src/nyc/import/rejects';
import { importFile, type ImportSummary } from '../../../src/nyc/import/runner';
import { tableChecksum } from '../../nycImportChecksum';
import { startTestServer, type TestServer } from '../../harness';
import { REPO_ROOT } from '../../paths';

const repoRoot = REPO_ROOT;
const sharedData = resolve(repoRoot, '..', 'shared', 'data', 'nyc');
const hasSharedData = existsSync(sharedData);

/** Each real file of the HPD, ECB, DOB, 311, eviction, lien, ACRIS and PAD datasets, with its data rows. */
const FILES: readonly { dataset: DatasetKey; file: string; rows: number }[] = [
  { dataset: 'hpd-violations', file: 'hpd_violations/hpd_violations.csv', rows: 100 },
  { dataset: 'hpd-registrations', file: 'hpd_registrations/hpd_registrations.csv', rows: 100 },
  { dataset: 'hpd-contacts', file: 'hpd_registrations/hpd_contacts.csv', rows: 100 },
  { dataset: 'ecb-violations', file: 'ecb_violations/ecb_violations.csv', rows: 5 },
  { dataset: 'dob-violations', file: 'dob_violations/dob_violations.csv', rows: 100 },
  { dataset: 'dob-jobs', file: 'dob_jobs/dobjobs.csv', rows: 100 },
  { dataset: 'dob-jobs', file: 'dob_jobs/dob_now_jobs.csv', rows: 100 },
  { dataset: '311', file: '311/311_Service_Requests_from_2010_to_Present.csv', rows: 924 },
  { dataset: 'evictions', file: 'evictions/executed_evictions.csv', rows: 10 },
  { dataset: 'evictions', file: 'evictions/marshal_evictions_17.csv', rows: 10 },
  { dataset: 'evictions', file: 'evictions/marshal_evictions_18.csv', rows: 100 },
  { dataset: 'evictions', file: 'evictions/marshal_evictions_19.csv', rows: 100 },
  { dataset: 'evictions', file: 'evictions/marshal_evictions_all.csv', rows: 100 },
  { dataset: 'tax-liens', file: 'tax_liens/dof_tax_lien_sale_list.csv', rows: 100 },
  { dataset: 'acris-legals', file: 'acris/acris_real_property_legals.csv', rows: 100 },
  { dataset: 'acris-master', file: 'acris/acris_real_property_master.csv', rows: 100 },
  { dataset: 'acris-parties', file: 'acris/acris_real_property_parties.csv', rows: 100 },
  { dataset: 'pad', file: 'pad/bobaadr.txt', rows: 100 },
];

describe.skipIf(!hasSharedData)('importing the real HPD, ECB, DOB, 311, eviction, lien, ACRIS and PAD files (needs ../shared/data/nyc)', () => {
  let server: TestServer;
  let workDir: string;
  const first: ImportSummary[] = [];
  const second: ImportSummary[] = [];

  const importAll = async (into: ImportSummary[], round: string) => {
    const rejects = new RejectsFile(join(workDir, `${round}.rejects.csv`));
    for (const entry of FILES) {
      const dataset = DATASETS[entry.dataset];
      if (!dataset) throw new Error(`dataset ${entry.dataset} is not registered`);
      into.push(await importFile({ db: server.db, dataset, file: resolve(sharedData, entry.file), rejects }));
    }
    await rejects.close();
  };

  const rowsIn = async (table: PgTable, where?: SQL) => {
    const [row] = await server.db.select({ n: count() }).from(table).where(where);
    return row!.n;
  };

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'rei-nyc-import-'));
    server = await startTestServer();
    await importAll(first, 'first');
    await importAll(second, 'second');
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('reads every row of every file and rejects none', () => {
    expect(first.map((summary) => [summary.file, summary.rowsRead, summary.rejected])).toEqual(
      FILES.map((entry) => [entry.file.split('/').pop(), entry.rows, 0]),
    );
  });

  it('lands one table row per natural key', async () => {
    expect(await rowsIn(nycViolations, eq(nycViolations.source, 'hpd'))).toBe(100);
    expect(await rowsIn(nycViolations, eq(nycViolations.source, 'ecb'))).toBe(5);
    expect(await rowsIn(nycViolations, eq(nycViolations.source, 'dob'))).toBe(100);
    expect(await rowsIn(nycViolations, and(eq(nycViolations.source, 'dob'), isNull(nycViolations.bbl)))).toBe(2);
    expect(await rowsIn(nycHpdRegistrations)).toBe(100);
    expect(await rowsIn(nycHpdContacts)).toBe(100);
    expect(await rowsIn(nycPermits, eq(nycPermits.source, 'dob-bis'))).toBe(100);
    expect(await rowsIn(nycPermits, eq(nycPermits.source, 'dob-now'))).toBe(100);
    expect(await rowsIn(nycComplaints311)).toBe(924);
    expect(await rowsIn(nycComplaints311, isNull(nycComplaints311.bbl))).toBe(112);
    // 320 distinct court index + docket numbers across the five layouts (no eviction repeats).
    expect(await rowsIn(nycEvictions)).toBe(320);
    expect(await rowsIn(nycTaxLiens)).toBe(100);
    expect(await rowsIn(nycAcrisLegals)).toBe(100);
    expect(await rowsIn(nycAcrisMaster)).toBe(100);
    expect(await rowsIn(nycAcrisParties)).toBe(100);
    // PAD lists some lot + street pairs once per building: 100 rows are 85 distinct addresses.
    expect(await rowsIn(nycAddresses, eq(nycAddresses.dataset, 'pad'))).toBe(85);
    const padSummary = first[FILES.findIndex((entry) => entry.dataset === 'pad')]!;
    expect(padSummary).toMatchObject({ inserted: 85, duplicates: 15 });
  });

  it('stores the values read from the files', async () => {
    const [violation] = await server.db
      .select()
      .from(nycViolations)
      .where(and(eq(nycViolations.source, 'hpd'), eq(nycViolations.violationId, '10000000')));
    expect(violation).toMatchObject({ bbl: '3047040044', violationClass: 'B', status: 'closed', issuedDate: '2013-10-11', closedDate: '2014-02-10' });
    const [ecb] = await server.db.select().from(nycViolations).where(eq(nycViolations.violationId, '34830294Z'));
    expect(ecb).toMatchObject({ penaltyImposed: '4000.00', balanceDue: '0.00', bbl: '4033880022' });
    const [lien] = await server.db.select().from(nycTaxLiens).where(eq(nycTaxLiens.bbl, '1000160003'));
    expect(lien).toMatchObject({ listMonth: '2019-04-01', waterDebtOnly: false });
    const [complaint] = await server.db.select().from(nycComplaints311).where(eq(nycComplaints311.uniqueKey, '54049402'));
    expect(complaint!.createdAt!.toISOString()).toBe('2022-05-01T00:00:03.000Z');
    const registrationAddresses = await server.db.select().from(nycAddresses).where(eq(nycAddresses.bbl, '3061760029'));
    expect(registrationAddresses.map((address) => address.displayAddress)).toContain('1162 71 STREET, Brooklyn, NY 11228');
  });

  it('records each run with the newest record date of its file', async () => {
    const runs = await server.db.select().from(nycImports).where(eq(nycImports.id, first[0]!.importId));
    expect(runs[0]).toMatchObject({ dataset: 'hpd-violations', sourceFile: 'hpd_violations.csv', status: 'finished', rowsRead: 100, rowsRejected: 0 });
    expect(first.find((summary) => summary.file === 'dof_tax_lien_sale_list.csv')?.sourceDate).toBe('2019-04-01');
    expect(first.find((summary) => summary.file === '311_Service_Requests_from_2010_to_Present.csv')?.sourceDate).toBe('2022-05-01');
  });

  it('importing the same files again updates the same rows and adds none', async () => {
    expect(second.every((summary) => summary.inserted === 0 && summary.rejected === 0)).toBe(true);
    expect(second.map((summary) => summary.updated + summary.duplicates)).toEqual(FILES.map((entry) => entry.rows));
    expect(await rowsIn(nycEvictions)).toBe(320);
    expect(await rowsIn(nycComplaints311)).toBe(924);
  });

  it('leaves every column of every table as the importer wrote it before it was made faster', async () => {
    const tables = [...new Set(FILES.map((entry) => getTableName(DATASETS[entry.dataset].table))), 'nyc_addresses'].sort();
    const checksums: Record<string, unknown> = {};
    for (const table of tables) checksums[table] = await tableChecksum(server.db, table);
    // Computed with the importer as it was before the speed work (PGlite and PostgreSQL agree).
    expect(checksums).toEqual({
      nyc_acris_legals: { rows: 100, md5: '66787bbdceb0689a49f71409f641d4ee' },
      nyc_acris_master: { rows: 100, md5: '492a002ee63e617652ff3ad4dacab4fd' },
      nyc_acris_parties: { rows: 100, md5: '9df1d8e99ad9197ee12146b3b64b8993' },
      nyc_addresses: { rows: 1_346, md5: '23d2b2acecb043e676d2c34aafb3dda6' },
      nyc_complaints_311: { rows: 924, md5: 'e7857ae03f7dfd38a24237d055a31077' },
      nyc_evictions: { rows: 320, md5: '878550c3be873be694efd44fdf30fe97' },
      nyc_hpd_contacts: { rows: 100, md5: '77e775939ab27d503bb3e0c943746262' },
      nyc_hpd_registrations: { rows: 100, md5: '31ed65efd8f7837ba09a640f46df8ac9' },
      nyc_permits: { rows: 200, md5: '2fcae55f73093792480a36183317f6c2' },
      nyc_tax_liens: { rows: 100, md5: 'a846a77960540f5202bb95ebc54be199' },
      nyc_violations: { rows: 205, md5: '0e4935beebfdea180733585b4e82d363' },
    });
  });
});
