import type { PortfolioCardResponse, PortfolioPage, PortfolioQuery, StrategyType } from '../contract';
import { dashboardStats } from '@rei/engine';
import { STRATEGY_TYPES } from '../contract';
import type { Database } from '../db/client';
import { toPage } from '../db/paging';
import { ReadCache, readCacheOf } from '../db/readCache';
import { answeredUnchanged } from '../reusedBodies';
import { lockUserLimits } from '../db/queries/locks';
import {
  countPortfolioItemsAddedBy,
  deletePortfolioItem,
  deletePortfolioItems,
  findPortfolioItem,
  findPortfolioItemById,
  findPortfolioItemsByIds,
  insertPortfolioItem,
  listPortfolioPage,
  summarizePortfolio,
  type listPortfolioWithProperties,
} from '../db/queries/portfolio';
import { latestStrategyOf } from '../db/queries/strategies';
import { conflict, forbidden, notFound, tierLimit } from '../errors';
import { viewerRoleIn, type OrganizationScope } from './organizationScope';
import { loadPropertyForOrganization, type Viewer } from './properties';
import { portfolioSnapshot } from './strategies';
import { strategyAdvice } from './strategyAdvice';
import { effectiveTierOf } from './subscription';
import { planAllowing, planFor } from './tiers';
import { isUniqueViolation } from './users';

export const PORTFOLIO_ITEM_NOT_FOUND = 'Portfolio item not found';

const toNumber = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

type PortfolioRow = Awaited<ReturnType<typeof listPortfolioWithProperties>>[number];

/**
 * A dashboard card: the strategy snapshot's figures, falling back to the property's own.
 * `advice` is the sentence for the entry's saved strategy (this organization's, never another's).
 */
function toCard({ item, property }: PortfolioRow, advice: string | null, deal: PortfolioCardResponse['deal'] = null): PortfolioCardResponse {
  const pick = (snapshot: string | null, fallback: string | null) => toNumber(snapshot ?? fallback);
  const strategyType = (STRATEGY_TYPES as readonly string[]).includes(item.strategyType) ? (item.strategyType as StrategyType) : 'buy_hold';
  const hasStrategy = item.strategyId !== null;
  return {
    id: item.id,
    propertyId: item.propertyId,
    organizationId: item.organizationId,
    strategyId: item.strategyId,
    deal,
    address: property.address,
    city: property.city,
    state: property.state,
    zip: property.zip,
    propertyType: property.propertyType,
    units: property.units,
    capRate: pick(item.capRate, property.capRate),
    purchasePrice: pick(item.purchasePrice, property.purchasePrice),
    lastSalePrice: toNumber(property.lastSalePrice),
    annualNOI: pick(item.annualNOI, property.annualNOI),
    monthlyRent: pick(item.monthlyRent, property.monthlyRent),
    monthlyNetCashFlow: pick(item.monthlyNetCashFlow, property.monthlyNetCashFlow),
    cashOnCash: pick(item.cashOnCash, property.cashOnCash),
    rehabCost: pick(item.rehabCost, property.rehabCost),
    arv: pick(item.arv, property.arv),
    profit: pick(item.profit, property.profit),
    repairEstimate: toNumber(item.repairEstimate),
    assignmentFee: toNumber(item.assignmentFee),
    imageUrl: property.imageUrl,
    strategyType,
    metricsCalculated: hasStrategy ? item.metricsCalculated : property.metricsCalculated,
    metricsError: hasStrategy ? item.metricsError : property.metricsError,
    strategyAdvice: advice ?? property.strategyAdvice,
    isDemo: property.isDemo,
    addedAt: item.createdAt.toISOString(),
  };
}

/** A page row as its card, the advice written from the saved strategy read with it. */
const cardOf = ({ strategy, deal, ...row }: Awaited<ReturnType<typeof listPortfolioPage>>['rows'][number]): PortfolioCardResponse =>
  toCard(
    row,
    strategy ? strategyAdvice(strategy.strategyType as StrategyType, strategy.outputs) : null,
    deal && strategy?.version ? { id: deal.id, name: deal.name, version: strategy.version } : null,
  );

/**
 * Portfolio pages kept by this server, keyed by organization, the organization's portfolio
 * version and the query. The database raises the version with every change to what a page
 * shows (migration 0018), and each request reads it with its session, so a kept page is never
 * older than the request's own authentication. Old versions' pages are never asked for again;
 * the bound clears them.
 */
const versionedPages = new WeakMap<Database, ReadCache>();

/**
 * GET /api/portfolio: one page of the selected organization's portfolio cards (newest first
 * unless the query sorts otherwise). A card's strategy advice is written from its saved
 * strategy's engine outputs, read with the card (the dashboard counts these as analyzed);
 * without one, the property's own advice text. With `portfolioVersion` (read with the session)
 * a page already built for that version is answered again; on the embedded database its exact
 * read cache serves the same purpose (`db/readCache.ts`).
 */
export async function listPortfolio(db: Database, scope: OrganizationScope, query: PortfolioQuery, portfolioVersion?: number): Promise<PortfolioPage> {
  const read = async () => answeredUnchanged(await readPortfolioPage(db, scope.organizationId, query));
  const exact = readCacheOf(db);
  if (exact) return exact.read(`portfolio:${scope.organizationId}:${JSON.stringify(query)}`, read);
  if (portfolioVersion === undefined) return read();
  let pages = versionedPages.get(db);
  if (!pages) {
    pages = new ReadCache();
    versionedPages.set(db, pages);
  }
  return pages.read(`${scope.organizationId}:${portfolioVersion}:${JSON.stringify(query)}`, read);
}

