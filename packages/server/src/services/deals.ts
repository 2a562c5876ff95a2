/**
 * Deals: a named, versioned analysis under one strategy (contract/deals.ts). Every version is a
 * `strategies` row (deal_id, version) holding the investor's sent inputs, the inputs computed on
 * (calculator defaults overlaid by the sent values) and the engine's outputs. Every query is
 * scoped to the selected organization: another organization's deal is 404.
 */
import type {
  DealCreateBody,
  DealDiffResponse,
  DealFieldChange,
  DealHeadline,
  DealRecomputeResponse,
  DealResponse,
  DealSummary,
  DealBuyBox,
  DealUpdateBody,
  DealVersionListResponse,
  DealVersionResponse,
  StrategyType,
} from '../contract';
import type { Database } from '../db/client';
import {
  advanceDeal,
  deleteDealRows,
  findDeal,
  findDealVersion,
  findDeals,
  insertDeal,
  insertDealVersion,
  listDealVersionRows,
  type DealRow,
  type LoadedDeal,
} from '../db/queries/deals';
import { findPortfolioItem, updatePortfolioSnapshot } from '../db/queries/portfolio';
import type { StrategyRow } from '../db/queries/strategies';
import type { DealPresetSnapshot } from '../db/schema';
import { ApiError, ERROR_CODES, forbidden, notFound } from '../errors';
import { ENGINE_VERSION } from './engine';
import type { OrganizationScope } from './organizationScope';
import { loadPropertyForOrganization, type Viewer } from './properties';
import {
  checkSentStrategyInputs,
  computeStrategyOutputs,
  GATED_STRATEGIES,
  assertCustomLinesAllowed,
  portfolioSnapshot,
  recordStrategyAdvice,
  calculatorInputsOf,
} from './strategies';
import { assertFeature } from './subscription';
import { presetSnapshotFor, withLockedFields } from './presets';
import { AUDIT_OUTCOMES, writeAuditLog } from './audit';
import { buyBoxInForce, checkDeal } from './buyBox';
import { emitWebhookEvent } from '../webhooks/events';

export const DEAL_NOT_FOUND = 'Deal not found';
const VERSION_NOT_FOUND = 'Deal version not found';

type PropertyRef = { id: number; address: string; city: string | null; state: string | null; zip: string | null };

type HeadlineSpec = Omit<DealHeadline, 'value'>;
/** The 3–4 figures that say how good a deal is, per strategy (keys of the engine's outputs; percents in percent units). */
const HEADLINES: Readonly<Record<StrategyType, readonly HeadlineSpec[]>> = {
  buy_hold: [
    { key: 'monthlyCashFlow', label: 'Monthly cash flow', unit: 'money' },
    { key: 'cashOnCashReturn', label: 'Cash-on-cash return', unit: 'percent' },
    { key: 'capRate', label: 'Cap rate', unit: 'percent' },
    { key: 'dscr', label: 'Debt service coverage', unit: 'ratio' },
  ],
  fix_flip: [
    { key: 'profit', label: 'Profit', unit: 'money' },
    { key: 'roi', label: 'Return on cash', unit: 'percent' },
    { key: 'annualizedRoi', label: 'Annualized return', unit: 'percent' },
    { key: 'totalCashInvested', label: 'Cash invested', unit: 'money' },
  ],
  wholesale: [
    { key: 'maxAllowableOffer', label: 'Maximum allowable offer', unit: 'money' },
    { key: 'spreadBelowMaxOffer', label: 'Spread below maximum offer', unit: 'money' },
    { key: 'investorProfit', label: 'End buyer profit', unit: 'money' },
    { key: 'investorRoi', label: 'End buyer return', unit: 'percent' },
  ],
  creative_financing: [
    { key: 'monthlyNetCashFlow', label: 'Monthly net cash flow', unit: 'money' },
    { key: 'totalCashInvested', label: 'Cash invested', unit: 'money' },
    { key: 'dscr', label: 'Debt service coverage', unit: 'ratio' },
    { key: 'equityPosition', label: 'Equity position', unit: 'money' },
  ],
  brrr: [
    { key: 'monthlyNetCashFlow', label: 'Monthly net cash flow', unit: 'money' },
    { key: 'cashLeftInDeal', label: 'Cash left in deal', unit: 'money' },
    { key: 'totalROI', label: 'Total return', unit: 'percent' },
    { key: 'equity', label: 'Equity', unit: 'money' },
  ],
};

