/**
 * Row counts and md5 checksums of what imports leave in `nyc_sales`, `nyc_addresses` and
 * `nyc_imports`: every column, rows in key order, each row's import run named by its file and
 * its position among that file's runs (not by its id, which depends on what ran before).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

export interface TableChecksum {
  readonly rows: number;
  readonly md5: string;
}

export interface ContentChecksums {
  readonly sales: TableChecksum;
  readonly addresses: TableChecksum;
  readonly imports: TableChecksum;
}

const RUNS = sql.raw(`(select id, source_file, row_number() over (partition by dataset, source_file order by id) as run from nyc_imports)`);

async function checksum(db: Database, query: ReturnType<typeof sql>): Promise<TableChecksum> {
  const result = (await db.execute(query)) as unknown as { rows: { rows: number | string; md5: string | null }[] };
  const [row] = result.rows;
  return { rows: Number(row?.rows ?? 0), md5: row?.md5 ?? '' };
}

export async function contentChecksums(db: Database): Promise<ContentChecksums> {
  const sales = await checksum(
    db,
    sql`select count(*)::int as rows, md5(string_agg(t::text, E'\n' order by t.sale_key)) as md5 from (
      select s.sale_key, s.bbl, s.borough, s.block, s.lot, s.neighborhood, s.building_class_category, s.tax_class_at_present,
        s.building_class_at_present, s.tax_class_at_sale, s.building_class_at_sale, s.address, s.apartment_number, s.zip_code,
        s.residential_units, s.commercial_units, s.total_units, s.land_square_feet, s.gross_square_feet, s.year_built,
        s.sale_price, s.sale_date, s.dataset, r.source_file, r.run
      from nyc_sales s left join ${RUNS} r on r.id = s.import_id) t`,
  );
  const addresses = await checksum(
    db,
    sql`select count(*)::int as rows, md5(string_agg(t::text, E'\n' order by t.address_key)) as md5 from (
      select a.address_key, a.bbl, a.bin, a.borough, a.house_low, a.house_high, a.house_low_number, a.house_high_number,
        a.street_name, a.zip_code, a.display_address, a.search_text, a.street_text, a.dataset, r.source_file, r.run
      from nyc_addresses a left join ${RUNS} r on r.id = a.import_id) t`,
  );
  const imports = await checksum(
    db,
    sql`select count(*)::int as rows, md5(string_agg(t::text, E'\n' order by t.id)) as md5 from (
      select id, dataset, source_id, source_file, source_date, rows_read, rows_inserted, rows_updated, rows_rejected, status, error,
        finished_at is not null as finished
      from nyc_imports) t`,
  );
  return { sales, addresses, imports };
}

/**
 * Row count and md5 of a whole table's content without its `import_id` and `updated_at` (the
 * clock), rows as JSON in text order, read with the time zone set to UTC so both databases
 * print timestamps alike.
 */
export async function tableChecksum(db: Database, table: string): Promise<TableChecksum> {
  if (!/^[a-z_0-9]+$/.test(table)) throw new Error(`not a table name: ${table}`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    return checksum(
      tx,
      sql.raw(`select count(*)::int as rows, md5(string_agg(t.content, E'\\n' order by t.content)) as md5
        from (select (to_jsonb(r) - 'import_id' - 'updated_at')::text as content from "${table}" r) t`),
    );
  });
}
