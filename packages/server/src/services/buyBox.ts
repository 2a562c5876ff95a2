/**
 * Buy boxes (contract/buyBox.ts): stored criteria per organization and per member, and every
 * deal checked against the one in force with the engine's `evaluateBuyBox` (the number, the
 * threshold and pass / fail per criterion).
 */
import { evaluateBuyBox, featureMinimumTier, hasFeature, planFor, type StrategyType, type Tier } from '@rei/engine';
import { BUY_BOX_METRIC_LIST, type BuyBoxPutBody, type BuyBoxResponse, type BuyBoxScope, type DealBuyBox } from '../contract';
import type { Database } from '../db/client';
import { findBuyBox, upsertBuyBox, type BuyBoxRow } from '../db/queries/buyBoxes';
import { ApiError, ERROR_CODES, forbidden } from '../errors';
import { AUDIT_OUTCOMES, writeAuditLog, type Actor } from './audit';
import type { OrganizationScope } from './organizationScope';
import { TEAM_MANAGER_ROLES } from './organizations';
import { assertFeature, effectiveTierOf } from './subscription';

/** The feature each buy box needs: the member's own from Operator, the organization's ("team calculators") from Hunter. */
const SCOPE_FEATURE = { personal: 'custom_calculators', organization: 'team_calculators' } as const satisfies Record<BuyBoxScope, string>;

/** The criteria a deal is tested against, and whose they are. */
export interface BuyBoxInForce {
  readonly scope: BuyBoxScope;
  readonly criteria: Record<string, number>;
}

function unusableReason(tier: Tier, scope: BuyBoxScope): string | null {
  const feature = SCOPE_FEATURE[scope];
  if (hasFeature(tier, feature)) return null;
  return `Kept for reference: the ${planFor(tier).name} plan does not test deals against ${scope === 'personal' ? 'a personal' : 'the organization’s'} buy box; ${planFor(featureMinimumTier(feature)).name} does.`;
}

function toResponse(row: BuyBoxRow | undefined, scope: BuyBoxScope, orgScope: OrganizationScope, tier: Tier): BuyBoxResponse {
  const reason = unusableReason(tier, scope);
  return {
    scope,
    organizationId: orgScope.organizationId,
    criteria: row?.criteria ?? {},
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: row?.updatedBy ?? null,
    canEdit: reason === null && (scope === 'personal' || TEAM_MANAGER_ROLES.includes(orgScope.role)),
    usable: reason === null,
    unusableReason: reason,
    metrics: BUY_BOX_METRIC_LIST,
  };
}

/** GET /api/buy-box?scope=: the caller's own buy box in the organization, or the organization's (every member reads it). */
export async function getBuyBox(db: Database, actor: Actor, orgScope: OrganizationScope, scope: BuyBoxScope): Promise<BuyBoxResponse> {
  const [row, tier] = await Promise.all([findBuyBox(db, orgScope.organizationId, scope, actor.userId), effectiveTierOf(db, actor.userId)]);
  return toResponse(row, scope, orgScope, tier);
}

/**
 * PUT /api/buy-box: replaces the criteria (role, then plan: an analyst changing the organization's
 * buy box is 403, a plan without it 403 TIER_LIMIT naming the plan). Audited with the criteria before and after.
 */
export async function putBuyBox(db: Database, actor: Actor, orgScope: OrganizationScope, body: BuyBoxPutBody): Promise<BuyBoxResponse> {
  if (body.scope === 'organization' && !TEAM_MANAGER_ROLES.includes(orgScope.role)) {
    throw forbidden('The organization’s buy box is set by its owners and admins.');
  }
  await assertFeature(db, actor.userId, SCOPE_FEATURE[body.scope]);
  const criteria = Object.fromEntries(Object.entries(body.criteria).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  const row = await db.transaction(async (tx) => {
    const before = await findBuyBox(tx, orgScope.organizationId, body.scope, actor.userId);
    const saved = await upsertBuyBox(tx, orgScope.organizationId, body.scope, actor.userId, criteria);
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: before ? 'buy_box.update' : 'buy_box.create',
      resourceType: 'buy_box',
      resourceId: saved.id,
      organizationId: orgScope.organizationId,
      outcome: AUDIT_OUTCOMES.success,
      detail: { scope: body.scope, criteria, previous: before?.criteria ?? null },
      ip: actor.ip,
    });
    return saved;
  });
  return toResponse(row, body.scope, orgScope, await effectiveTierOf(db, actor.userId));
}

/**
 * The buy box deals are tested against for this caller: the one asked for, else their own when
 * they stored one, else the organization's; null when none is stored or the plan does not use it.
 */
export async function buyBoxInForce(db: Database, userId: number, orgScope: OrganizationScope, asked?: BuyBoxScope): Promise<BuyBoxInForce | null> {
  const tier = await effectiveTierOf(db, userId);
  for (const scope of asked ? [asked] : (['personal', 'organization'] as const)) {
    if (!hasFeature(tier, SCOPE_FEATURE[scope])) continue;
    const row = await findBuyBox(db, orgScope.organizationId, scope, userId);
    if (row && Object.keys(row.criteria).length > 0) return { scope, criteria: row.criteria };
  }
  return null;
}

/** The buy box a list filter needs: 400 naming `query.buyBox` when none is stored, 403 TIER_LIMIT when the plan does not use it. */
export async function buyBoxForFilter(db: Database, userId: number, orgScope: OrganizationScope, asked?: BuyBoxScope): Promise<BuyBoxInForce> {
  const box = await buyBoxInForce(db, userId, orgScope, asked);
  if (box) return box;
  await assertFeature(db, userId, SCOPE_FEATURE[asked ?? 'personal']);
  throw new ApiError(400, ERROR_CODES.validation, 'No buy box is stored to filter by', {
    'query.buyBox': `needs a stored ${asked ?? 'personal or organization'} buy box: set one with PUT /api/buy-box`,
  });
}

/** One deal (its strategy, computed inputs and outputs) checked against a buy box. */
export function checkDeal(box: BuyBoxInForce, strategyType: StrategyType, inputs: Record<string, unknown>, outputs: Record<string, unknown>): DealBuyBox {
  const result = evaluateBuyBox(box.criteria, { strategyType, inputs, outputs });
  return { scope: box.scope, passes: result.passes, checks: result.checks };
}
