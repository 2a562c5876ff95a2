import { hasFeature, planFor, featureMinimumTier, type StrategyType, type Tier } from '@rei/engine';
import type { PresetCreateBody, PresetListResponse, PresetResponse, PresetScope, PresetUpdateBody } from '../contract';
import type { Database } from '../db/client';
import type { DealPresetSnapshot } from '../db/schema';
import { deletePresetRow, findVisiblePreset, insertPreset, listVisiblePresets, updatePresetAt, type PresetRow } from '../db/queries/presets';
import { ApiError, ERROR_CODES, forbidden, notFound } from '../errors';
import { AUDIT_OUTCOMES, writeAuditLog, type Actor } from './audit';
import type { OrganizationScope } from './organizationScope';
import { TEAM_MANAGER_ROLES } from './organizations';
import { calculatorInputKeys, checkSentStrategyInputs } from './strategies';
import { assertFeature, effectiveTierOf } from './subscription';

export const PRESET_NOT_FOUND = 'Preset not found';

/** The feature each scope of preset needs: personal from Operator, organization ("team calculators") from Hunter. */
const SCOPE_FEATURE = { personal: 'custom_calculators', organization: 'team_calculators' } as const satisfies Record<PresetScope, string>;

const invalid = (message: string, fields: Record<string, string>) => new ApiError(400, ERROR_CODES.validation, message, fields);

function canEdit(row: PresetRow, userId: number, scope: OrganizationScope): boolean {
  return row.scope === 'personal' ? row.ownerUserId === userId : TEAM_MANAGER_ROLES.includes(scope.role);
}

function toResponse(row: PresetRow, userId: number, scope: OrganizationScope, tier: Tier): PresetResponse {
  const feature = SCOPE_FEATURE[row.scope];
  const usable = hasFeature(tier, feature);
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    scope: row.scope,
    strategyType: row.strategyType as StrategyType,
    values: row.values,
    lineItems: row.lineItems as Record<string, unknown>[],
    lockedFields: row.lockedFields,
    version: row.version,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canEdit: canEdit(row, userId, scope),
    usable,
    // Downgraded: the preset stays readable, not usable for a new deal, and says which plan uses it.
    unusableReason: usable
      ? null
      : `Kept for reference: the ${planFor(tier).name} plan does not apply ${row.scope} presets to new deals; ${planFor(featureMinimumTier(feature)).name} does.`,
  };
}

/**
 * Checks a preset's content: `values` are the strategy calculator's inputs (custom lines go in
 * `lineItems`, not in `values`), and `lockedFields` name inputs of that calculator, on an
 * organization preset only. 400 naming each bad field.
 */
function checkContent(strategyType: StrategyType, presetScope: PresetScope, body: Pick<PresetCreateBody, 'values' | 'lockedFields'>): void {
  if ('lineItems' in body.values) throw invalid('Custom lines go in lineItems', { 'body.values.lineItems': 'put custom lines in body.lineItems' });
  checkSentStrategyInputs(strategyType, body.values, 'body.values');
  const locked = body.lockedFields ?? [];
  if (locked.length === 0) return;
  if (presetScope === 'personal') {
    throw invalid('Only an organization preset locks fields', { 'body.lockedFields': 'only an organization preset locks fields; a personal preset has none' });
  }
  const known = new Set([...calculatorInputKeys(strategyType), 'lineItems']);
  const fields: Record<string, string> = {};
  locked.forEach((field, index) => {
    if (!known.has(field)) fields[`body.lockedFields.${index}`] = `${field} is not an input of the ${strategyType} calculator`;
  });
  if (Object.keys(fields).length > 0) throw invalid('Some locked fields are not inputs of the calculator', fields);
}

/** Personal presets are their owner's to manage; organization presets the owners' and admins' (an analyst gets 403). */
function assertCanManage(presetScope: PresetScope, row: PresetRow | null, userId: number, scope: OrganizationScope): void {
  if (presetScope === 'organization' && !TEAM_MANAGER_ROLES.includes(scope.role)) {
    throw forbidden('Organization presets are managed by the organization owners and admins.');
  }
  if (presetScope === 'personal' && row !== null && row.ownerUserId !== userId) throw notFound(PRESET_NOT_FOUND);
}

async function audit(db: Database, actor: Actor, scope: OrganizationScope, action: string, row: PresetRow): Promise<void> {
  await writeAuditLog(db, {
    actorUserId: actor.userId,
    action,
    resourceType: 'preset',
    resourceId: row.id,
    organizationId: scope.organizationId,
    outcome: AUDIT_OUTCOMES.success,
    detail: { name: row.name, scope: row.scope, strategyType: row.strategyType, version: row.version },
    ip: actor.ip,
  });
}

async function loadVisible(db: Database, scope: OrganizationScope, userId: number, id: number): Promise<PresetRow> {
  const row = await findVisiblePreset(db, scope.organizationId, userId, id);
  if (!row) throw notFound(PRESET_NOT_FOUND);
  return row;
}

/** GET /api/presets: the organization's presets and the caller's own personal ones in the selected organization. */
export async function listPresets(db: Database, actor: Actor, scope: OrganizationScope): Promise<PresetListResponse> {
  const [rows, tier] = await Promise.all([listVisiblePresets(db, scope.organizationId, actor.userId), effectiveTierOf(db, actor.userId)]);
  return { items: rows.map((row) => toResponse(row, actor.userId, scope, tier)) };
}

