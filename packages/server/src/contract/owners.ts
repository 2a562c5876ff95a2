/**
 * Owner search (GET /api/owners/search) and "other buildings of this owner"
 * (GET /api/properties/bbl/{bbl}/related-owners): the lots whose HPD registration contacts or
 * ACRIS parties carry a name, each with the names and roles that matched and where they came from.
 */
import { nycProvenanceSchema } from '@rei/engine';
import { z } from 'zod';

/** Fewest and most characters of an owner-name search. */
export const OWNER_NAME_MIN_LENGTH = 3;
export const OWNER_NAME_MAX_LENGTH = 80;
/** Most lots one page of owner-search results holds. */
export const OWNER_SEARCH_MAX_LIMIT = 50;
/** Deepest offset a caller may page to. */
export const OWNER_SEARCH_MAX_OFFSET = 1_000;

export const ownerSearchQuerySchema = z.object({
  name: z
    .string({ error: 'Type an owner or managing agent name' })
    .trim()
    .min(OWNER_NAME_MIN_LENGTH, `must be at least ${OWNER_NAME_MIN_LENGTH} characters`)
    .max(OWNER_NAME_MAX_LENGTH, `must be at most ${OWNER_NAME_MAX_LENGTH} characters`)
    .refine((name) => /[\p{L}\p{N}]{2,}/u.test(name), 'must contain a word of at least 2 letters or digits'),
  limit: z.coerce.number().int().min(1).max(OWNER_SEARCH_MAX_LIMIT).default(20),
  offset: z.coerce.number().int().min(0).max(OWNER_SEARCH_MAX_OFFSET).default(0),
});
export type OwnerSearchQuery = z.infer<typeof ownerSearchQuerySchema>;

/** Where an owner name was found. */
export const OWNER_RECORD_SOURCES = ['hpd', 'acris'] as const;

/** One name on one lot: "ZORIANO ASSOCIATES INC", CorporateOwner, from HPD registration 331931. */
export const ownerMatchSchema = z.object({
  name: z.string(),
  /** HPD contact type (CorporateOwner, Agent, …) or the ACRIS party role ("Grantee (DEED)"). */
  role: z.string(),
  source: z.enum(OWNER_RECORD_SOURCES),
  /** The registration's last registration date or the document's recorded date (YYYY-MM-DD). */
  asOf: z.string().nullable(),
});
export type OwnerMatch = z.infer<typeof ownerMatchSchema>;

export const ownerLotSchema = z.object({
  bbl: z.string(),
  /** House number and street as the record gives it. */
  address: z.string().nullable(),
  /** MN, BX, BK, QN, SI. */
  borough: z.string(),
  matches: z.array(ownerMatchSchema),
  /** The property page of the lot. */
  href: z.string(),
});
export type OwnerLot = z.infer<typeof ownerLotSchema>;

/** A dataset family the search consulted: answered (imported or live) or why it could not. */
export const ownerSourceStatusSchema = z.object({
  source: z.enum(OWNER_RECORD_SOURCES),
  title: z.string(),
  mode: z.enum(['imported', 'live', 'unavailable']),
  /** Why the source gave nothing: not imported and live off, or the live service not reachable. */
  problem: z.string().nullable(),
  provenance: z.array(nycProvenanceSchema),
});
export type OwnerSourceStatus = z.infer<typeof ownerSourceStatusSchema>;

export const ownerSearchResponseSchema = z.object({
  /** The name as searched, and the words the search looked for (corporate suffixes dropped). */
  name: z.string(),
  words: z.array(z.string()),
  results: z.array(ownerLotSchema),
  offset: z.number().int(),
  limit: z.number().int(),
  /** More lots match past this page. */
  hasMore: z.boolean(),
  sources: z.array(ownerSourceStatusSchema),
});
export type OwnerSearchResponse = z.infer<typeof ownerSearchResponseSchema>;

/** The other lots of the owners a lot's newest HPD registration and newest deed name. */
export const relatedOwnersResponseSchema = z.object({
  bbl: z.string(),
  /** The owner names looked up (empty when the record names none). */
  owners: z.array(z.string()),
  results: z.array(ownerLotSchema),
  sources: z.array(ownerSourceStatusSchema),
});
export type RelatedOwnersResponse = z.infer<typeof relatedOwnersResponseSchema>;