/** A deal's headline figures from its outputs (null where the engine gave no number). */
export function dealHeadlines(strategyType: StrategyType, outputs: Record<string, unknown>): DealHeadline[] {
  return HEADLINES[strategyType].map((spec) => {
    const value = outputs[spec.key];
    return { ...spec, value: typeof value === 'number' && Number.isFinite(value) ? value : null };
  });
}

async function loadDeal(db: Database, scope: OrganizationScope, dealId: number): Promise<LoadedDeal> {
  const row = await findDeal(db, scope.organizationId, dealId);
  if (!row) throw notFound(DEAL_NOT_FOUND);
  return row;
}

/**
 * A deal the caller may change or delete: an analyst only the deals they created, an owner or
 * admin any deal of the organization (the rule properties follow, services/properties.ts).
 */
function canEditDeal(viewer: Viewer, scope: OrganizationScope, row: LoadedDeal): boolean {
  return scope.role !== 'analyst' || row.deal.createdBy === viewer.id;
}

async function loadWritableDeal(db: Database, viewer: Viewer, scope: OrganizationScope, dealId: number): Promise<LoadedDeal> {
  const row = await loadDeal(db, scope, dealId);
  if (!canEditDeal(viewer, scope, row)) {
    throw forbidden('Analysts can change only the deals they created. Duplicate this deal to work on your own copy, or ask an owner or admin of the organization.');
  }
  return row;
}

async function loadVersion(db: Database, organizationId: number, dealId: number, version: number): Promise<{ strategy: StrategyRow; authorName: string | null }> {
  const row = await findDealVersion(db, organizationId, dealId, version);
  if (!row) throw notFound(VERSION_NOT_FOUND);
  return row;
}

function toVersionResponse(strategy: StrategyRow, authorName: string | null): DealVersionResponse {
  return {
    dealId: strategy.dealId!,
    version: strategy.version!,
    strategyId: strategy.id,
    author: authorName === null ? null : { id: strategy.userId, name: authorName },
    createdAt: strategy.createdAt.toISOString(),
    comment: strategy.comment ?? null,
    sentInputs: strategy.sentInputs ?? strategy.inputs,
    inputs: strategy.inputs,
    inputSources: strategy.inputSources ?? {},
    outputs: strategy.outputs,
    engineVersion: strategy.engineVersion,
    preset: strategy.preset ? { ...strategy.preset, id: strategy.presetId ?? null } : null,
  };
}

/** A deal as listed: its headline figures, and its buy box checks when a buy box is in force. */
export function toSummary(row: LoadedDeal, outputs: Record<string, unknown>, buyBox: DealBuyBox | null = null): DealSummary {
  const { deal } = row;
  const property: PropertyRef | null = row.property && row.property.id !== null ? row.property : null;
  return {
    id: deal.id,
    name: deal.name,
    strategyType: deal.strategyType,
    property,
    createdBy: deal.createdBy !== null && row.creatorName !== null ? { id: deal.createdBy, name: row.creatorName } : null,
    createdAt: deal.createdAt.toISOString(),
    updatedAt: deal.updatedAt.toISOString(),
    currentVersion: deal.currentVersion,
    headlines: dealHeadlines(deal.strategyType, outputs),
    buyBox,
  };
}

