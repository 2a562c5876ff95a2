import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { NycProvenance } from '../../contract/nycData';
import type { Database } from '../../db/client';
import { nycImports } from '../../db/schema';

/** What the property page calls each imported dataset. */
export const DATASET_TITLES: Readonly<Record<string, string>> = {
  pluto: 'PLUTO',
  'rolling-sales': 'DOF Rolling Sales',
  'dof-sales': 'DOF Citywide Rolling Calendar Sales',
  'hpd-violations': 'HPD Housing Maintenance Code Violations',
  'hpd-registrations': 'HPD Multiple Dwelling Registrations',
  'hpd-contacts': 'HPD Registration Contacts',
  'ecb-violations': 'DOB ECB Violations',
  'dob-violations': 'DOB Violations',
  'dob-jobs': 'DOB Job Application Filings',
  '311': '311 Service Requests',
  evictions: 'Marshal Evictions',
  'tax-liens': 'DOF Tax Lien Sale Lists',
  'acris-legals': 'ACRIS Real Property Legals',
  'acris-master': 'ACRIS Real Property Master',
  'acris-parties': 'ACRIS Real Property Parties',
  pad: 'Property Address Directory',
};

/** The newest finished import of one dataset. */
export interface ImportRun {
  readonly dataset: string;
  readonly sourceId: string;
  readonly sourceFile: string;
  readonly sourceDate: string | null;
  readonly rowsRead: number;
  readonly rowsInserted: number;
  readonly rowsUpdated: number;
  readonly rowsRejected: number;
  readonly finishedAt: string;
}

/** The newest finished import of every dataset that has one, by dataset key. */
export async function latestImports(db: Database): Promise<Map<string, ImportRun>> {
  const rows = await db
    .selectDistinctOn([nycImports.dataset])
    .from(nycImports)
    .where(and(eq(nycImports.status, 'finished'), isNotNull(nycImports.finishedAt)))
    .orderBy(nycImports.dataset, desc(nycImports.finishedAt), desc(nycImports.id));
  return new Map(
    rows.map((row) => [
      row.dataset,
      {
        dataset: row.dataset,
        sourceId: row.sourceId,
        sourceFile: row.sourceFile,
        sourceDate: row.sourceDate,
        rowsRead: row.rowsRead,
        rowsInserted: row.rowsInserted,
        rowsUpdated: row.rowsUpdated,
        rowsRejected: row.rowsRejected,
        finishedAt: row.finishedAt!.toISOString(),
      },
    ]),
  );
}

/** Provenance of an imported dataset: its title, source id, as-of date and import time. */
export function importProvenance(run: ImportRun): NycProvenance {
  return {
    dataset: run.dataset,
    sourceId: run.sourceId,
    title: DATASET_TITLES[run.dataset] ?? run.dataset,
    asOf: run.sourceDate,
    retrievedAt: run.finishedAt,
  };
}
