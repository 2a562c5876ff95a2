/**
 * Buy boxes (issue 32): the thresholds a deal must meet, in the engine's `buyBoxSchema` shape
 * (the same criteria object bulk screening takes), stored per organization and per member.
 *
 * - `GET /api/buy-box?scope=personal|organization`  the stored criteria (empty when none)
 * - `PUT /api/buy-box`  `{ scope, criteria }` replaces them
 *
 * A personal buy box needs `custom_calculators` (Operator and up), the organization's
 * `team_calculators` (Hunter) and the owner or admin role to change (an analyst reads it, 403 on
 * PUT). Every deal of the organization carries its pass / fail per criterion (`buyBox` on deal
 * answers), and `GET /api/deals?buyBox=pass|fail` filters on it.
 */
import { z } from 'zod';
import { BUY_BOX_METRIC_KEYS, BUY_BOX_METRICS, BUY_BOX_STATUSES, buyBoxSchema } from '@rei/engine';
import { PRESET_SCOPES } from './presets';

export const BUY_BOX_SCOPES = PRESET_SCOPES;
export type BuyBoxScope = (typeof BUY_BOX_SCOPES)[number];

const scopeSchema = z.enum(BUY_BOX_SCOPES, { error: `must be one of ${BUY_BOX_SCOPES.join(', ')}` });

/** The criteria object: the engine's buy box, any metric left out is not tested; an unknown metric is refused. */
export const buyBoxCriteriaSchema = z.strictObject(buyBoxSchema.shape);
export type BuyBoxCriteria = z.infer<typeof buyBoxCriteriaSchema>;

export const buyBoxQuerySchema = z.object({ scope: scopeSchema.default('personal') });
export type BuyBoxQuery = z.infer<typeof buyBoxQuerySchema>;

export const buyBoxPutBodySchema = z.object({ scope: scopeSchema, criteria: buyBoxCriteriaSchema });
export type BuyBoxPutBody = z.infer<typeof buyBoxPutBodySchema>;

/** What each metric is, for a client to label and bound its form (from the engine's table). */
export const buyBoxMetricSchema = z.object({
  metric: z.enum(BUY_BOX_METRIC_KEYS as [string, ...string[]]),
  label: z.string(),
  unit: z.enum(['percent', 'ratio', 'money']),
  comparison: z.enum(['≥', '≤']),
});

export const buyBoxResponseSchema = z.object({
  scope: scopeSchema,
  organizationId: z.number().int(),
  criteria: z.record(z.string(), z.number()),
  /** Null until first saved. */
  updatedAt: z.string().nullable(),
  updatedBy: z.number().int().nullable(),
  /** The caller may change it (their own; owners and admins for the organization's), on their plan. */
  canEdit: z.boolean(),
  /** The caller's plan tests deals against it; when not (after a downgrade), `unusableReason` names the plan that does. */
  usable: z.boolean(),
  unusableReason: z.string().nullable(),
  metrics: z.array(buyBoxMetricSchema),
});
export type BuyBoxResponse = z.infer<typeof buyBoxResponseSchema>;

/** One criterion checked against a deal: the deal's number, the threshold, the side and the outcome. */
export const buyBoxCheckSchema = z.object({
  metric: z.string(),
  label: z.string(),
  comparison: z.enum(['≥', '≤']),
  threshold: z.number(),
  value: z.number().nullable(),
  status: z.enum(BUY_BOX_STATUSES),
});

/** A deal checked against a buy box (on deal answers). */
export const dealBuyBoxSchema = z.object({
  scope: scopeSchema,
  passes: z.boolean(),
  checks: z.array(buyBoxCheckSchema),
});
export type DealBuyBox = z.infer<typeof dealBuyBoxSchema>;

/** The metrics table a client labels its form with. */
export const BUY_BOX_METRIC_LIST = BUY_BOX_METRIC_KEYS.map((metric) => ({
  metric,
  label: BUY_BOX_METRICS[metric].label,
  unit: BUY_BOX_METRICS[metric].unit,
  comparison: BUY_BOX_METRICS[metric].bound === 'min' ? ('≥' as const) : ('≤' as const),
}));
