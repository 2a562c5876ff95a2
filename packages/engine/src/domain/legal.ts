import * as z from 'zod/mini';
import { maybeNumber, maybeText } from './fields';

/** One marshal eviction filing. */
export const evictionFilingSchema = /* @__PURE__ */ (() => z.object({
  executedDate: maybeText(),
  marshalName: maybeText(),
  docket: maybeText(),
  apartmentNumber: maybeText(),
  status: maybeText(),
}))();
export type EvictionFiling = z.infer<typeof evictionFilingSchema>;

/** Evictions on record for a property. */
export const evictionDetailsSchema = /* @__PURE__ */ (() => z.object({
  count: z.number().check(z.int(), z.minimum(0)),
  filings: z._default(z.array(evictionFilingSchema), []),
}))();
export type EvictionDetails = z.infer<typeof evictionDetailsSchema>;

/** A foreclosure or pre-foreclosure on a property. `lienAmount` in USD. */
export const foreclosureDetailsSchema = /* @__PURE__ */ (() => z.object({
  creditor: maybeText(),
  debtor: maybeText(),
  lienAmount: maybeNumber(),
  noticeDate: maybeText(),
  status: z.string(),
}))();
export type ForeclosureDetails = z.infer<typeof foreclosureDetailsSchema>;

/** A tax lien on a property. `lienAmount` in USD. */
export const taxLienDetailsSchema = /* @__PURE__ */ (() => z.object({
  lienAmount: maybeNumber(),
  filedDate: maybeText(),
  collector: maybeText(),
  taxYear: z.nullish(z.union([z.number().check(z.int()), z.string()])),
  status: z.string(),
}))();
export type TaxLienDetails = z.infer<typeof taxLienDetailsSchema>;

/** Where probate details came from. */
export const PROBATE_SOURCES = ['api', 'scraped'] as const;

/** A probate case on the owner's estate. */
export const probateDetailsSchema = /* @__PURE__ */ (() => z.object({
  source: z.nullish(z.enum(PROBATE_SOURCES)),
  caseNumber: maybeText(),
  petitioner: maybeText(),
  dateFiled: maybeText(),
  courtName: maybeText(),
  deceasedName: maybeText(),
  status: z.string(),
}))();
export type ProbateDetails = z.infer<typeof probateDetailsSchema>;

/** Legal statuses seen in the data (free text is also accepted by the detail schemas). */
export const KNOWN_LEGAL_STATUSES = [
  'Active',
  'Resolved',
  'Pending',
  'Outstanding',
  'Pre-Foreclosure Notice Filed',
  'Pre-Foreclosure Notice',
  'Notice of Default',
  'In Progress',
] as const;
