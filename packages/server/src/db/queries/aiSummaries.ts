/** AI summary queries: the summaries generated for a saved strategy. */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { aiSummaries } from '../schema';

export type AiSummaryRow = typeof aiSummaries.$inferSelect;

export async function insertAiSummary(db: Database, values: typeof aiSummaries.$inferInsert): Promise<AiSummaryRow> {
  const [row] = await db.insert(aiSummaries).values(values).returning();
  return row!;
}

export async function listAiSummariesOfStrategy(db: Database, strategyId: number): Promise<AiSummaryRow[]> {
  return db.select().from(aiSummaries).where(eq(aiSummaries.strategyId, strategyId)).orderBy(desc(aiSummaries.createdAt), desc(aiSummaries.id));
}
