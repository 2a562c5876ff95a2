/**
 * GET /api/legal-status: a page of the selected organization's properties with the legal part
 * of each one's public record (evictions, tax and water liens, foreclosure, and which of those
 * datasets were checked), read on the server for that page only.
 */
import { z } from 'zod';
import { pageQuerySchema, pageResponseSchema, queryBooleanSchema } from './paging';
import { idParam, propertyResponseSchema } from './properties';
import { nycPropertyDataSchema } from './nycData';

/**
 * Sort keys: `flags` (how many kinds of legal record the lot has: eviction, tax lien, water
 * lien, foreclosure), `address`, `addedAt` (when the property was added).
 */
export const LEGAL_STATUS_SORT_KEYS = ['flags', 'address', 'addedAt'] as const;
export type LegalStatusSortKey = (typeof LEGAL_STATUS_SORT_KEYS)[number];
/** Cards per page by default: the page renders cards, not table rows. */
export const LEGAL_STATUS_PAGE_SIZE = 24;

export const legalStatusQuerySchema = pageQuerySchema({
  sortKeys: LEGAL_STATUS_SORT_KEYS,
  defaultSort: 'flags',
  defaultDirection: 'desc',
  defaultPageSize: LEGAL_STATUS_PAGE_SIZE,
  filters: {
    /**
     * `true`: only properties whose lot has at least one legal record. Below advanced enrichment
     * (Operator) legal records are not read: 403 TIER_LIMIT, and `sort=flags` orders by when each was added.
     */
    flagged: queryBooleanSchema.optional(),
    organizationId: idParam().optional(),
  },
});
export type LegalStatusQuery = z.infer<typeof legalStatusQuerySchema>;

/** The legal blocks of a lot's public record (the rest of the record is on the property page). */
export const legalRecordSchema = z.object(nycPropertyDataSchema.shape).pick({
  bbl: true,
  evictionDetails: true,
  taxLienDetails: true,
  waterLiens: true,
  foreclosureDetails: true,
  missingDatasets: true,
  unreachableDatasets: true,
  checkedDatasets: true,
  lockedBlocks: true,
});
export type LegalRecord = z.infer<typeof legalRecordSchema>;

export const legalStatusItemSchema = z.object({
  property: propertyResponseSchema,
  /**
   * Kinds of legal record on the lot (eviction, tax lien, water lien, foreclosure): 0..4; null
   * when the caller's plan does not show legal records (advanced enrichment, Operator and up).
   */
  flagCount: z.number().int().min(0).nullable(),
  /** The lot's legal record, or null when the property has no lot or nothing is imported for it. */
  record: legalRecordSchema.nullable(),
});
export type LegalStatusItem = z.infer<typeof legalStatusItemSchema>;

export const legalStatusPageSchema = pageResponseSchema(legalStatusItemSchema);
export type LegalStatusPage = z.infer<typeof legalStatusPageSchema>;
