import { date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { nycMoney } from './common';

/**
 * HPD Complaints and Problems (ygpa-z7cr): one row per problem of a tenant complaint, keyed by
 * the problem id. Status is `open` or `closed` as HPD's problem (else complaint) status says.
 */
export const nycHpdComplaints = pgTable(
  'nyc_hpd_complaints',
  {
    problemId: text('problem_id').primaryKey(),
    complaintId: text('complaint_id'),
    bbl: text('bbl'),
    bin: text('bin'),
    receivedDate: date('received_date'),
    /** `open` or `closed`. */
    status: text('status').notNull(),
    statusDate: date('status_date'),
    /** HPD's urgency ("EMERGENCY", "NON EMERGENCY", "IMMEDIATE EMERGENCY"). */
    problemType: text('problem_type'),
    majorCategory: text('major_category'),
    minorCategory: text('minor_category'),
    problemCode: text('problem_code'),
    statusDescription: text('status_description'),
    apartment: text('apartment'),
    importId: integer('import_id'),
    raw: jsonb('raw').$type<Record<string, string>>(),
  },
  (t) => [index('nyc_hpd_complaints_bbl_idx').on(t.bbl, t.receivedDate)],
);

/**
 * DOF Property Valuation and Assessments (8y4t-faws): the assessment roll per lot and year,
 * current values (market, actual assessed, taxable). Key: BBL + roll year + roll period.
 */
export const nycAssessments = pgTable(
  'nyc_assessments',
  {
    bbl: text('bbl').notNull(),
    /** The roll year DOF writes ("2024"). */
    fiscalYear: text('fiscal_year').notNull(),
    /** DOF's roll period (1 tentative, 2 change by notice, 3 final); '' when not given. */
    period: text('period').notNull(),
    marketValueTotal: nycMoney('market_value_total'),
    marketValueLand: nycMoney('market_value_land'),
    assessedValueTotal: nycMoney('assessed_value_total'),
    taxableValue: nycMoney('taxable_value'),
    taxClass: text('tax_class'),
    buildingClass: text('building_class'),
    ownerName: text('owner_name'),
    importId: integer('import_id'),
  },
  (t) => [primaryKey({ columns: [t.bbl, t.fiscalYear, t.period] }), index('nyc_assessments_bbl_idx').on(t.bbl)],
);
