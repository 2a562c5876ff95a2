/**
 * A property search that finds no lot says why and what to try (GET /api/properties/search,
 * 404 with `notFound`): the address is not in the city's address directory; it is (the lot is
 * known) but no dataset consulted has a record of it; it is ambiguous (the candidates, with their
 * boroughs, each searchable); or live lookups are off or unreachable and no imported dataset has it.
 */
import { boroughCodeSchema } from '@rei/engine';
import { z } from 'zod';
import { errorResponseSchema } from './common';

export const ADDRESS_NOT_FOUND_REASONS = ['not-in-directory', 'no-records', 'ambiguous', 'offline'] as const;
export type AddressNotFoundReason = (typeof ADDRESS_NOT_FOUND_REASONS)[number];

/** One lot an ambiguous address may mean: searching `label` finds it. */
export const addressCandidateSchema = z.object({
  label: z.string(),
  borough: boroughCodeSchema,
  /** "Brooklyn" */
  boroughName: z.string(),
  bbl: z.string().regex(/^[1-5]\d{9}$/).nullable(),
});
export type AddressCandidate = z.infer<typeof addressCandidateSchema>;

/** A dataset the search looked in: imported into this installation, or asked live. */
export const consultedDatasetSchema = z.object({
  /** `rolling-sales`, `pad`, `geosearch`, `nyc-open-data`… */
  dataset: z.string(),
  title: z.string(),
  mode: z.enum(['imported', 'live']),
});
export type ConsultedDataset = z.infer<typeof consultedDatasetSchema>;

export const addressNotFoundSchema = z.object({
  reason: z.enum(ADDRESS_NOT_FOUND_REASONS),
  /** The lot, when the address is known (reason `no-records`). */
  bbl: z.string().regex(/^[1-5]\d{9}$/).nullable(),
  /** The address as the directory or the data writes it, when known. */
  address: z.string().nullable(),
  /** Reason `ambiguous`: the lots the text may mean (else empty). */
  candidates: z.array(addressCandidateSchema),
  /** Every dataset looked in, imported or live. */
  consulted: z.array(consultedDatasetSchema),
  /** Live lookups: `on`, `off` (NYC_LIVE=off) or `unreachable` (asked, no answer). */
  live: z.enum(['on', 'off', 'unreachable']),
  /** What to try next, one sentence each. */
  tryNext: z.array(z.string()),
});
export type AddressNotFound = z.infer<typeof addressNotFoundSchema>;

/** The 404 of GET /api/properties/search: the usual error body, with `notFound` when an address was looked up. */
export const propertySearchNotFoundSchema = errorResponseSchema.extend({ notFound: addressNotFoundSchema.optional() });
export type PropertySearchNotFound = z.infer<typeof propertySearchNotFoundSchema>;
