import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { nycMoney } from './common';

/**
 * Violations from three agencies in one shape: HPD housing-code violations (class A/B/C),
 * DOB ECB violations (severity) and DOB violations (category). Natural key: agency + its id.
 */
export const nycViolations = pgTable(
  'nyc_violations',
  {
    /** `hpd`, `ecb` or `dob`. */
    source: text('source').notNull(),
    violationId: text('violation_id').notNull(),
    bbl: text('bbl'),
    bin: text('bin'),
    /** HPD class (A, B, C, I), ECB severity, or DOB violation type code. */
    violationClass: text('violation_class'),
    /** `open` or `closed`, derived from the agency's status field. */
    status: text('status').notNull(),
    statusDetail: text('status_detail'),
    issuedDate: date('issued_date'),
    closedDate: date('closed_date'),
    description: text('description'),
    penaltyImposed: nycMoney('penalty_imposed'),
    balanceDue: nycMoney('balance_due'),
    importId: integer('import_id'),
    raw: jsonb('raw').$type<Record<string, string>>(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.violationId] }),
    index('nyc_violations_bbl_idx').on(t.bbl),
    // Screens' distress criteria (open violations of an agency, of a class) by lot, from the index alone.
    index('nyc_violations_open_idx').on(t.source, t.bbl, t.violationClass).where(sql`${t.status} = 'open'`),
  ],
);

/** DOB job filings and permits (BIS `ic3t-wcy2` and DOB NOW `w9ak-ipjd`). Key: system + job/doc number. */
export const nycPermits = pgTable(
  'nyc_permits',
  {
    /** `dob-bis` or `dob-now`. */
    source: text('source').notNull(),
    jobId: text('job_id').notNull(),
    bbl: text('bbl'),
    bin: text('bin'),
    jobType: text('job_type'),
    status: text('status'),
    statusDescription: text('status_description'),
    filedDate: date('filed_date'),
    latestActionDate: date('latest_action_date'),
    description: text('description'),
    initialCost: nycMoney('initial_cost'),
    proposedDwellingUnits: integer('proposed_dwelling_units'),
    importId: integer('import_id'),
    raw: jsonb('raw').$type<Record<string, string>>(),
  },
  (t) => [primaryKey({ columns: [t.source, t.jobId] }), index('nyc_permits_bbl_idx').on(t.bbl)],
);

/** 311 service requests (erm2-nwe9), keyed by Unique Key. */
export const nycComplaints311 = pgTable(
  'nyc_complaints_311',
  {
    uniqueKey: text('unique_key').primaryKey(),
    bbl: text('bbl'),
    createdAt: timestamp('created_at', { withTimezone: false }),
    closedAt: timestamp('closed_at', { withTimezone: false }),
    agency: text('agency'),
    complaintType: text('complaint_type'),
    descriptor: text('descriptor'),
    status: text('status'),
    address: text('address'),
    zipCode: text('zip_code'),
    importId: integer('import_id'),
  },
  (t) => [index('nyc_complaints_311_bbl_idx').on(t.bbl, t.createdAt)],
);

/**
 * Executed marshal evictions (6z8x-wfk4 and the JustFix/ANHD copies). Key: court index number +
 * docket number when present, else a hash of BBL, date, address and apartment.
 */
export const nycEvictions = pgTable(
  'nyc_evictions',
  {
    evictionKey: text('eviction_key').primaryKey(),
    bbl: text('bbl'),
    bin: text('bin'),
    borough: text('borough'),
    executedDate: date('executed_date'),
    address: text('address'),
    apartmentNumber: text('apartment_number'),
    residentialCommercial: text('residential_commercial'),
    marshalName: text('marshal_name'),
    courtIndexNumber: text('court_index_number'),
    docketNumber: text('docket_number'),
    scheduleStatus: text('schedule_status'),
    importId: integer('import_id'),
  },
  (t) => [index('nyc_evictions_bbl_idx').on(t.bbl, t.executedDate)],
);

/** DOF tax lien sale lists (9rz4-mjek). Key: BBL + month + cycle. */
export const nycTaxLiens = pgTable(
  'nyc_tax_liens',
  {
    lienKey: text('lien_key').primaryKey(),
    bbl: text('bbl').notNull(),
    /** First day of the list's month. */
    listMonth: date('list_month').notNull(),
    cycle: text('cycle'),
    /** True when the lien is for water/sewer debt only. */
    waterDebtOnly: boolean('water_debt_only').notNull(),
    taxClass: text('tax_class'),
    buildingClass: text('building_class'),
    address: text('address'),
    zipCode: text('zip_code'),
    importId: integer('import_id'),
  },
  (t) => [index('nyc_tax_liens_bbl_idx').on(t.bbl, t.listMonth)],
);
