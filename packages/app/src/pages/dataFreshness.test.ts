/**
 * The admin panel's Public data tab against the server's contract: the story fixtures
 * (stories/fixtures/dataFreshness.ts) parse with `nycFreshnessResponseSchema`, so the stories
 * show what GET /api/nyc/freshness can really answer.
 */
import { describe, expect, it } from 'vitest';
import { nycFreshnessResponseSchema } from '@rei/server/contract';
import { freshnessNothingImported, freshnessPartlyImported } from '../../../../stories/fixtures/dataFreshness';

describe('story fixtures of data freshness', () => {
  it.each([
    ['nothing imported', freshnessNothingImported],
    ['partly imported', freshnessPartlyImported],
  ])('the %s answer parses with the API schema unchanged and lists 18 distinct datasets', (_name, rows) => {
    expect(nycFreshnessResponseSchema.parse(rows)).toEqual(rows);
    expect(new Set(rows.map((row) => row.dataset)).size).toBe(18);
  });

  it('an imported dataset has every field of its run; a never-imported one has none', () => {
    for (const row of freshnessPartlyImported) {
      const counts = [row.sourceFile, row.rowsRead, row.rowsInserted, row.rowsUpdated, row.rowsRejected, row.finishedAt];
      expect(counts.every((value) => value !== null) || counts.every((value) => value === null)).toBe(true);
    }
    expect(freshnessPartlyImported.filter((row) => row.finishedAt !== null)).toHaveLength(4);
  });
});