async function dealResponse(db: Database, viewer: Viewer, scope: OrganizationScope, row: LoadedDeal): Promise<DealResponse> {
  const [current, box] = await Promise.all([loadVersion(db, row.deal.organizationId, row.deal.id, row.deal.currentVersion), buyBoxInForce(db, viewer.id, scope)]);
  const checks = box ? checkDeal(box, row.deal.strategyType, current.strategy.inputs, current.strategy.outputs) : null;
  return {
    ...toSummary(row, current.strategy.outputs, checks),
    current: toVersionResponse(current.strategy, current.authorName),
    canEdit: canEditDeal(viewer, scope, row),
  };
}

interface Computed {
  sentInputs: Record<string, unknown>;
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
  /** The preset this version uses, as it is at this version (null: none). */
  preset: DealPresetSnapshot | null;
}

/**
 * The figures of one property a deal must state, beyond what the engine itself requires: where
 * the engine would otherwise fall back to the spec's sample deal ($1.25M price, $15,000 rent,
 * $24,000 tax, $8,500 insurance; a $25,000 rehab and $3,000 closing costs for a flip). The
 * calculator screen asks for each of them and saves only once they are filled; an API caller that
 * leaves one out is told which. Rates, terms and shares keep the engine's stated assumptions.
 */
const DEAL_PROPERTY_FIGURES: Readonly<Partial<Record<StrategyType, Readonly<Record<string, string>>>>> = {
  buy_hold: {
    purchasePrice: 'the purchase price',
    grossMonthlyRent: 'the gross monthly rent',
    propertyTax: 'the annual property tax',
    insurance: 'the annual insurance premium',
  },
  fix_flip: { rehabCost: 'the rehab budget', closingCosts: 'the closing costs' },
};

function checkPropertyFigures(strategyType: StrategyType, sent: Record<string, unknown>): void {
  const missing = Object.entries(DEAL_PROPERTY_FIGURES[strategyType] ?? {}).filter(([field]) => sent[field] === undefined || sent[field] === null);
  if (missing.length === 0) return;
  const fields = Object.fromEntries(missing.map(([field, meaning]) => [`body.inputs.${field}`, `is required: ${meaning} (no sample figure is assumed)`]));
  throw new ApiError(400, ERROR_CODES.validation, `Some figures of the property are missing: ${missing.map(([, meaning]) => meaning).join(', ')}`, fields);
}

/**
 * Checks and computes the investor's inputs exactly as the calculator screen does: the engine on
 * the sent values, its documented defaults for any field left out. No property-sized or sample
 * figure is laid over them here: the screen already offered the property's figures (with their
 * sources) and the investor kept, changed or cleared them, so the saved outputs are the numbers
 * the investor saw.
 */
async function computeDeal(
  db: Database,
  viewer: Viewer,
  strategyType: StrategyType,
  sentByInvestor: Record<string, unknown>,
  preset: DealPresetSnapshot | null = null,
): Promise<Computed> {
  checkSentStrategyInputs(strategyType, sentByInvestor);
  // a team preset's locked fields: filled in when left out, refused when changed
  const sent = withLockedFields(preset, sentByInvestor);
  checkPropertyFigures(strategyType, sent);
  if (GATED_STRATEGIES.includes(strategyType)) await assertFeature(db, viewer.id, 'all_calculators');
  await assertCustomLinesAllowed(db, viewer.id, sent);
  const sentInputs = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== null && value !== undefined));
  const outputs = computeStrategyOutputs(strategyType, sentInputs);
  return { sentInputs, inputs: calculatorInputsOf(strategyType, sentInputs), outputs, preset };
}

/**
 * The property a deal analyses, checked for the selected organization (another's → 404 naming
 * propertyId); null for a standalone deal (no property attached).
 */
async function dealProperty(db: Database, viewer: Viewer, scope: OrganizationScope, propertyId: number | null | undefined) {
  if (propertyId == null) return null;
  try {
    return await loadPropertyForOrganization(db, viewer, scope, propertyId);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) {
      throw new ApiError(404, ERROR_CODES.notFound, error.message, { 'body.propertyId': 'no such property in this organization' });
    }
    throw error;
  }
}