async function readPortfolioPage(db: Database, organizationId: number, query: PortfolioQuery): Promise<PortfolioPage> {
  const { rows, countAll } = await listPortfolioPage(db, organizationId, query);
  const unfiltered = !query.q && !query.strategyType;
  // A first page that is not full and has no filter holds the whole portfolio: its own summary.
  if (unfiltered && query.page === 1 && rows.length < query.pageSize) {
    const page = await toPage(rows, query, cardOf, countAll);
    return { ...page, summary: dashboardStats(page.items) };
  }
  const summary = await summarizePortfolio(db, organizationId);
  // Without filters the summary's count is the total: no separate COUNT.
  const page = await toPage(rows, query, cardOf, unfiltered ? async () => summary.properties : countAll);
  return { ...page, summary };
}

/**
 * Throws 403 TIER_LIMIT when one more portfolio entry would pass the plan's property limit
 * (entries the user added, across organizations).
 */
async function assertPortfolioCapacity(db: Database, userId: number): Promise<void> {
  const plan = planFor(await effectiveTierOf(db, userId));
  const limit = plan.limits.properties;
  if (limit === null) return;
  const kept = await countPortfolioItemsAddedBy(db, userId);
  if (kept < limit) return;
  throw tierLimit(
    `Portfolio limit reached: the ${plan.name} plan keeps ${limit} properties in the portfolio and you have ${kept}. Remove one or upgrade your plan.`,
    { feature: 'properties', limit, used: kept, plan: plan.id, upgradeTo: planAllowing('properties', kept + 1) },
  );
}

/**
 * POST /api/portfolio: adds one of the selected organization's own properties, or a shared
 * demo property, to its portfolio (`loadPropertyForOrganization`), with the latest saved
 * strategy's figures (or the property's own metrics). Already there → 409.
 */
export async function addToPortfolio(
  db: Database,
  viewer: Viewer,
  scope: OrganizationScope,
  propertyId: number,
): Promise<{ id: number; propertyId: number; organizationId: number; isInPortfolio: true }> {
  await loadPropertyForOrganization(db, viewer, scope, propertyId);
  const duplicate = () => conflict('This property is already in your portfolio.');
  if (await findPortfolioItem(db, scope.organizationId, propertyId)) throw duplicate();
  try {
    return await db.transaction(async (tx) => {
      await lockUserLimits(tx, viewer.id);
      await assertPortfolioCapacity(tx, viewer.id);
      const latest = await latestStrategyOf(tx, scope.organizationId, propertyId);
      const row = await insertPortfolioItem(tx, {
        organizationId: scope.organizationId,
        userId: viewer.id,
        propertyId,
        ...(latest ? portfolioSnapshot(latest) : {}),
      });
      return { id: row.id, propertyId, organizationId: scope.organizationId, isInPortfolio: true as const };
    });
  } catch (error) {
    // two adds racing: the unique (organization, property) index decides
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** GET /api/portfolio/{propertyId}/status in the selected organization. */
export async function portfolioStatus(
  db: Database,
  scope: OrganizationScope,
  propertyId: number,
): Promise<{ isInPortfolio: boolean; portfolioItemId: number | null }> {
  const item = await findPortfolioItem(db, scope.organizationId, propertyId);
  return { isInPortfolio: item !== undefined, portfolioItemId: item?.id ?? null };
}

/**
 * DELETE /api/portfolio/{id}: removes an entry of one of the caller's organizations. An
 * analyst may remove only entries they added; owner and admin any. Another team's → 404.
 */
/**
 * POST /api/portfolio/remove: removes several entries in one action, all or none. Every id must be
 * an entry of an organization the caller belongs to (else 404 naming the ids not found, as for one
 * entry, so other organizations' ids reveal nothing); an analyst may remove only the entries they
 * added (else 403 naming them). Nothing is removed unless every entry may be.
 */
export async function removeManyFromPortfolio(db: Database, viewer: Viewer, ids: readonly number[]): Promise<{ removed: number[] }> {
  const items = await findPortfolioItemsByIds(db, ids);
  const roles = new Map<number, Awaited<ReturnType<typeof viewerRoleIn>>>();
  for (const organizationId of new Set(items.map((item) => item.organizationId))) roles.set(organizationId, await viewerRoleIn(db, viewer, organizationId));
  const visible = items.filter((item) => roles.get(item.organizationId));
  const missing = ids.filter((id) => !visible.some((item) => item.id === id));
  if (missing.length > 0) throw notFound(`${PORTFOLIO_ITEM_NOT_FOUND} (ids: ${missing.join(', ')}). Nothing was removed.`);
  const notTheirs = visible.filter((item) => roles.get(item.organizationId) === 'analyst' && item.userId !== viewer.id).map((item) => item.id);
  if (notTheirs.length > 0) {
    throw forbidden(`Analysts can remove only the portfolio entries they added (not ${notTheirs.join(', ')}). Nothing was removed; ask an owner or admin of the organization.`);
  }
  const removed = await deletePortfolioItems(db, ids);
  return { removed: removed.sort((a, b) => a - b) };
}

export async function removeFromPortfolio(db: Database, viewer: Viewer, id: number): Promise<{ id: number; deleted: true }> {
  const item = await findPortfolioItemById(db, id);
  if (!item) throw notFound(PORTFOLIO_ITEM_NOT_FOUND);
  const role = await viewerRoleIn(db, viewer, item.organizationId);
  if (!role) throw notFound(PORTFOLIO_ITEM_NOT_FOUND);
  if (role === 'analyst' && item.userId !== viewer.id) {
    throw forbidden('Analysts can remove only the portfolio entries they added. Ask an owner or admin of the organization.');
  }
  if (!(await deletePortfolioItem(db, id))) throw notFound(PORTFOLIO_ITEM_NOT_FOUND);
  return { id, deleted: true };
}
