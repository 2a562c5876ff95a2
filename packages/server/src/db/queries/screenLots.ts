/**
 * The lots a screen's criteria select, as SQL over `nyc_lots` (aliased `l`): one condition per
 * criterion, every condition must hold. Aggregate signals (open violations, penalties due) and
 * the last sale are written as `l.bbl in (select bbl … group by bbl …)`, which PostgreSQL runs as
 * one hashed pass over the records instead of a lookup per lot.
 *
 * "Last sale" is the lot's newest recorded sale at a price of at least $1 (a $0 deed is a
 * transfer, not a market sale); a lot with no such sale matches no sale criterion. Lots of the
 * demo range (`DEMO_BLOCK_FLOOR`) are never selected.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ScreenFilters } from '../../contract/screens';
import type { Database } from '../database';
import { textArrayLiteral } from '../arrayLiteral';
import { likeLiteral } from '../paging';
import { DEMO_BLOCK_FLOOR } from './demoLots';

const REAL_LOTS = sql.raw(`substring(l.bbl from 2 for 5) < '${String(DEMO_BLOCK_FLOOR)}'`);
const textArray = (values: readonly string[]) => sql`${textArrayLiteral(values)}::text[]`;
const prefixes = (values: readonly string[]) => textArray(values.map((value) => `${likeLiteral(value)}%`));

/** The newest market sale of every lot (`bbl`, `sale_date`, `sale_price`). */
export const LAST_SALES = sql.raw(
  `select distinct on (bbl) bbl, sale_date, sale_price from nyc_sales where sale_price >= 1 order by bbl, sale_date desc, sale_key`,
);

const lotsWith = (subquery: SQL) => sql`l.bbl in (${subquery})`;
/**
 * Lots with at least `minimum` open violations of an agency (of class C when asked). "At least
 * one" is a plain semi-join, which PostgreSQL answers by probing `nyc_violations_open_idx` per
 * candidate lot or hashing the open ones, whichever is cheaper; more than one needs the count.
 */
const violationsAtLeast = (source: string, minimum: number, classC = false) => {
  const of = sql`from nyc_violations where source = ${source} and status = 'open' and bbl is not null${classC ? sql` and violation_class = 'C'` : sql``}`;
  return lotsWith(minimum <= 1 ? sql`select bbl ${of}` : sql`select bbl ${of} group by bbl having count(*) >= ${minimum}`);
};

/** The WHERE conditions of a screen's criteria over `nyc_lots l` (always: real lots only). */
export function lotConditions(filters: ScreenFilters): SQL[] {
  const f = filters;
  const where: SQL[] = [REAL_LOTS];
  if (f.boroughs) where.push(sql`l.borough = any(${textArray(f.boroughs)})`);
  if (f.zipCodes) where.push(sql`l.zip_code = any(${textArray(f.zipCodes)})`);
  if (f.neighborhoods) where.push(lotsWith(sql`select bbl from nyc_sales where upper(neighborhood) = any(${textArray(f.neighborhoods)})`));
  if (f.buildingClasses) where.push(sql`upper(l.building_class) like any(${prefixes(f.buildingClasses)})`);
  if (f.zoning) where.push(sql`upper(l.zone_dist1) like any(${prefixes(f.zoning)})`);
  if (f.ownerTypes) where.push(sql`upper(l.owner_type) = any(${textArray(f.ownerTypes)})`);
  if (f.ownerName) where.push(sql`l.owner_name ilike ${`%${likeLiteral(f.ownerName)}%`}`);
  if (f.unitsMin !== undefined) where.push(sql`l.units_total >= ${f.unitsMin}`);
  if (f.unitsMax !== undefined) where.push(sql`l.units_total <= ${f.unitsMax}`);
  // PLUTO writes 0 for an unknown year: such a lot matches no year criterion.
  if (f.yearBuiltMin !== undefined) where.push(sql`l.year_built >= ${f.yearBuiltMin}`);
  if (f.yearBuiltMax !== undefined) where.push(sql`l.year_built > 0 and l.year_built <= ${f.yearBuiltMax}`);
  if (f.lotAreaMin !== undefined) where.push(sql`l.lot_area >= ${f.lotAreaMin}`);
  if (f.lotAreaMax !== undefined) where.push(sql`l.lot_area <= ${f.lotAreaMax}`);
  if (f.buildingAreaMin !== undefined) where.push(sql`l.building_area >= ${f.buildingAreaMin}`);
  if (f.buildingAreaMax !== undefined) where.push(sql`l.building_area <= ${f.buildingAreaMax}`);
  if (f.assessedValueMin !== undefined) where.push(sql`l.assess_total >= ${f.assessedValueMin}`);
  if (f.assessedValueMax !== undefined) where.push(sql`l.assess_total <= ${f.assessedValueMax}`);
  if (f.taxClasses) {
    where.push(
      lotsWith(
        sql`select bbl from (select distinct on (bbl) bbl, tax_class from nyc_assessments order by bbl, fiscal_year desc, period desc) roll where upper(roll.tax_class) like any(${prefixes(f.taxClasses)})`,
      ),
    );
  }
  const sale: SQL[] = [];
  if (f.lastSaleAfter) sale.push(sql`sale_date >= ${f.lastSaleAfter}`);
  if (f.lastSaleBefore) sale.push(sql`sale_date < ${f.lastSaleBefore}`);
  if (f.lastSalePriceMin !== undefined) sale.push(sql`sale_price >= ${f.lastSalePriceMin}`);
  if (f.lastSalePriceMax !== undefined) sale.push(sql`sale_price <= ${f.lastSalePriceMax}`);
  if (sale.length > 0) where.push(lotsWith(sql`select bbl from (${LAST_SALES}) last_sale where ${sql.join(sale, sql` and `)}`));
  if (f.hpdOpenViolationsMin !== undefined) where.push(violationsAtLeast('hpd', f.hpdOpenViolationsMin));
  if (f.hpdOpenClassCMin !== undefined) where.push(violationsAtLeast('hpd', f.hpdOpenClassCMin, true));
  if (f.dobOpenViolationsMin !== undefined) where.push(violationsAtLeast('dob', f.dobOpenViolationsMin));
  if (f.ecbPenaltyDueMin !== undefined) {
    where.push(lotsWith(sql`select bbl from nyc_violations where source = 'ecb' and bbl is not null group by bbl having coalesce(sum(balance_due), 0) >= ${f.ecbPenaltyDueMin}`));
  }
  if (f.onTaxLienList !== undefined) {
    const onList = lotsWith(sql`select bbl from nyc_tax_liens`);
    where.push(f.onTaxLienList ? onList : sql`not ${onList}`);
  }
  if (f.evictionSince) where.push(lotsWith(sql`select bbl from nyc_evictions where bbl is not null and executed_date >= ${f.evictionSince}`));
  if (f.mortgageRecordedSince) {
    where.push(
      lotsWith(
        sql`select g.bbl from nyc_acris_legals g join nyc_acris_master m on m.document_id = g.document_id where m.doc_type = 'MTGE' and m.recorded_date >= ${f.mortgageRecordedSince}`,
      ),
    );
  }
  return where;
}