async function insertVersion(
  tx: Database,
  viewer: Viewer,
  scope: OrganizationScope,
  deal: Pick<DealRow, 'id' | 'strategyType' | 'propertyId'>,
  version: number,
  computed: Computed,
  extra: { inputSources?: DealVersionResponse['inputSources'] | null | undefined; comment?: string | null | undefined },
  property: Awaited<ReturnType<typeof dealProperty>>,
): Promise<StrategyRow> {
  const row = await insertDealVersion(tx, {
      organizationId: scope.organizationId,
      userId: viewer.id,
      propertyId: deal.propertyId,
      strategyType: deal.strategyType,
      inputs: computed.inputs,
      outputs: computed.outputs,
      engineVersion: ENGINE_VERSION,
      dealId: deal.id,
      version,
      sentInputs: computed.sentInputs,
      inputSources: extra.inputSources ?? {},
      comment: extra.comment ?? null,
      presetId: computed.preset?.id ?? null,
      presetVersion: computed.preset?.version ?? null,
      preset: computed.preset,
  });
  // A standalone deal has no portfolio entry and no property to advise on.
  if (property !== null && deal.propertyId !== null) {
    const item = await findPortfolioItem(tx, scope.organizationId, deal.propertyId);
    if (item) await updatePortfolioSnapshot(tx, item.id, portfolioSnapshot(row));
    await recordStrategyAdvice(tx, property, row);
  }
  return row;
}

/** Applying a preset to a deal is audited with who did it, the deal version and the preset version. */
async function auditPresetApplied(tx: Database, viewer: Viewer, scope: OrganizationScope, dealId: number, version: number, preset: DealPresetSnapshot): Promise<void> {
  await writeAuditLog(tx, {
    actorUserId: viewer.id,
    action: 'preset.apply',
    resourceType: 'preset',
    resourceId: preset.id,
    organizationId: scope.organizationId,
    outcome: AUDIT_OUTCOMES.success,
    detail: { dealId, dealVersion: version, presetVersion: preset.version, name: preset.name },
  });
}

/** POST /api/deals: a new deal, version 1 computed by the engine. */
export async function createDeal(
  db: Database,
  viewer: Viewer,
  scope: OrganizationScope,
  body: DealCreateBody,
  /** A copy keeps the source's preset as it was (duplicate). */
  carriedPreset: DealPresetSnapshot | null = null,
): Promise<DealResponse> {
  checkSentStrategyInputs(body.strategyType, body.inputs);
  const property = await dealProperty(db, viewer, scope, body.propertyId);
  const preset = body.presetId !== undefined ? await presetSnapshotFor(db, viewer.id, scope, body.presetId, body.strategyType) : carriedPreset;
  const computed = await computeDeal(db, viewer, body.strategyType, body.inputs, preset);
  const dealId = await db.transaction(async (tx) => {
    const deal = await insertDeal(tx, { organizationId: scope.organizationId, createdBy: viewer.id, propertyId: property?.id ?? null, name: body.name, strategyType: body.strategyType, currentVersion: 1 });
    await insertVersion(tx, viewer, scope, deal, 1, computed, body, property);
    if (body.presetId !== undefined && computed.preset) await auditPresetApplied(tx, viewer, scope, deal.id, 1, computed.preset);
    return deal.id;
  });
  return dealSaved(db, scope, await getDeal(db, viewer, scope, dealId));
}

/** Tells the organization's webhooks (`deal.saved`) about a deal just created or saved again. */
async function dealSaved(db: Database, scope: OrganizationScope, deal: DealResponse): Promise<DealResponse> {
  await emitWebhookEvent(db, scope.organizationId, 'deal.saved', {
    dealId: deal.id,
    name: deal.name,
    strategyType: deal.strategyType,
    version: deal.currentVersion,
    propertyId: deal.property?.id ?? null,
  });
  return deal;
}

/** GET /api/deals/{id}. */
export async function getDeal(db: Database, viewer: Viewer, scope: OrganizationScope, dealId: number): Promise<DealResponse> {
  return dealResponse(db, viewer, scope, await loadDeal(db, scope, dealId));
}

