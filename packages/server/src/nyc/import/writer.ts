import { Column, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { quotedArrayElement } from '../../db/arrayLiteral';
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
  readonly arrayType: SQL;
  /** Whether the column's driver value is the value itself (text, integer, numeric from a string). */
  readonly passThrough: boolean;
}

function columnsOf(table: PgTable): ColumnInfo[] {
  return Object.entries(getTableColumns(table) as Record<string, PgColumn>).map(([property, column]) => ({
    property,
    column,
    quoted: `"${column.name}"`,
    arrayType: sql.raw(`::${column.getSQLType()}[]`),
    passThrough: column.mapToDriverValue === Column.prototype.mapToDriverValue || column.mapToDriverValue === String,
  }));
}

/**
 * A PostgreSQL array literal ('{"a","b",NULL}') of one column's driver values, written here
 * rather than by the driver: the elements are joined once into a flat string (no chain of
 * partial strings for the collector to trace), and only text holding a quote or backslash is
 * escaped. Strings and numbers of a pass-through column skip the column's mapping.
 */
function arrayLiteral(rows: readonly Record<string, unknown>[], info: ColumnInfo): string {
  const { property, column, passThrough } = info;
  const elements = new Array<string>(rows.length);
  for (let index = 0; index < rows.length; index += 1) {
    const cell = rows[index]![property];
    if (cell === undefined || cell === null) {
      elements[index] = 'NULL';
      continue;
    }
    if (passThrough && typeof cell === 'string') {
      elements[index] = quotedArrayElement(cell);
      continue;
    }
    if (passThrough && typeof cell === 'number') {
      elements[index] = String(cell);
      continue;
    }
    const value: unknown = column.mapToDriverValue(cell);
    if (value === null || value === undefined) elements[index] = 'NULL';
    else if (typeof value === 'number' || typeof value === 'bigint') elements[index] = String(value);
    else if (typeof value === 'boolean') elements[index] = value ? 't' : 'f';
    else elements[index] = quotedArrayElement(value instanceof Date ? value.toISOString() : String(value));
  }
  return `{${elements.join(',')}}`;
}

/**
 * An INSERT of many rows as one `unnest` of one array per column: a handful of parameters
 * whatever the batch size, so the statement is cheap to build and to parse. Only columns
 * some row sets are written (the others keep their defaults). The answer is the count of
 * rows inserted and of rows written (inserted or updated).
 */
function unnestInsert(
  table: PgTable,
  columns: readonly ColumnInfo[],
  rows: readonly Record<string, unknown>[],
  conflict: (used: readonly ColumnInfo[]) => string,
): SQL {
  const used = columns.filter(({ property }) => rows.some((row) => row[property] !== undefined));
  const arrays = used.map((info) => sql`${sql.param(arrayLiteral(rows, info))}${info.arrayType}`);
  const tableName = `"${getTableName(table)}"`;
  return sql`with written as (
    insert into ${sql.raw(tableName)} (${sql.raw(used.map(({ quoted }) => quoted).join(', '))})
    select * from unnest(${sql.join(arrays, sql`, `)})
    ${sql.raw(conflict(used))}
    returning (xmax = 0) as inserted
  ) select (count(*) filter (where inserted))::int as inserted, count(*)::int as written from written`;
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
  }

  private keyOf(row: Record<string, unknown>): string {
    return this.keyProperties.map((property) => String(row[property])).join('\u0001');
  }

  /** Stamps the rows with this run's id (the mapped rows are the writer's to change) and upserts them. */
  private upsert(db: Database, rows: readonly Record<string, unknown>[]): Promise<{ inserted: number; written: number }> {
    for (const row of rows) row.importId = this.importId;
    return counts(db, unnestInsert(this.table, this.columns, rows, this.conflictClause));
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
      row.importId = this.importId;
      if (!byKey.has(row.addressKey as string)) byKey.set(row.addressKey as string, row);
    }
    if (byKey.size === 0) return { added: 0, keys };
    const { inserted } = await counts(db, unnestInsert(nycAddresses, ADDRESS_COLUMNS, [...byKey.values()], () => ADDRESS_CONFLICT));
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
