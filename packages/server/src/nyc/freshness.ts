/** Data freshness: every importable NYC dataset with its newest finished import (GET /api/nyc/freshness). */
import type { NycFreshnessRow } from '../contract/nycData';
import type { Database } from '../db/client';
import { latestImports } from './enrichment/provenance';
import { DATASET_KEYS } from './import/dataset';
import { DATASETS } from './import/datasets';

/**
 * One row per dataset of `rei import`, in `--help` order: its title and source, and the file,
 * as-of date and row counts of its newest finished import, or nulls when it was never imported.
 */
export async function dataFreshness(db: Database): Promise<NycFreshnessRow[]> {
  const runs = await latestImports(db);
  return DATASET_KEYS.map((key) => {
    const { title, sourceId } = DATASETS[key];
    const run = runs.get(key);
    return {
      dataset: key,
      title,
      sourceId,
      sourceFile: run?.sourceFile ?? null,
      sourceDate: run?.sourceDate ?? null,
      rowsRead: run?.rowsRead ?? null,
      rowsInserted: run?.rowsInserted ?? null,
      rowsUpdated: run?.rowsUpdated ?? null,
      rowsRejected: run?.rowsRejected ?? null,
      finishedAt: run?.finishedAt ?? null,
    };
  });
}