/**
 * PUT /api/deals/{id}: a new version computed from the sent inputs (or a rename when no inputs).
 * 409 STALE_VERSION when `baseVersion` is not the current version.
 */
export async function updateDeal(db: Database, viewer: Viewer, scope: OrganizationScope, dealId: number, body: DealUpdateBody): Promise<DealResponse> {
  const { deal } = await loadWritableDeal(db, viewer, scope, dealId);
  if (body.inputs !== undefined) checkSentStrategyInputs(deal.strategyType, body.inputs);
  const staleVersion = () =>
    new ApiError(409, ERROR_CODES.staleVersion, `This deal was saved again (version ${deal.currentVersion}) since version ${body.baseVersion} you edited; reopen it and save again.`, {
      'body.baseVersion': `is not the current version (${deal.currentVersion})`,
    });
  if (body.baseVersion !== deal.currentVersion) throw staleVersion();
  if (body.presetId !== undefined && body.inputs === undefined) {
    throw new ApiError(400, ERROR_CODES.validation, 'Applying a preset makes a new version: send the inputs too', { 'body.inputs': 'is required with presetId' });
  }
  const property = body.inputs !== undefined ? await dealProperty(db, viewer, scope, deal.propertyId) : null;
  // a new version keeps the preset (and its version) the deal used, unless another is applied
  const preset =
    body.inputs === undefined
      ? null
      : body.presetId !== undefined
        ? await presetSnapshotFor(db, viewer.id, scope, body.presetId, deal.strategyType)
        : ((await loadVersion(db, scope.organizationId, deal.id, deal.currentVersion)).strategy.preset ?? null);
  const computed = body.inputs !== undefined ? await computeDeal(db, viewer, deal.strategyType, body.inputs, preset) : undefined;
  await db.transaction(async (tx) => {
    const nextVersion = computed ? body.baseVersion + 1 : body.baseVersion;
    if (!(await advanceDeal(tx, scope.organizationId, deal.id, body.baseVersion, nextVersion, body.name))) throw staleVersion();
    if (computed) await insertVersion(tx, viewer, scope, deal, nextVersion, computed, body, property);
    if (computed?.preset && body.presetId !== undefined) await auditPresetApplied(tx, viewer, scope, deal.id, nextVersion, computed.preset);
  });
  return dealSaved(db, scope, await getDeal(db, viewer, scope, dealId));
}

/** DELETE /api/deals/{id}: the deal and its versions (their strategies, reports built from them cascade as for a strategy). */
export async function deleteDeal(db: Database, viewer: Viewer, scope: OrganizationScope, dealId: number): Promise<void> {
  await loadWritableDeal(db, viewer, scope, dealId);
  await db.transaction((tx) => deleteDealRows(tx, scope.organizationId, dealId));
}

/** POST /api/deals/{id}/duplicate: a new deal (version 1) from the current version's sent inputs. */
export async function duplicateDeal(db: Database, viewer: Viewer, scope: OrganizationScope, dealId: number, name: string | undefined): Promise<DealResponse> {
  const source = await getDeal(db, viewer, scope, dealId);
  const copyName = name ?? `${source.name} (copy)`.slice(0, 120);
  const { strategy } = await loadVersion(db, scope.organizationId, dealId, source.currentVersion);
  return createDeal(
    db,
    viewer,
    scope,
    {
      name: copyName,
      propertyId: source.property?.id ?? null,
      strategyType: source.strategyType,
      inputs: source.current.sentInputs,
      inputSources: source.current.inputSources,
      comment: `Copied from “${source.name}” version ${source.currentVersion}`,
    },
    strategy.preset ?? null,
  );
}

