import * as z from 'zod/mini';

const text = () => z.nullable(z.string());
const rowCount = () => z.nullable(z.number().check(z.int()));

/**
 * One public dataset of `rei import` with its newest finished import: how fresh the public
 * record behind the property pages is. The run's fields (file, as-of date, row counts, finish
 * time) are all null when the dataset was never imported.
 */
export const nycFreshnessRowSchema = /* @__PURE__ */ (() => z.object({
  /** Dataset key of `rei import` (`pluto`, `rolling-sales`, …). */
  dataset: z.string(),
  /** Human title, as `rei import --help` lists it. */
  title: z.string(),
  /** NYC Open Data id(s) or origin, as `rei import --help` lists them. */
  sourceId: z.string(),
  /** Base name of the imported file. */
  sourceFile: text(),
  /** The file's as-of date (YYYY-MM-DD). */
  sourceDate: text(),
  rowsRead: rowCount(),
  rowsInserted: rowCount(),
  rowsUpdated: rowCount(),
  rowsRejected: rowCount(),
  /** When the import finished (ISO timestamp); null when the dataset was never imported. */
  finishedAt: text(),
}))();
export type NycFreshnessRow = z.infer<typeof nycFreshnessRowSchema>;