/** How many lots the criteria select: one SQL count. */
export async function countLots(db: Database, filters: ScreenFilters): Promise<number> {
  const result = await db.execute<{ count: number | string }>(sql`select count(*)::int as count from nyc_lots l where ${sql.join(lotConditions(filters), sql` and `)}`);
  return Number(rowsOf<{ count: number | string }>(result)[0]?.count ?? 0);
}

/** What a screen reads of one lot: PLUTO's facts and its last market sale. */
export type ScreenLotRow = {
  bbl: string;
  borough: string;
  address: string | null;
  zip_code: string | null;
  building_class: string | null;
  units_total: number | null;
  units_residential: number | null;
  year_built: number | null;
  lot_area: number | null;
  building_area: number | null;
  assess_total: string | null;
  zone_dist1: string | null;
  owner_name: string | null;
  latitude: number | null;
  longitude: number | null;
  last_sale_date: string | null;
  last_sale_price: string | null;
};

/**
 * The selected lots after `fromBbl` and up to `toBbl`, in BBL order: one batch of a screen part,
 * its range found by `selectedLotRanges` (a lot added to the city since is read with its batch,
 * never skipped).
 */
export async function selectedLotsIn(db: Database, filters: ScreenFilters, range: { fromBbl: string; toBbl: string }): Promise<ScreenLotRow[]> {
  const where = [...lotConditions(filters), sql`l.bbl > ${range.fromBbl}`, sql`l.bbl <= ${range.toBbl}`];
  const result = await db.execute<ScreenLotRow>(sql`
    with page as (
      select l.bbl, l.borough, l.address, l.zip_code, l.building_class, l.units_total, l.units_residential, l.year_built,
             l.lot_area, l.building_area, l.assess_total, l.zone_dist1, l.owner_name, l.latitude, l.longitude
      from nyc_lots l where ${sql.join(where, sql` and `)}
    )
    select page.*, s.sale_date::text as last_sale_date, s.sale_price as last_sale_price
    from page left join lateral (
      select sale_date, sale_price from nyc_sales where nyc_sales.bbl = page.bbl and sale_price >= 1 order by sale_date desc, sale_key limit 1
    ) s on true
    order by page.bbl`);
  return rowsOf<ScreenLotRow>(result);
}

/** One part of a screen's selected lots: those after `fromBbl` and up to `toBbl`, `lots` of them. */
export interface LotRange {
  readonly fromBbl: string;
  readonly toBbl: string;
  readonly lots: number;
}

/**
 * The selected lots cut into ranges of `lotsPerRange` lots in BBL order (the last one holds the
 * rest), in one pass over them: every `lotsPerRange`-th BBL ends a range. `within` limits it to
 * the lots after `fromBbl` and up to `toBbl` (a screen part's batches).
 */
export async function selectedLotRanges(db: Database, filters: ScreenFilters, lotsPerRange: number, within?: { fromBbl: string; toBbl: string }): Promise<LotRange[]> {
  const where = lotConditions(filters);
  if (within) where.push(sql`l.bbl > ${within.fromBbl}`, sql`l.bbl <= ${within.toBbl}`);
  const result = await db.execute<{ bbl: string; n: number | string }>(sql`
    select bbl, n::int as n from (
      select l.bbl, row_number() over (order by l.bbl) as n, count(*) over () as total
      from nyc_lots l where ${sql.join(where, sql` and `)}
    ) numbered
    where n % ${lotsPerRange} = 0 or n = total
    order by bbl`);
  const ranges: LotRange[] = [];
  let fromBbl = within?.fromBbl ?? '';
  let before = 0;
  for (const row of rowsOf<{ bbl: string; n: number | string }>(result)) {
    const n = Number(row.n);
    ranges.push({ fromBbl, toBbl: row.bbl, lots: n - before });
    fromBbl = row.bbl;
    before = n;
  }
  return ranges;
}

/** Rows of `db.execute` on either driver (node-postgres answers `{ rows }`, PGlite too). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
