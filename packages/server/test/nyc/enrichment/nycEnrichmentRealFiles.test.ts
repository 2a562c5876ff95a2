import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nycPropertyDataSchema } from '../../../src/contract/nycData';
import type { DatasetKey } from '../../../src/nyc/import/dataset';
import { DATASETS } from '../../../src/nyc/import/datasets';
import { RejectsFile } from '../../../src/nyc/import/rejects';
import { importFile } from '../../../src/nyc/import/runner';
import { buildNycPropertyData } from '../../../src/nyc/enrichment/build';
import { startTestServer, type TestServer } from '../../harness';
import { REPO_ROOT } from '../../paths';

const repoRoot = REPO_ROOT;
const sharedData = resolve(repoRoot, '..', 'shared', 'data', 'nyc');
const hasSharedData = existsSync(sharedData);

const FILES: readonly { dataset: DatasetKey; file: string }[] = [
  { dataset: 'hpd-violations', file: 'hpd_violations/hpd_violations.csv' },
  { dataset: '311', file: '311/311_Service_Requests_from_2010_to_Present.csv' },
  { dataset: 'evictions', file: 'evictions/executed_evictions.csv' },
  { dataset: 'tax-liens', file: 'tax_liens/dof_tax_lien_sale_list.csv' },
];

/** The rows of a real sample file, read here independently of the importer. */
function csvRows(file: string): Record<string, string>[] {
  return parse(readFileSync(resolve(sharedData, file)), { columns: (header: string[]) => header.map((h) => h.trim()), skip_empty_lines: true });
}

describe.skipIf(!hasSharedData)('property data from the real sample files, checked against the files (needs ../shared/data/nyc)', () => {
  let server: TestServer;
  let workDir: string;
  const build = (bbl: string) => buildNycPropertyData(server.db, bbl).then((d) => nycPropertyDataSchema.parse(d));

  beforeAll(async () => {
    server = await startTestServer();
    workDir = mkdtempSync(join(tmpdir(), 'rei-enrichment-real-'));
    const rejects = new RejectsFile(join(workDir, 'rejects.csv'));
    for (const entry of FILES) {
      await importFile({ db: server.db, dataset: DATASETS[entry.dataset]!, file: resolve(sharedData, entry.file), rejects });
    }
  }, 120_000);
  afterAll(async () => {
    await server.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('counts the HPD violations of the lot with the most of them as the file does', async () => {
    const rows = csvRows('hpd_violations/hpd_violations.csv').filter((r) => r.BBL === '5054200062');
    const data = await build('5054200062');
    expect(rows.length).toBe(8);
    expect(data.violations?.hpd.open).toBe(rows.filter((r) => r.ViolationStatus === 'Open').length);
    expect(data.violations!.hpd.open + data.violations!.hpd.closed).toBe(rows.length);
    expect(data.violations?.recent).toHaveLength(rows.length);
    expect(data.violations?.provenance[0]?.dataset).toBe('hpd-violations');
  });

  it('counts the 311 requests of a lot and their types as the file does', async () => {
    const rows = csvRows('311/311_Service_Requests_from_2010_to_Present.csv').filter((r) => r.BBL === '1019530055');
    const data = await build('1019530055');
    expect(data.complaints311?.total).toBe(rows.length);
    expect(data.complaints311?.open).toBe(rows.filter((r) => r.Status !== 'Closed').length);
    const byType = new Map<string, number>();
    for (const row of rows) byType.set(row['Complaint Type']!, (byType.get(row['Complaint Type']!) ?? 0) + 1);
    const topCount = Math.max(...byType.values());
    expect(data.complaints311?.topTypes[0]?.count).toBe(topCount);
  });

  it('reads an executed eviction and a lien sale listing back for their lots', async () => {
    const eviction = csvRows('evictions/executed_evictions.csv').find((r) => r.BBL === '3048060077')!;
    const evictions = await build('3048060077');
    expect(evictions.evictionDetails?.count).toBe(1);
    expect(evictions.evictionDetails?.filings[0]).toMatchObject({
      executedDate: '2024-02-26', apartmentNumber: eviction['Eviction Apartment Number'], marshalName: `${eviction['Marshal First Name']} ${eviction['Marshal Last Name']}`,
    });

    const lien = csvRows('tax_liens/dof_tax_lien_sale_list.csv').find((r) => r['Water Debt Only'] === 'NO')!;
    const lienBbl = `${lien.Borough}${lien['Block']!.trim().padStart(5, '0')}${lien.Lot!.padStart(4, '0')}`;
    const liens = await build(lienBbl);
    expect(liens.taxLienDetails).toMatchObject({ status: `On lien sale list (${lien.Cycle})`, cycle: lien.Cycle });
    expect(liens.taxLienDetails?.filedDate?.slice(0, 7)).toBe(`${lien.Month!.slice(3)}-${lien.Month!.slice(0, 2)}`);

    const water = csvRows('tax_liens/dof_tax_lien_sale_list.csv').find((r) => r['Water Debt Only'] === 'YES')!;
    const waterBbl = `${water.Borough}${water['Block']!.trim().padStart(5, '0')}${water.Lot!.padStart(4, '0')}`;
    const waterData = await build(waterBbl);
    expect(waterData.waterLiens.length).toBeGreaterThanOrEqual(1);
    expect(waterData.waterLiens[0]?.status).toBe(`On lien sale list (${water.Cycle})`);
  });

  it('names the datasets not imported and leaves their blocks empty', async () => {
    const data = await build('5054200062');
    expect(data).toMatchObject({ lot: null, permits: null, lastSale: null, comparables: null, foreclosureDetails: null });
    expect(data.missingDatasets).toEqual(expect.arrayContaining(['pluto', 'dob-jobs', 'rolling-sales', 'acris-master']));
    expect(data.missingDatasets).not.toContain('hpd-violations');
  });
});
