/**
 * Reports API contract: deal reports (CSV, live-formula XLSX, PDF, branded PDF) of one saved
 * strategy, team exports of an organization's portfolio, their reproducibility stamp, and the
 * share links that show a report to anyone holding the link.
 *
 * - POST /api/reports `{ strategyId, format }` or `{ organizationId?, format: 'team-csv' | 'team-xlsx' }`
 *   → 201 a report (state `ready`, or `building` while a PDF is still being made: poll GET /api/reports/{id})
 * - GET /api/reports → the organization's reports, newest first
 * - GET /api/reports/{id} → one report; GET /api/reports/{id}/file → the file (download)
 * - POST /api/reports/{id}/share `{ expiresInDays? }` → 201 `{ url, token, … }`
 * - GET /api/reports/{id}/share-links → the report's share links
 * - DELETE /api/share-links/{token} → revoked at once
 * - GET /r/{token} (HTML, no sign-in) and /r/{token}/file (the PDF)
 * - GET /api/strategies/{id}/report-preview → the ledgers, checks and schedules a deal report of
 *   that strategy prints (any plan: they are the deal's own figures)
 *
 * Gated by the plan (`PLANS` in @rei/engine): csv every tier, xlsx and pdf from rookie,
 * pdf-branded from operator, team exports and pdf-premium (the due-diligence report) hunter;
 * otherwise 403 TIER_LIMIT naming the plan.
 */
import { z } from 'zod';
import { STRATEGY_TYPES } from '@rei/engine';
import { idSchema, timestampSchema } from './common';
import { INT4_MAX } from './bounds';

