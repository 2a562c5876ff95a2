/** The runs of `rei refresh` in `nyc_imports` (they share the data-freshness list with imports). */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../client';
import { nycImports } from '../schema';

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

/** Starts a run (status `running`); answers its id. */
export async function insertRefreshRun(db: Database, values: { dataset: string; sourceId: string; sourceFile: string }): Promise<number> {
  const [run] = await db.insert(nycImports).values(values).returning({ id: nycImports.id });
  return run!.id;
}

/** Ends a run, finished or failed, with its counts. */
export async function finishRefreshRun(db: Database, id: number, values: Partial<Omit<typeof nycImports.$inferInsert, 'id'>>): Promise<void> {
  await db.update(nycImports).set({ ...values, finishedAt: new Date() }).where(eq(nycImports.id, id));
}
