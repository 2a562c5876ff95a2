import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nycSales } from '../../../src/db/schema';
import { boroughName } from '../../../src/nyc/address/addressRow';
import { resolveAddress } from '../../../src/nyc/address/resolve';
import { DATASETS } from '../../../src/nyc/import/datasets';
import type { BoroughCode } from '@rei/engine';
import { RejectsFile } from '../../../src/nyc/import/rejects';
import { importFile } from '../../../src/nyc/import/runner';
import { startTestServer, type TestServer } from '../../harness';
import { REPO_ROOT } from '../../paths';

const repoRoot = REPO_ROOT;
const sharedData = resolve(repoRoot, '..', 'shared', 'data', 'nyc');
const hasSharedData = existsSync(sharedData);

const TYPED_WORDS: Readonly<Record<string, string>> = {
  AVENUE: 'Ave', STREET: 'St', PLACE: 'Pl', PARKWAY: 'Pkwy', BOULEVARD: 'Blvd', ROAD: 'Rd', EAST: 'E', WEST: 'W', FT: 'Fort',
};

function ordinal(n: string): string {
  const value = Number(n) % 100;
  const suffix = value >= 11 && value <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * A sales address as a person types it: numbered streets with their suffix, the type
 * abbreviated, title case, and a street the sales file writes without a type ("30 BAY 10")
 * with "Street" added ("30 Bay 10th Street").
 */
function asTyped(address: string): string {
  const [house, ...street] = address.split(' ');
  const words = street.map((word) => (/^\d+$/.test(word) ? ordinal(word) : (TYPED_WORDS[word] ?? word)));
  if (street.length >= 2 && /^\d+$/.test(street.at(-1)!)) words.push('Street');
  return [house, ...words].map((w) => w!.charAt(0) + w!.slice(1).toLowerCase()).join(' ');
}

describe.skipIf(!hasSharedData)('Brooklyn sales addresses resolve back to their own lot (needs ../shared/data/nyc)', () => {
  let server: TestServer;
  let folder: string;
  /**
   * Distinct sales addresses (the line before a comma, with a house number) and the lots the file
   * lists there; every third in alphabetical order is resolved, to keep the test to seconds.
   */
  const addresses = new Map<string, { text: string; borough: BoroughCode; bbls: Set<string> }>();

  beforeAll(async () => {
    server = await startTestServer();
    folder = mkdtempSync(join(tmpdir(), 'rei-sales-addresses-'));
    const rejects = new RejectsFile(join(folder, 'rejects.csv'));
    await importFile({ db: server.db, dataset: DATASETS['rolling-sales'], file: join(sharedData, 'dof_rolling_sales', 'rollingsales_brooklyn.csv.gz'), rejects });
    await importFile({ db: server.db, dataset: DATASETS.pad, file: join(sharedData, 'pad', 'bobaadr.txt'), rejects });
    await importFile({ db: server.db, dataset: DATASETS.pluto, file: join(sharedData, 'pluto', 'pluto_latest.csv'), rejects });
    await rejects.close();
    const rows = await server.db.selectDistinct({ bbl: nycSales.bbl, borough: nycSales.borough, address: nycSales.address }).from(nycSales);
    for (const row of rows) {
      const text = row.address?.split(',')[0]?.trim().replace(/\s+/g, ' ');
      if (!text || !/^\d/.test(text)) continue;
      const entry = addresses.get(text) ?? { text, borough: row.borough as BoroughCode, bbls: new Set<string>() };
      entry.bbls.add(row.bbl);
      addresses.set(text, entry);
    }
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /**
   * How many addresses resolve, as `write` puts them, to a lot the file lists at that address or
   * — a condominium's units share one — to a unit lot (1001 and up) of the same block.
   */
  async function resolvedShare(write: (address: string) => string): Promise<{ own: number; total: number }> {
    let own = 0;
    const sample = [...addresses.values()].sort((a, b) => a.text.localeCompare(b.text)).filter((_, i) => i % 3 === 0);
    for (const { text, borough, bbls } of sample) {
      const found = await resolveAddress(server.db, `${write(text)}, ${boroughName(borough)}`);
      const sameCondo = (bbl: string) => [...bbls].some((b) => b.slice(0, 6) === bbl.slice(0, 6) && Number(b.slice(6)) > 1000 && Number(bbl.slice(6)) > 1000);
      if (found && (bbls.has(found.bbl) || sameCondo(found.bbl))) own += 1;
    }
    return { own, total: sample.length };
  }

  it('resolves at least 98 % of the addresses as the file writes them', async () => {
    const { own, total } = await resolvedShare((address) => address);
    expect(total).toBeGreaterThan(5_000);
    expect(own / total).toBeGreaterThanOrEqual(0.98);
  }, 300_000);

  it('resolves at least 98 % of them as a person types them ("30 Bay 10th Street")', async () => {
    expect(asTyped('30 BAY 10')).toBe('30 Bay 10th Street');
    expect(asTyped('6511 FT HAMILTON PARKWAY')).toBe('6511 Fort Hamilton Pkwy');
    const { own, total } = await resolvedShare(asTyped);
    expect(own / total).toBeGreaterThanOrEqual(0.98);
  }, 300_000);

  it('finds the lot of a street the sales file writes without its type', async () => {
    expect((await resolveAddress(server.db, '30 Bay 10th Street, Brooklyn'))?.bbl).toBe('3063600056');
  });
});
