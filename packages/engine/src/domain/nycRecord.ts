import * as z from 'zod/mini';
import { boroughCodeSchema } from './borough';

/*
 * A lot's public record: what NYC's open datasets say about one tax lot (lot facts, owners,
 * violations, permits, 311 complaints, evictions, liens, foreclosure, sales, comparable sales).
 * The server builds it and answers it as `nycData`; the property page and the legal status page
 * show it. Every block names the dataset it came from and that dataset's as-of date, so what is
 * shown can say where it came from. A block the data does not have is null, never invented; an
 * empty list means "looked, found none". Money in USD, areas in square feet, dates as
 * YYYY-MM-DD text.
 */

const text = () => z.nullable(z.string());
const num = () => z.nullable(z.number());
const count = () => z.number().check(z.int());

/** Where a block of data came from. */
export const nycProvenanceSchema = /* @__PURE__ */ (() => z.object({
  /** Dataset key of `rei import` (`pluto`, `rolling-sales`, …) or `soda:<id>` for the live source. */
  dataset: z.string(),
  /** NYC Open Data id or origin ("64uk-42ks"). */
  sourceId: z.string(),
  /** Human title ("PLUTO", "DOF Rolling Sales"). */
  title: z.string(),
  /** The data's as-of date (YYYY-MM-DD): newest record date in the imported file, or the fetch date. */
  asOf: text(),
  /** When it was imported or fetched (ISO timestamp). */
  retrievedAt: text(),
}))();
export type NycProvenance = z.infer<typeof nycProvenanceSchema>;

/** Agencies whose violations the record lists. */
export const NYC_VIOLATION_SOURCES = ['hpd', 'ecb', 'dob'] as const;

/** One building violation (HPD housing, ECB/OATH or DOB). */
export const nycViolationSchema = /* @__PURE__ */ (() => z.object({
  source: z.enum(NYC_VIOLATION_SOURCES),
  id: z.string(),
  violationClass: text(),
  status: z.enum(['open', 'closed']),
  statusDetail: text(),
  issuedDate: text(),
  description: text(),
  /** Penalty still owed (ECB), USD. */
  balanceDue: num(),
}))();
export type NycViolation = z.infer<typeof nycViolationSchema>;

/** Systems DOB permits are filed in. */
export const NYC_PERMIT_SOURCES = ['dob-bis', 'dob-now'] as const;

/** One DOB job filing or permit. */
export const nycPermitSchema = /* @__PURE__ */ (() => z.object({
  source: z.enum(NYC_PERMIT_SOURCES),
  jobId: z.string(),
  jobType: text(),
  status: text(),
  filedDate: text(),
  description: text(),
  /** Estimated job cost, USD. */
  initialCost: num(),
}))();
export type NycPermit = z.infer<typeof nycPermitSchema>;

/** A nearby market sale used as a comparable. */
export const nycComparableSchema = /* @__PURE__ */ (() => z.object({
  address: z.string(),
  bbl: z.string(),
  neighborhood: text(),
  saleDate: z.string(),
  salePrice: z.number(),
  squareFeet: num(),
  pricePerSqFt: num(),
  /** Miles between the two lots' centroids when both have coordinates; else null. */
  distance: num(),
  buildingClass: text(),
  units: num(),
  lotSize: num(),
  taxClass: text(),
  yearBuilt: num(),
}))();
export type NycComparable = z.infer<typeof nycComparableSchema>;

/** The comparable sales found for a lot, the criteria used and their averages. */
export const nycComparablesSchema = /* @__PURE__ */ (() => z.object({
  /** The selection criteria as applied, in words ("same neighbourhood and building class, last 5 years, …"). */
  criteria: z.string(),
  comparables: z.array(nycComparableSchema),
  analysis: z.object({ totalFound: count(), afterFiltering: count() }),
  summary: z.object({ avgPricePerSqFt: num(), avgSalePrice: num() }),
  provenance: nycProvenanceSchema,
}))();
export type NycComparables = z.infer<typeof nycComparablesSchema>;

/** One executed marshal eviction. */
export const nycEvictionFilingSchema = /* @__PURE__ */ (() => z.object({
  executedDate: text(),
  marshalName: text(),
  docket: text(),
  apartmentNumber: text(),
  status: text(),
}))();
export type NycEvictionFiling = z.infer<typeof nycEvictionFilingSchema>;

/** The marshal evictions recorded at the lot. */
export const nycEvictionDetailsSchema = /* @__PURE__ */ (() => z.object({
  count: count(),
  filings: z.array(nycEvictionFilingSchema),
  provenance: nycProvenanceSchema,
}))();
export type NycEvictionDetails = z.infer<typeof nycEvictionDetailsSchema>;