/** GET /api/presets/{id}. */
export async function getPreset(db: Database, actor: Actor, scope: OrganizationScope, id: number): Promise<PresetResponse> {
  const row = await loadVisible(db, scope, actor.userId, id);
  return toResponse(row, actor.userId, scope, await effectiveTierOf(db, actor.userId));
}

/** POST /api/presets: a new preset at version 1 (tier, role and content checked in that order). Audited. */
export async function createPreset(db: Database, actor: Actor, scope: OrganizationScope, body: PresetCreateBody): Promise<PresetResponse> {
  assertCanManage(body.scope, null, actor.userId, scope);
  await assertFeature(db, actor.userId, SCOPE_FEATURE[body.scope]);
  checkContent(body.strategyType, body.scope, body);
  const row = await db.transaction(async (tx) => {
    const created = await insertPreset(tx, {
      organizationId: scope.organizationId,
      scope: body.scope,
      ownerUserId: body.scope === 'personal' ? actor.userId : null,
      name: body.name,
      strategyType: body.strategyType,
      values: body.values,
      lineItems: body.lineItems ?? [],
      lockedFields: [...new Set(body.lockedFields ?? [])],
      createdBy: actor.userId,
      updatedBy: actor.userId,
    });
    await audit(tx, actor, scope, 'preset.create', created);
    return created;
  });
  return toResponse(row, actor.userId, scope, await effectiveTierOf(db, actor.userId));
}

/** PUT /api/presets/{id}: new content, version + 1 (409 STALE_VERSION over a newer version). Deals keep what they saved. Audited. */
export async function updatePreset(db: Database, actor: Actor, scope: OrganizationScope, id: number, body: PresetUpdateBody): Promise<PresetResponse> {
  const current = await loadVisible(db, scope, actor.userId, id);
  assertCanManage(current.scope, current, actor.userId, scope);
  await assertFeature(db, actor.userId, SCOPE_FEATURE[current.scope]);
  checkContent(current.strategyType as StrategyType, current.scope, body);
  const baseVersion = body.baseVersion ?? current.version;
  const stale = () =>
    new ApiError(409, ERROR_CODES.staleVersion, `This preset was changed (version ${current.version}) since version ${baseVersion}; reload it and change it again.`, {
      'body.baseVersion': `is not the current version (${current.version})`,
    });
  if (baseVersion !== current.version) throw stale();
  const row = await db.transaction(async (tx) => {
    const updated = await updatePresetAt(tx, scope.organizationId, id, baseVersion, {
      name: body.name,
      values: body.values,
      lineItems: body.lineItems ?? [],
      lockedFields: [...new Set(body.lockedFields ?? [])],
      updatedBy: actor.userId,
    });
    if (!updated) throw stale();
    await audit(tx, actor, scope, 'preset.update', updated);
    return updated;
  });
  return toResponse(row, actor.userId, scope, await effectiveTierOf(db, actor.userId));
}

/** DELETE /api/presets/{id}: removes it (deals made with it keep their numbers). Audited. */
export async function deletePreset(db: Database, actor: Actor, scope: OrganizationScope, id: number): Promise<void> {
  const current = await loadVisible(db, scope, actor.userId, id);
  assertCanManage(current.scope, current, actor.userId, scope);
  await db.transaction(async (tx) => {
    await deletePresetRow(tx, scope.organizationId, id);
    await audit(tx, actor, scope, 'preset.delete', current);
  });
}

/**
 * The preset a deal applies, as it is now (its current version), for the deal version to keep:
 * it must be one the caller sees in the organization (404 naming `body.presetId`), for the deal's
 * strategy (400), and usable on the caller's plan (403 TIER_LIMIT after a downgrade).
 */
export async function presetSnapshotFor(db: Database, userId: number, scope: OrganizationScope, presetId: number, strategyType: StrategyType): Promise<DealPresetSnapshot> {
  const row = await findVisiblePreset(db, scope.organizationId, userId, presetId);
  if (!row) throw new ApiError(404, ERROR_CODES.notFound, PRESET_NOT_FOUND, { 'body.presetId': 'no such preset in this organization' });
  if (row.strategyType !== strategyType) {
    throw invalid('The preset is for another strategy', { 'body.presetId': `is a ${row.strategyType} preset; this deal is ${strategyType}` });
  }
  await assertFeature(db, userId, SCOPE_FEATURE[row.scope]);
  return { id: row.id, name: row.name, scope: row.scope, version: row.version, values: row.values, lineItems: row.lineItems, lockedFields: row.lockedFields };
}

/** JSON text with object keys sorted, to compare two input values. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The sent inputs with the preset's locked fields in force: a locked field left out takes the
 * preset's value; one sent with another value is refused (400 naming `body.inputs.<field>`),
 * since the team locked it. `lineItems` may be locked too (the preset's lines).
 */
export function withLockedFields(preset: DealPresetSnapshot | null, sent: Record<string, unknown>): Record<string, unknown> {
  if (preset === null || preset.lockedFields.length === 0) return sent;
  const result = { ...sent };
  const fields: Record<string, string> = {};
  for (const field of preset.lockedFields) {
    const locked = field === 'lineItems' ? preset.lineItems : preset.values[field];
    if (locked === undefined) continue;
    const given = sent[field];
    if (given === undefined || given === null) result[field] = locked;
    else if (canonical(given) !== canonical(locked)) fields[`body.inputs.${field}`] = `is locked by the team preset “${preset.name}” (version ${preset.version}) at ${canonical(locked)}`;
  }
  if (Object.keys(fields).length > 0) throw invalid('Some inputs are locked by the team preset', fields);
  return result;
}
