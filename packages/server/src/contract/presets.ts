/**
 * Assumption presets (issue 32): a named, versioned set of calculator inputs (`values`) and custom
 * lines for one strategy, the contract other clients code against.
 *
 * - `GET    /api/presets`        the presets the caller sees in the selected organization
 *                                (X-Organization-Id): the organization's and their own personal ones
 * - `POST   /api/presets`        a new preset (version 1)
 * - `GET    /api/presets/{id}`   one preset
 * - `PUT    /api/presets/{id}`   new content; every PUT raises `version` by one
 * - `DELETE /api/presets/{id}`   removes it
 *
 * Personal presets need the `custom_calculators` feature (Operator and up); organization presets
 * ("team calculators") need `team_calculators` (Hunter) and are created, changed and deleted by
 * the organization's owners and admins (an analyst gets 403) and used by every member. Only an
 * organization preset may lock fields (`lockedFields`: inputs of the strategy's calculator). A
 * preset of another organization, or another member's personal preset, is 404. `values` holds
 * exactly the strategy calculator's inputs (unknown keys → 400 naming `body.values.<key>`).
 */
import { z } from 'zod';
import { lineItemSchema, MAX_LINE_ITEMS, STRATEGY_TYPES } from '@rei/engine';

export const PRESET_SCOPES = ['personal', 'organization'] as const;
export type PresetScope = (typeof PRESET_SCOPES)[number];

/** Longest preset name. */
export const PRESET_NAME_MAX = 120;
/** Most fields one preset may lock. */
export const PRESET_LOCKED_FIELDS_MAX = 40;

const presetNameSchema = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')
  .max(PRESET_NAME_MAX, `is at most ${PRESET_NAME_MAX} characters`);
const strategyTypeSchema = z.enum(STRATEGY_TYPES, { error: `must be one of ${STRATEGY_TYPES.join(', ')}` });
const valuesSchema = z.record(z.string(), z.unknown(), { error: 'must be an object of calculator inputs' });
const lineItemsSchema = z.array(lineItemSchema).max(MAX_LINE_ITEMS, `at most ${MAX_LINE_ITEMS} lines`);
const lockedFieldsSchema = z
  .array(z.string({ error: 'must be text' }).min(1).max(64))
  .max(PRESET_LOCKED_FIELDS_MAX, `at most ${PRESET_LOCKED_FIELDS_MAX} fields`);

export const presetCreateBodySchema = z.object({
  name: presetNameSchema,
  scope: z.enum(PRESET_SCOPES, { error: `must be one of ${PRESET_SCOPES.join(', ')}` }),
  strategyType: strategyTypeSchema,
  /** The strategy calculator's inputs this preset fills (financing terms, vacancy, management, reserves…). */
  values: valuesSchema,
  lineItems: lineItemsSchema.optional(),
  /** Inputs a member's deal may not change (organization presets only). */
  lockedFields: lockedFieldsSchema.optional(),
});
export type PresetCreateBody = z.infer<typeof presetCreateBodySchema>;

export const presetUpdateBodySchema = z.object({
  /** The version edited; a PUT over a newer version is refused (409 STALE_VERSION). Left out: no check. */
  baseVersion: z.number({ error: 'must be a number' }).int().positive().optional(),
  name: presetNameSchema,
  values: valuesSchema,
  lineItems: lineItemsSchema.optional(),
  lockedFields: lockedFieldsSchema.optional(),
});
export type PresetUpdateBody = z.infer<typeof presetUpdateBodySchema>;

export const presetResponseSchema = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  name: z.string(),
  scope: z.enum(PRESET_SCOPES),
  strategyType: z.enum(STRATEGY_TYPES),
  values: z.record(z.string(), z.unknown()),
  lineItems: z.array(z.record(z.string(), z.unknown())),
  lockedFields: z.array(z.string()),
  /** 1 when created; every PUT raises it by one. */
  version: z.number().int().positive(),
  createdBy: z.number().int().nullable(),
  updatedBy: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The caller may change or delete it (its owner; owners and admins for an organization preset). */
  canEdit: z.boolean(),
  /** The caller's plan lets them apply it to a new deal; when not, `unusableReason` says which plan does. */
  usable: z.boolean(),
  unusableReason: z.string().nullable(),
});
export type PresetResponse = z.infer<typeof presetResponseSchema>;

export const presetListResponseSchema = z.object({ items: z.array(presetResponseSchema) });
export type PresetListResponse = z.infer<typeof presetListResponseSchema>;