/** The lot on DOF's tax lien sale lists (the newest list first). */
export const nycTaxLienDetailsSchema = /* @__PURE__ */ (() => z.object({
  /** The lien sale lists publish no amounts, so this is null. */
  lienAmount: num(),
  filedDate: text(),
  collector: text(),
  taxYear: text(),
  status: z.string(),
  cycle: text(),
  provenance: nycProvenanceSchema,
}))();
export type NycTaxLienDetails = z.infer<typeof nycTaxLienDetailsSchema>;

/** A lien sale entry for unpaid water and sewer charges only ("Water Debt Only"). */
export const nycWaterLienSchema = /* @__PURE__ */ (() => z.object({ amount: num(), type: z.string(), period: text(), status: z.string() }))();
export type NycWaterLien = z.infer<typeof nycWaterLienSchema>;

/** A foreclosure found in ACRIS: a lis pendens or foreclosure document recorded on the lot. */
export const nycForeclosureDetailsSchema = /* @__PURE__ */ (() => z.object({
  creditor: text(),
  debtor: text(),
  lienAmount: num(),
  noticeDate: text(),
  status: z.string(),
  documentType: text(),
  provenance: nycProvenanceSchema,
}))();
export type NycForeclosureDetails = z.infer<typeof nycForeclosureDetailsSchema>;

/** A name the record gives as the lot's owner. */
export const nycOwnerSchema = /* @__PURE__ */ (() => z.object({
  name: z.string(),
  /** The record that names them: `pluto`, `hpd-registrations` (registration contact) or `acris` (deed grantee). */
  source: z.string(),
  asOf: text(),
  /** `managing-agent` for the agent an HPD registration names; absent or `owner` for an owner. */
  role: z.optional(z.enum(['owner', 'managing-agent'])),
}))();
export type NycOwner = z.infer<typeof nycOwnerSchema>;

/** PLUTO's facts about the lot and its building. */
export const nycLotSchema = /* @__PURE__ */ (() => z.object({
  address: text(),
  zipCode: text(),
  buildingClass: text(),
  buildingClassDescription: text(),
  landUse: text(),
  lotArea: num(),
  buildingArea: num(),
  residentialArea: num(),
  commercialArea: num(),
  numFloors: num(),
  unitsResidential: num(),
  unitsTotal: num(),
  yearBuilt: num(),
  yearAltered1: num(),
  assessLand: num(),
  assessTotal: num(),
  exemptLand: num(),
  exemptTotal: num(),
  zoneDist1: text(),
  zoneDist2: text(),
  latitude: num(),
  longitude: num(),
  provenance: nycProvenanceSchema,
}))();
export type NycLot = z.infer<typeof nycLotSchema>;

/** Violation counts per agency and the newest violations. */
export const nycViolationsSchema = /* @__PURE__ */ (() => z.object({
  hpd: z.object({ open: count(), closed: count(), byClass: z.record(z.string(), count()) }),
  ecb: z.object({ open: count(), closed: count(), balanceDue: z.number() }),
  dob: z.object({ open: count(), closed: count() }),
  /** Newest first, at most 25. */
  recent: z.array(nycViolationSchema),
  provenance: z.array(nycProvenanceSchema),
}))();
export type NycViolations = z.infer<typeof nycViolationsSchema>;

/** How many DOB permits the lot has, and the newest of them. */
export const nycPermitsSchema = /* @__PURE__ */ (() => z.object({ total: count(), recent: z.array(nycPermitSchema), provenance: z.array(nycProvenanceSchema) }))();
export type NycPermits = z.infer<typeof nycPermitsSchema>;

/** 311 service requests about the lot. */
export const nycComplaints311Schema = /* @__PURE__ */ (() => z.object({
  total: count(),
  open: count(),
  /** The most frequent complaint types, most frequent first, at most 5. */
  topTypes: z.array(z.object({ complaintType: z.string(), count: count() })),
  provenance: nycProvenanceSchema,
}))();
export type NycComplaints311 = z.infer<typeof nycComplaints311Schema>;

/** One HPD housing complaint problem (ygpa-z7cr: one row per problem of a complaint). */
export const nycHpdComplaintSchema = /* @__PURE__ */ (() => z.object({
  /** Problem id (a complaint may list several problems). */
  id: z.string(),
  complaintId: text(),
  /** YYYY-MM-DD. */
  receivedDate: text(),
  /** `open` or `closed`, from the problem's (else the complaint's) status. */
  status: z.enum(['open', 'closed']),
  /** Urgency HPD gives the problem ("EMERGENCY", "NON EMERGENCY", "IMMEDIATE EMERGENCY"). */
  problemType: text(),
  /** "ELECTRIC", "HEAT/HOT WATER", … */
  majorCategory: text(),
  minorCategory: text(),
  problemCode: text(),
  statusDescription: text(),
  apartment: text(),
}))();
export type NycHpdComplaint = z.infer<typeof nycHpdComplaintSchema>;