/** GET /api/deals/{id}/versions: every version, newest first. */
export async function listDealVersions(db: Database, scope: OrganizationScope, dealId: number): Promise<DealVersionListResponse> {
  await loadDeal(db, scope, dealId);
  const rows = await listDealVersionRows(db, scope.organizationId, dealId);
  return rows.map(({ strategy, authorName }) => {
    const { dealId: id, version, strategyId, author, createdAt, comment, engineVersion } = toVersionResponse(strategy, authorName);
    return { dealId: id, version, strategyId, author, createdAt, comment, engineVersion };
  });
}

/** GET /api/deals/{id}/versions/{version}. */
export async function getDealVersion(db: Database, scope: OrganizationScope, dealId: number, version: number): Promise<DealVersionResponse> {
  await loadDeal(db, scope, dealId);
  const row = await loadVersion(db, scope.organizationId, dealId, version);
  return toVersionResponse(row.strategy, row.authorName);
}

/** JSON text of a value with object keys sorted (jsonb does not keep key order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

function fieldChanges(keys: readonly string[], from: Record<string, unknown>, to: Record<string, unknown>): DealFieldChange[] {
  return keys
    .filter((key) => !same(from[key], to[key]))
    .map((key) => {
      const a = from[key];
      const b = to[key];
      return { field: key, from: a ?? null, to: b ?? null, difference: typeof a === 'number' && typeof b === 'number' ? Math.round((b - a) * 1e6) / 1e6 : null };
    });
}

const unionKeys = (...records: Record<string, unknown>[]) => [...new Set(records.flatMap((record) => Object.keys(record)))];

/** GET /api/deals/{id}/diff?from=&to=: the inputs and headline outputs that differ. */
export async function diffDealVersions(db: Database, scope: OrganizationScope, dealId: number, from: number, to: number): Promise<DealDiffResponse> {
  const { deal } = await loadDeal(db, scope, dealId);
  const [a, b] = await Promise.all([loadVersion(db, scope.organizationId, dealId, from), loadVersion(db, scope.organizationId, dealId, to)]);
  const headlineKeys = HEADLINES[deal.strategyType].map((spec) => spec.key);
  return {
    dealId,
    from,
    to,
    inputs: fieldChanges(unionKeys(a.strategy.inputs, b.strategy.inputs), a.strategy.inputs, b.strategy.inputs),
    outputs: fieldChanges(headlineKeys, a.strategy.outputs, b.strategy.outputs),
  };
}

/**
 * GET /api/deals/{id}/versions/{version}/recompute: that version's inputs through today's engine.
 * A version with custom lines recomputes only on a plan with `custom_calculators` (403 TIER_LIMIT);
 * its saved numbers stay readable on any plan.
 */
export async function recomputeDealVersion(db: Database, viewer: Viewer, scope: OrganizationScope, dealId: number, version: number): Promise<DealRecomputeResponse> {
  const { deal } = await loadDeal(db, scope, dealId);
  const { strategy } = await loadVersion(db, scope.organizationId, dealId, version);
  await assertCustomLinesAllowed(db, viewer.id, strategy.inputs);
  const outputs = computeStrategyOutputs(deal.strategyType, strategy.inputs);
  const changes = fieldChanges(unionKeys(strategy.outputs, outputs), strategy.outputs, outputs);
  return { dealId, version, savedEngineVersion: strategy.engineVersion, currentEngineVersion: ENGINE_VERSION, moved: changes.length > 0, changes, outputs };
}

/** GET /api/deals/compare?ids=: 2..6 deals of the organization, in the order asked; any unknown → 404. */
export async function compareDeals(db: Database, viewer: Viewer, scope: OrganizationScope, ids: readonly number[]): Promise<{ deals: DealResponse[] }> {
  const rows = await findDeals(db, scope.organizationId, ids);
  const byId = new Map(rows.map((row) => [row.deal.id, row]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) throw new ApiError(404, ERROR_CODES.notFound, DEAL_NOT_FOUND, { 'query.ids': `no deal ${missing.join(', ')} in this organization` });
  return { deals: await Promise.all(ids.map((id) => dealResponse(db, viewer, scope, byId.get(id)!))) };
}