/** Formats of a one-strategy deal report. */
export const DEAL_REPORT_FORMATS = ['csv', 'xlsx', 'pdf', 'pdf-branded', 'pdf-premium'] as const;
/** Formats of an organization's portfolio (team) export. */
export const TEAM_REPORT_FORMATS = ['team-csv', 'team-xlsx'] as const;
export const REPORT_FORMATS = [...DEAL_REPORT_FORMATS, ...TEAM_REPORT_FORMATS] as const;
export type DealReportFormat = (typeof DEAL_REPORT_FORMATS)[number];
export type TeamReportFormat = (typeof TEAM_REPORT_FORMATS)[number];
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** `building` while the file is made off the request path; `failed` keeps the reason in `error`. */
export const REPORT_STATES = ['building', 'ready', 'failed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** Longest a share link may live, in days; the default when none is asked for. */
export const SHARE_LINK_MAX_DAYS = 365;
export const SHARE_LINK_DEFAULT_DAYS = 30;

export const reportFormatSchema = z.enum(REPORT_FORMATS, {
  error: (issue) =>
    typeof issue.input === 'string'
      ? `unknown format '${issue.input.slice(0, 40)}': must be one of ${REPORT_FORMATS.join(', ')}`
      : `format is required: one of ${REPORT_FORMATS.join(', ')}`,
});

/**
 * POST /api/reports. A deal format needs `strategyId`; a team format works on `organizationId`
 * (or the selected organization, `X-Organization-Id`).
 */
export const reportCreateBodySchema = z
  .object({
    format: reportFormatSchema,
    strategyId: idSchema.optional(),
    organizationId: idSchema.optional(),
  })
  .superRefine((body, context) => {
    const team = (TEAM_REPORT_FORMATS as readonly string[]).includes(body.format);
    if (!team && body.strategyId === undefined) {
      context.addIssue({ code: 'custom', path: ['strategyId'], message: `strategyId is required for a ${body.format} report` });
    }
    if (team && body.strategyId !== undefined) {
      context.addIssue({ code: 'custom', path: ['strategyId'], message: `a ${body.format} export covers the whole organization: send organizationId, not strategyId` });
    }
  });
export type ReportCreateBody = z.infer<typeof reportCreateBodySchema>;

export const reportIdParamsSchema = z.object({ id: idSchema });
export const reportListQuerySchema = z.object({ organizationId: idSchema.optional() });

/** A share token as it appears in a link: 43 base64url characters (256 bits). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
export const shareTokenParamsSchema = z.object({
  token: z.string().regex(SHARE_TOKEN_PATTERN, 'is not a share link token'),
});
/**
 * DELETE /api/share-links/{token}: the token itself, or the link's `id` from the list (the list
 * cannot show tokens: only their hashes are kept).
 */
export const shareLinkRevokeParamsSchema = z.object({
  token: z
    .string()
    .regex(/^(?:[1-9]\d{0,9}|[A-Za-z0-9_-]{22,64})$/, 'is not a share link token or id')
    // a listed link's id is a database integer: a longer number names no link
    .refine((value) => !/^\d+$/.test(value) || Number(value) <= INT4_MAX, 'is not a share link token or id'),
});

export const reportDatasetAsOfSchema = z.object({
  dataset: z.string(),
  title: z.string(),
  asOf: z.string().nullable(),
});

/** What makes a report reproducible (see server reports/dealReportData.ts `ReportStamp`). */
export const reportStampSchema = z.object({
  engineVersion: z.string(),
  /** SHA-256 of the canonical inputs, 64 hex digits. */
  inputsSha256: z.string().regex(/^[0-9a-f]{64}$/),
  datasets: z.array(reportDatasetAsOfSchema),
  createdAt: timestampSchema,
  createdBy: z.object({ userId: z.number().int().positive(), name: z.string().nullable(), email: z.string() }),
});
export type ReportStampResponse = z.infer<typeof reportStampSchema>;

export const reportResponseSchema = z.object({
  id: z.number().int().positive(),
  organizationId: z.number().int().positive(),
  format: z.enum(REPORT_FORMATS),
  state: z.enum(REPORT_STATES),
  /** Why building failed, in words (state `failed` only). */
  error: z.string().nullable(),
  /** Download name, e.g. `rei-buy-hold-123-main-st-2026-11-24.csv`. */
  fileName: z.string(),
  /** Media type of the file. */
  contentType: z.string(),
  /** Bytes of the file; null while building. */
  sizeBytes: z.number().int().nonnegative().nullable(),
  /** "Buy & Hold — 123 Main St" or "Portfolio — Acme Capital". */
  title: z.string(),
  strategyId: z.number().int().positive().nullable(),
  strategyType: z.enum(STRATEGY_TYPES).nullable(),
  propertyId: z.number().int().positive().nullable(),
  createdAt: timestampSchema,
  stamp: reportStampSchema,
  /** Share links that still open the report (not revoked, not expired). */
  activeShareLinks: z.number().int().nonnegative(),
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;
export const reportListResponseSchema = z.array(reportResponseSchema);

export const shareLinkCreateBodySchema = z
  .object({
    expiresInDays: z
      .number({ error: 'expiresInDays must be a number of days' })
      .int('expiresInDays must be a whole number of days')
      .min(1, 'expiresInDays must be at least 1')
      .max(SHARE_LINK_MAX_DAYS, `expiresInDays must be at most ${SHARE_LINK_MAX_DAYS}`)
      .optional(),
  })
  .default({});
export type ShareLinkCreateBody = z.infer<typeof shareLinkCreateBodySchema>;

/** POST /api/reports/{id}/share: the token is shown once here; only its hash is stored. */
export const shareLinkCreatedResponseSchema = z.object({
  /** Absolute when the server knows its public address, else a path (`/r/<token>`). */
  url: z.string(),
  token: z.string(),
  reportId: z.number().int().positive(),
  expiresAt: timestampSchema,
  createdAt: timestampSchema,
});
export type ShareLinkCreatedResponse = z.infer<typeof shareLinkCreatedResponseSchema>;

/** A share link as listed: the token is not kept, so links are named by a short prefix. */
export const shareLinkResponseSchema = z.object({
  id: z.number().int().positive(),
  reportId: z.number().int().positive(),
  /** First 6 characters of the token, to tell links apart. */
  tokenPrefix: z.string(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
  revokedAt: timestampSchema.nullable(),
  views: z.number().int().nonnegative(),
  lastViewedAt: timestampSchema.nullable(),
  /** active (opens), expired or revoked (404 to anyone). */
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ShareLinkResponse = z.infer<typeof shareLinkResponseSchema>;
export const shareLinkListResponseSchema = z.array(shareLinkResponseSchema);

export const shareLinkRevokedResponseSchema = z.object({ revoked: z.literal(true) });

const previewLineSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** USD as the engine gave it; the line adds (`sign` 1) or subtracts (−1). */
  amount: z.number(),
  sign: z.union([z.literal(1), z.literal(-1)]),
});

/**
 * What a deal report of one saved strategy prints for its kind of deal, before any file is built:
 * ledgers whose signed lines add up to their total (the engine's figure), yes/no checks with the
 * figures they compared, and schedules (a pro forma, a note's balances, an option's payments) as
 * rows of words.
 */
export const reportPreviewResponseSchema = z.object({
  strategyId: idSchema,
  strategyType: z.enum(STRATEGY_TYPES),
  /** The @rei/engine version that computed the figures. */
  engineVersion: z.string(),
  heading: z.string(),
  ledgers: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      lines: z.array(previewLineSchema),
      total: z.object({ key: z.string(), label: z.string(), amount: z.number() }),
      note: z.string().nullable(),
    }),
  ),
  checks: z.array(z.object({ key: z.string(), label: z.string(), passed: z.boolean(), detail: z.string() })),
  schedules: z.array(z.object({ title: z.string(), head: z.array(z.string()), rows: z.array(z.array(z.string())), note: z.string().nullable() })),
});
export type ReportPreviewResponse = z.infer<typeof reportPreviewResponseSchema>;
