/** The runs of `rei refresh` in `nyc_imports` (they share the data-freshness list with imports). */
import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Database } from '../client';
import { nycImports } from '../schema';
import { lockDatasetRefresh } from './locks';

/** The newest point a finished refresh of the dataset read through, if any. */
export async function lastRefreshedThrough(db: Database, dataset: string): Promise<Date | null> {
  const [row] = await db
    .select({ through: nycImports.refreshedThrough })
    .from(nycImports)
    .where(and(eq(nycImports.dataset, dataset), eq(nycImports.status, 'finished'), isNotNull(nycImports.refreshedThrough)))
    .orderBy(desc(nycImports.refreshedThrough))
    .limit(1);
  return row?.through ?? null;
}

/** Where each source of the dataset's newest finished refresh stopped (its `refresh_cursor`), if it kept one. */
export async function lastRefreshCursor(db: Database, dataset: string): Promise<RefreshCursor> {
  const [row] = await db
    .select({ cursor: nycImports.refreshCursor })
    .from(nycImports)
    .where(and(eq(nycImports.dataset, dataset), eq(nycImports.status, 'finished'), isNotNull(nycImports.refreshedThrough)))
    .orderBy(desc(nycImports.refreshedThrough), desc(nycImports.id))
    .limit(1);
  return row?.cursor ?? {};
}

/** Per NYC Open Data source id, the change time (ISO) and `:id` of the last row a refresh read. */
export type RefreshCursor = Readonly<Record<string, { readonly at: string; readonly id: string }>>;

/** The as-of date and finish time of the dataset's newest finished run, if any. */
export async function lastFinishedRun(db: Database, dataset: string): Promise<{ sourceDate: string | null; finishedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ sourceDate: nycImports.sourceDate, finishedAt: nycImports.finishedAt })
    .from(nycImports)
    .where(and(eq(nycImports.dataset, dataset), eq(nycImports.status, 'finished')))
    .orderBy(desc(nycImports.finishedAt), desc(nycImports.id))
    .limit(1);
  return row;
}

/**
 * A run of the dataset left `running` this long ago or earlier is taken for one whose process died:
 * it no longer keeps another run from starting (a refresh task expires after an hour).
 */
export const RUN_PRESUMED_DEAD_MS = 60 * 60 * 1000;

/**
 * Starts a run (status `running`) and answers its id, or, when another run of the same dataset is
 * still running (a scheduled refresh and an admin's, or two instances), answers that run instead:
 * one dataset is never refreshed twice at once. `slot` is the dataset's lock number.
 */
export async function insertRefreshRun(
  db: Database,
  values: { dataset: string; sourceId: string; sourceFile: string },
  slot: number,
  now: Date = new Date(),
): Promise<{ id: number; running: null } | { id: null; running: { id: number; startedAt: Date } }> {
  return db.transaction(async (tx) => {
    await lockDatasetRefresh(tx, slot);
    const [other] = await tx
      .select({ id: nycImports.id, startedAt: nycImports.startedAt })
      .from(nycImports)
      .where(and(eq(nycImports.dataset, values.dataset), eq(nycImports.status, 'running'), gt(nycImports.startedAt, new Date(now.getTime() - RUN_PRESUMED_DEAD_MS))))
      .limit(1);
    if (other) return { id: null, running: other };
    const [run] = await tx.insert(nycImports).values(values).returning({ id: nycImports.id });
    return { id: run!.id, running: null };
  });
}

/** Ends a run, finished or failed, with its counts. */
export async function finishRefreshRun(db: Database, id: number, values: Partial<Omit<typeof nycImports.$inferInsert, 'id'>>): Promise<void> {
  await db.update(nycImports).set({ ...values, finishedAt: new Date() }).where(eq(nycImports.id, id));
}
