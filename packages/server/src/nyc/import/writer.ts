import { Column, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { arrayElement, binaryInt4Array, binaryTextArray, fitsInt4 } from '../../db/arrayLiteral';
import type { Database } from '../../db/client';
import { nycAddresses } from '../../db/schema';
import { addressRow, type NycAddressInput } from '../address/addressRow';

/** A mapped source row waiting in a batch. */
export interface PendingRow {
  readonly line: number;
  readonly row: Record<string, unknown>;
  readonly addresses: readonly NycAddressInput[];
}

/** What writing one batch did. */
export interface BatchOutcome {
  inserted: number;
  updated: number;
  /** Rows whose natural key an earlier row of the same run already wrote (identical sale lines…). */
  duplicates: number;
  addresses: number;
  readonly failed: { line: number; reason: string }[];
}

/** One column of a table as the statement needs it. */
interface ColumnInfo {
  readonly property: string;
  readonly column: PgColumn;
  readonly quoted: string;
  /** The column's type as SQL names it ("integer", "numeric(14, 2)"). */
  readonly sqlType: string;
  /** Whether the column's driver value is the value itself (text, integer, numeric from a string). */
  readonly passThrough: boolean;
}

function columnsOf(table: PgTable): ColumnInfo[] {
  return Object.entries(getTableColumns(table) as Record<string, PgColumn>).map(([property, column]) => ({
    property,
    column,
    quoted: `"${column.name}"`,
    sqlType: column.getSQLType(),
    passThrough: column.mapToDriverValue === Column.prototype.mapToDriverValue || column.mapToDriverValue === String,
  }));
}

/**
 * A cell as the text PostgreSQL reads for its column, or null. Strings and numbers of a
 * pass-through column skip the column's mapping.
 */
function cellText(info: ColumnInfo, cell: unknown): string | null {
  if (cell === undefined || cell === null) return null;
  if (info.passThrough && typeof cell === 'string') return cell;
  if (info.passThrough && typeof cell === 'number') return String(cell);
  const value: unknown = info.column.mapToDriverValue(cell);
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return value instanceof Date ? value.toISOString() : String(value);
}

/**
 * One column of the rows as a PostgreSQL array literal ('{a,"b c",NULL}'), written here rather
 * than by the driver: the elements are joined once into a flat string, and only those the
 * array input would misread are quoted.
 */
function arrayLiteral(cells: readonly unknown[], info: ColumnInfo): string {
  const elements = new Array<string>(cells.length);
  for (let index = 0; index < cells.length; index += 1) {
    const text = cellText(info, cells[index]);
    elements[index] = text === null ? 'NULL' : arrayElement(text);
  }
  return `{${elements.join(',')}}`;
}

/**
 * One column of the rows as a binary array parameter (node-postgres sends a Buffer as binary):
 * an integer[] when the column is `integer` and every cell fits, else a text[] that the
 * statement casts to the column's type, which reads each element with the type's own input
 * as an array literal would.
 */
function binaryArray(cells: readonly unknown[], info: ColumnInfo): SQL {
  if (info.sqlType === 'integer' && info.passThrough && fitsInt4(cells)) {
    return sql`${sql.param(binaryInt4Array(cells))}::integer[]`;
  }
  const texts = new Array<string | null>(cells.length);
  for (let index = 0; index < cells.length; index += 1) {
    const cell = cells[index];
    // Text cells of a text column (most of them) are their own text.
    texts[index] = typeof cell === 'string' && info.passThrough ? cell : cellText(info, cell);
  }
  const cast = info.sqlType === 'text' ? '::text[]' : `::text[]::${info.sqlType}[]`;
  return sql`${sql.param(binaryTextArray(texts))}${sql.raw(cast)}`;
}

/**
 * An INSERT of many rows from one array per column, unnested side by side in the select list
 * (a set-returning function there streams its rows, where `from unnest(…)` first stores them
 * all): a handful of parameters whatever the batch size, so the statement is cheap to build
 * and to parse. Only columns some row sets are written (the others keep their defaults);
 * `import_id` is the run's id for every row, one parameter. The answer is the count of rows
 * inserted and of rows written (inserted or updated).
 */
function unnestInsert(
  table: PgTable,
  columns: readonly ColumnInfo[],
  rows: readonly Record<string, unknown>[],
  conflict: (used: readonly ColumnInfo[]) => string,
  binary: boolean,
  importId: number,
): SQL {
  const used: ColumnInfo[] = [];
  const selected: SQL[] = [];
  let importColumn: ColumnInfo | undefined;
  for (const info of columns) {
    if (info.property === 'importId') {
      importColumn = info;
      continue;
    }
    const cells = new Array<unknown>(rows.length);
    let present = false;
    for (let index = 0; index < rows.length; index += 1) {
      const cell = rows[index]![info.property];
      cells[index] = cell;
      if (cell !== undefined) present = true;
    }
    if (!present) continue;
    used.push(info);
    const array = binary ? binaryArray(cells, info) : sql`${sql.param(arrayLiteral(cells, info))}${sql.raw(`::${info.sqlType}[]`)}`;
    selected.push(sql`unnest(${array})`);
  }
  if (importColumn) {
    used.push(importColumn);
    selected.push(sql`${importId}::integer`);
  }
  const tableName = `"${getTableName(table)}"`;
  return sql`with written as (
    insert into ${sql.raw(tableName)} (${sql.raw(used.map(({ quoted }) => quoted).join(', '))})
    select ${sql.join(selected, sql`, `)}
    ${sql.raw(conflict(used))}
    returning (xmax = 0) as inserted
  ) select (count(*) filter (where inserted))::int as inserted, count(*)::int as written from written`;
}

/** Whether the database is PostgreSQL through node-postgres, which takes binary array parameters (PGlite reads literals). */
function takesBinaryArrays(db: Database): boolean {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool || client instanceof pg.Client;
}

async function counts(db: Database, statement: SQL): Promise<{ inserted: number; written: number }> {
  const result = (await db.execute(statement)) as unknown as { rows: { inserted: number; written: number }[] };
  const [first] = result.rows;
  return { inserted: Number(first?.inserted ?? 0), written: Number(first?.written ?? 0) };
}

const ADDRESS_COLUMNS = columnsOf(nycAddresses);

/** A known address keeps its row; a BIN or ZIP it lacked is filled in (PAD after PLUTO, say). */
const ADDRESS_CONFLICT = `on conflict ("address_key") do update set
  "bin" = coalesce("nyc_addresses"."bin", excluded."bin"),
  "zip_code" = coalesce("nyc_addresses"."zip_code", excluded."zip_code")
  where ("nyc_addresses"."bin" is null and excluded."bin" is not null)
     or ("nyc_addresses"."zip_code" is null and excluded."zip_code" is not null)`;

/** How many address inputs a run remembers as written before it starts over. */
const MAX_REMEMBERED_ADDRESSES = 500_000;

/**
 * Upserts batches of one dataset's rows: INSERT … ON CONFLICT (natural key) DO UPDATE with
 * the rows' addresses in the same transaction, one transaction per batch. A row whose key
 * this run already wrote is left as the first occurrence wrote it and counted as a
 * duplicate. When a batch fails, its rows are retried one by one so the good ones land and
 * each bad one is reported with the database's message.
 */
export class BatchWriter {
  private readonly columns: readonly ColumnInfo[];
  private readonly keyProperties: readonly string[];
  private readonly conflictClause: (used: readonly ColumnInfo[]) => string;
  /** Rows per statement and transaction. */
  readonly batchSize: number;
  /** Address inputs this run has committed, so repeats skip the hashing and the round trip. */
  private readonly writtenAddresses = new Set<string>();
  /** Whether the arrays go as binary parameters (node-postgres) rather than literals (PGlite). */
  private readonly binary: boolean;

  constructor(
    private readonly db: Database,
    private readonly table: PgTable,
    conflictTarget: readonly PgColumn[],
    private readonly importId: number,
    batchSize: number,
  ) {
    this.columns = columnsOf(table);
    const keys = conflictTarget.map((target) => {
      const info = this.columns.find(({ column }) => column === target);
      if (!info) throw new Error(`conflict column ${target.name} is not a column of the dataset's table`);
      return info;
    });
    if (!this.columns.some(({ property }) => property === 'importId')) throw new Error('a dataset table needs an import_id column');
    this.keyProperties = keys.map(({ property }) => property);
    const tableName = `"${getTableName(table)}"`;
    const keyList = keys.map(({ quoted }) => quoted).join(', ');
    this.conflictClause = (used) => {
      const updates = used
        .filter((info) => !keys.includes(info))
        .map(({ quoted }) => `${quoted} = excluded.${quoted}`)
        .join(', ');
      // A key this run already wrote stays as its first occurrence wrote it (counted as a duplicate).
      return `on conflict (${keyList}) do update set ${updates} where ${tableName}."import_id" is distinct from excluded."import_id"`;
    };
    this.batchSize = Math.max(1, batchSize);
    this.binary = takesBinaryArrays(db);
  }

  private keyOf(row: Record<string, unknown>): string {
    const [only] = this.keyProperties;
    if (this.keyProperties.length === 1) return String(row[only!]);
    return this.keyProperties.map((property) => String(row[property])).join('\u0001');
  }

  /** Upserts the rows, stamped with this run's id. */
  private upsert(db: Database, rows: readonly Record<string, unknown>[]): Promise<{ inserted: number; written: number }> {
    return counts(db, unnestInsert(this.table, this.columns, rows, this.conflictClause, this.binary, this.importId));
  }

  private addressInputKey(input: NycAddressInput): string {
    return `${input.bbl}|${input.houseLow ?? ''}|${input.houseHigh ?? ''}|${input.streetName}|${input.zipCode ?? ''}|${input.bin ?? ''}`;
  }

  /** Inserts the addresses this run has not written yet; answers how many were new and their input keys. */
  private async upsertAddresses(db: Database, inputs: readonly NycAddressInput[]): Promise<{ added: number; keys: string[] }> {
    const byKey = new Map<string, Record<string, unknown>>();
    const keys: string[] = [];
    const batchKeys = new Set<string>();
    for (const input of inputs) {
      const inputKey = this.addressInputKey(input);
      if (this.writtenAddresses.has(inputKey) || batchKeys.has(inputKey)) continue;
      batchKeys.add(inputKey);
      keys.push(inputKey);
      const row: Record<string, unknown> = addressRow(input);
      if (!byKey.has(row.addressKey as string)) byKey.set(row.addressKey as string, row);
    }
    if (byKey.size === 0) return { added: 0, keys };
    const { inserted } = await counts(db, unnestInsert(nycAddresses, ADDRESS_COLUMNS, [...byKey.values()], () => ADDRESS_CONFLICT, this.binary, this.importId));
    return { added: inserted, keys };
  }

  /** Remembers committed addresses (a bounded set: forgetting only costs a redundant insert). */
  private rememberAddresses(keys: readonly string[]): void {
    if (this.writtenAddresses.size + keys.length > MAX_REMEMBERED_ADDRESSES) this.writtenAddresses.clear();
    for (const key of keys) this.writtenAddresses.add(key);
  }

  /** Writes rows and their addresses in one transaction and answers what it did. */
  private writeTogether(rows: readonly PendingRow[]): Promise<{ inserted: number; written: number; added: number; keys: string[] }> {
    return this.db.transaction(async (tx) => {
      // A batch lost in a crash is written again by re-running the (idempotent) import: no need to wait for the disk.
      await tx.execute(sql`set local synchronous_commit = off`);
      const { inserted, written } = await this.upsert(tx, rows.map((pending) => pending.row));
      const { added, keys } = await this.upsertAddresses(tx, rows.flatMap((pending) => pending.addresses));
      return { inserted, written, added, keys };
    });
  }

  /** Writes one batch (its own transaction); never throws for a row's database error. */
  async write(batch: readonly PendingRow[]): Promise<BatchOutcome> {
    const outcome: BatchOutcome = { inserted: 0, updated: 0, duplicates: 0, addresses: 0, failed: [] };
    const seen = new Set<string>();
    const unique: PendingRow[] = [];
    for (const pending of batch) {
      const key = this.keyOf(pending.row);
      if (seen.has(key)) outcome.duplicates += 1;
      else {
        seen.add(key);
        unique.push(pending);
      }
    }
    const account = (result: { inserted: number; written: number; added: number; keys: string[] }, rows: number) => {
      outcome.inserted += result.inserted;
      outcome.updated += result.written - result.inserted;
      outcome.duplicates += rows - result.written;
      outcome.addresses += result.added;
      this.rememberAddresses(result.keys);
    };
    if (unique.length === 0) return outcome;
    try {
      account(await this.writeTogether(unique), unique.length);
      return outcome;
    } catch {
      // Some row of the batch is refused: find it by writing the rows one by one.
    }
    for (const pending of unique) {
      try {
        account(await this.writeTogether([pending]), 1);
      } catch (error) {
        outcome.failed.push({ line: pending.line, reason: `database: ${databaseMessage(error)}` });
      }
    }
    return outcome;
  }
}

/** The database's own message (drizzle wraps driver errors in "Failed query: …"). */
function databaseMessage(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}