/** HPD complaints about the lot: open and closed problem counts and the newest problems. */
export const nycHpdComplaintsSchema = /* @__PURE__ */ (() => z.object({
  open: count(),
  closed: count(),
  /** Newest first, at most 25. */
  recent: z.array(nycHpdComplaintSchema),
  provenance: nycProvenanceSchema,
}))();
export type NycHpdComplaints = z.infer<typeof nycHpdComplaintsSchema>;

/** One year of DOF's assessment roll for the lot (8y4t-faws), current values. USD. */
export const nycAssessmentSchema = /* @__PURE__ */ (() => z.object({
  /** The roll's year as DOF writes it ("2024" = the 2024/25 fiscal year). */
  fiscalYear: z.string(),
  marketValueTotal: num(),
  marketValueLand: num(),
  /** Actual assessed value (before exemptions). */
  assessedValueTotal: num(),
  /** Taxable value after exemptions and transitional limits. */
  taxableValue: num(),
  taxClass: text(),
  buildingClass: text(),
}))();
export type NycAssessment = z.infer<typeof nycAssessmentSchema>;

/** DOF assessments of the lot, newest roll first. */
export const nycAssessmentsSchema = /* @__PURE__ */ (() => z.object({
  /** Newest roll first, at most 5. */
  years: z.array(nycAssessmentSchema),
  provenance: nycProvenanceSchema,
}))();
export type NycAssessments = z.infer<typeof nycAssessmentsSchema>;

/**
 * The newest market sale, with the building facts DOF recorded on it (what a lot without PLUTO
 * data still tells: class, units, areas, year built, tax class at the sale).
 */
export const nycLastSaleSchema = /* @__PURE__ */ (() => z.object({
  date: z.string(),
  price: z.number(),
  buildingClass: text(),
  neighborhood: z.optional(text()),
  taxClass: z.optional(text()),
  totalUnits: z.optional(num()),
  grossSquareFeet: z.optional(num()),
  landSquareFeet: z.optional(num()),
  yearBuilt: z.optional(num()),
  provenance: nycProvenanceSchema,
}))();
export type NycLastSale = z.infer<typeof nycLastSaleSchema>;

/** One recorded sale of the lot. */
export const nycSaleSchema = /* @__PURE__ */ (() => z.object({ date: z.string(), price: z.number(), apartmentNumber: text() }))();
export type NycSale = z.infer<typeof nycSaleSchema>;

/** Everything the public record holds about one lot. */
export const nycRecordSchema = /* @__PURE__ */ (() => z.object({
  bbl: z.string(),
  borough: boroughCodeSchema,
  /** Null when the lot is not in the imported PLUTO. */
  lot: z.nullable(nycLotSchema),
  owners: z.array(nycOwnerSchema),
  violations: z.nullable(nycViolationsSchema),
  permits: z.nullable(nycPermitsSchema),
  complaints311: z.nullable(nycComplaints311Schema),
  evictionDetails: z.nullable(nycEvictionDetailsSchema),
  taxLienDetails: z.nullable(nycTaxLienDetailsSchema),
  waterLiens: z.array(nycWaterLienSchema),
  foreclosureDetails: z.nullable(nycForeclosureDetailsSchema),
  lastSale: z.nullable(nycLastSaleSchema),
  /** Every recorded sale of the lot, newest first, at most 10. */
  salesHistory: z.array(nycSaleSchema),
  comparables: z.nullable(nycComparablesSchema),
  /** HPD complaints and problems (null when the dataset is neither imported nor reachable; absent in older answers). */
  hpdComplaints: z.optional(z.nullable(nycHpdComplaintsSchema)),
  /** DOF property valuation and assessment rolls (null/absent as for `hpdComplaints`). */
  assessments: z.optional(z.nullable(nycAssessmentsSchema)),
  /** Dataset keys of blocks whose dataset was never imported (and no live source is configured). */
  missingDatasets: z.array(z.string()),
  /**
   * Dataset keys NYC Open Data could not answer for this lot just now (offline, down, timed out,
   * unreadable answer): their blocks are empty although the live source holds them. Absent = none.
   */
  unreachableDatasets: z.optional(z.array(z.string())),
  /**
   * Provenance of every dataset that was read for the lot, including those with no records for
   * it: what "checked, none found" cites (dataset and as-of date). Absent in older answers.
   */
  checkedDatasets: z.optional(z.array(nycProvenanceSchema)),
  /**
   * Blocks the caller's plan does not show (its enrichment level): each with what it contains and
   * the cheapest plan that adds it. The blocks themselves are left empty. Absent = none locked.
   */
  lockedBlocks: z.optional(z.array(z.object({ block: z.string(), title: z.string(), contains: z.string(), level: z.string(), plan: z.string(), tier: z.string(), datasets: z.array(z.string()) }))),
}))();
export type NycRecord = z.infer<typeof nycRecordSchema>;

/** Where a property shown came from: the caller's portfolio, the seeded demo data or the public record only. */
export const PROPERTY_SOURCES = ['portfolio', 'demo', 'nyc'] as const;
export type PropertySource = (typeof PROPERTY_SOURCES)[number];
