/**
 * Reports: deal reports of one saved strategy (CSV, live-formula XLSX, PDF, branded PDF), team
 * exports of an organization's portfolio, their reproducibility stamp, and share links.
 *
 * One code path for every format: `assembleDealReport` / `assembleTeamReport` gather the data
 * once (DealReportData / TeamReportData), it is stored with the report, and `renderReportFile`
 * turns stored data into the file. Rendering the stored data again gives the same numbers (the
 * same bytes for CSV and PDF).
 *
 * Building: CSV is rendered in the request (about 0.02 ms); XLSX (about 20 ms, p95 80 ms) and
 * PDF (about 30 ms, p95 120 ms) are built by a `report-build` job (jobs/jobQueue.ts) queued with
 * the 201 answer, and rendered in the render worker thread (`reports/renderPool.ts`), so they
 * never hold the event loop: the report is `building` until its file is stored, then `ready`
 * (or `failed`). The job lives in the database, so a restart mid-build builds the file again
 * on the next start instead of leaving the report `building`.
 */
import { randomBytes } from 'node:crypto';
import {
  ENGINE_VERSION,
  STRATEGY_NAMES,
  TIERS,
  canExport,
  legalCheck,
  legalStatus,
  type LegalCheck,
  type LegalMatterKind,
  nycClosingCosts,
  nycPropertyKindForBuildingClass,
  planFor,
  type ExportFormat,
  type NycProvenance,
  type StrategyType,
} from '@rei/engine';
import type {
  PropertyResponse,
  ReportCreateBody,
  ReportFormat,
  ReportResponse,
  ReportStampResponse,
  ShareLinkCreatedResponse,
  ShareLinkResponse,
  NycPropertyData,
} from '../contract';
import { SHARE_LINK_DEFAULT_DAYS, TEAM_REPORT_FORMATS } from '../contract';
import type { Database } from '../db/client';
import { listAiSummariesOfStrategy } from '../db/queries/aiSummaries';
import { findMembershipWithOrganization } from '../db/queries/organizations';
import { listPortfolioWithProperties } from '../db/queries/portfolio';
import { findDeal } from '../db/queries/deals';
import { findPropertyById } from '../db/queries/properties';
import {
  countActiveShareLinks,
  countShareLinkView,
  findReportById,
  findReportOfOrganization,
  findShareLinkByHash,
  findShareLinkOfOrganization,
  insertReport,
  insertShareLink,
  listReportsOfOrganization,
  listShareLinksOfReport,
  revokeShareLink,
  updateReport,
  type ReportListRow,
  type ReportRow,
  type ShareLinkRow,
} from '../db/queries/reports';
import { findStrategiesOfOrganization, findStrategyById, latestStrategyOf, type StrategyRow } from '../db/queries/strategies';
import { ApiError, ERROR_CODES, notFound, tierLimit } from '../errors';
import type { SodaConfig } from '../nyc/soda/client';
import { featureStatus } from './featureToggles';
import type {
  DealReportData,
  ReportClosingCosts,
  ReportComparables,
  ReportData,
  ReportDatasetAsOf,
  ReportFact,
  ReportLegalFlag,
  ReportStamp,
  ReportStrategy,
  TeamReportData,
  TeamReportRow,
} from '../reports/dealReportData';
import { engineFilledInputs, engineInputValues, inputFigures, resultFigures } from '../reports/figures';
import { amortizationOf, proFormaOf } from '../reports/dealSchedules';
import type { OrganizationBranding } from '../reports/branding/organizationBranding';
import { renderReportData } from '../reports/render';
import { ReportRenderError, renderOffThread } from '../reports/renderPool';
import type { BackgroundJobRow } from '../db/queries/backgroundJobs';
import { JobFailure, type JobContext, type JobEnqueuer } from '../jobs/jobQueue';
import { inputsSha256, sha256Hex } from '../reports/stamp';
import { loadOrganizationBranding } from './branding';
import { withNycData } from './nycProperty';
import type { OrganizationScope } from './organizationScope';
import { toPropertyResponse } from './propertyValues';
import { AUDIT_OUTCOMES, writeAuditLog } from './audit';
import type { RateLimit } from './rateLimits';
import { emitWebhookEvent } from '../webhooks/events';
import { portfolioSnapshot } from './strategies';
import { effectiveTierOf } from './subscription';

export const REPORT_NOT_FOUND = 'Report not found';
export const SHARE_LINK_NOT_FOUND = 'Share link not found';
const STRATEGY_NOT_FOUND = 'Strategy not found';

/** Who asks for a report. */
export interface ReportActor {
  readonly id: number;
  readonly email: string;
  readonly fullName: string;
}

/** What building needs from the app. */
export interface ReportDeps {
  readonly db: Database;
  /** Live NYC Open Data, or null when off. */
  readonly soda: SodaConfig | null;
  /** The app's public address (REI_PUBLIC_URL) for absolute share links; undefined → a path. */
  readonly publicUrl: string | undefined;
  readonly now?: () => Date;
  /** The caller's address, for the audit log and the public view's rate limit. */
  readonly ip?: string | null;
  /** The job queue that builds XLSX and PDF files (CSV needs none). */
  readonly jobs?: JobEnqueuer;
}

/** Share-link page views per address every ten minutes (each view is counted in the database). */
export const SHARE_VIEW_LIMIT: RateLimit = {
  name: 'share-view',
  max: 600,
  windowSeconds: 10 * 60,
  message: (wait) => `Too many report views from your network. Please try again in ${wait}.`,
};

// ---------------------------------------------------------------------------------------------
// Formats and the plan table

/** The plan entitlement (`PLANS[].limits.exportFormats` in @rei/engine) each file format needs. */
export const FORMAT_ENTITLEMENT: Readonly<Record<ReportFormat, ExportFormat>> = {
  csv: 'csv',
  xlsx: 'xlsx',
  pdf: 'pdf',
  'pdf-branded': 'branded_pdf',
  'team-csv': 'team',
  'team-xlsx': 'team',
};

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

function fileKind(format: ReportFormat): keyof typeof CONTENT_TYPES {
  if (format === 'csv' || format === 'team-csv') return 'csv';
  if (format === 'xlsx' || format === 'team-xlsx') return 'xlsx';
  return 'pdf';
}

/** Formats rendered in the request: CSV takes well under a millisecond. */
const INLINE_FORMATS: readonly ReportFormat[] = ['csv', 'team-csv'];

const isTeamFormat = (format: ReportFormat) => (TEAM_REPORT_FORMATS as readonly string[]).includes(format);

/** The cheapest plan whose `PLANS` row includes the format. */
export function planNeededFor(format: ReportFormat): string {
  const tier = TIERS.find((candidate) => canExport(candidate, FORMAT_ENTITLEMENT[format])) ?? TIERS[TIERS.length - 1]!;
  return planFor(tier).name;
}

/** 403 TIER_LIMIT naming the plan that opens the format, unless the caller's plan includes it. */
export async function assertReportFormatAllowed(db: Database, userId: number, format: ReportFormat): Promise<void> {
  const tier = await effectiveTierOf(db, userId);
  if (canExport(tier, FORMAT_ENTITLEMENT[format])) return;
  const needed = planNeededFor(format);
  const neededTier = TIERS.find((candidate) => canExport(candidate, FORMAT_ENTITLEMENT[format])) ?? null;
  throw tierLimit(`The ${planFor(tier).name} plan does not include ${format} reports. Upgrade to ${needed} or higher to export ${format}.`, {
    feature: `export:${format}`,
    limit: null,
    used: null,
    plan: tier,
    upgradeTo: neededTier,
  });
}

// ---------------------------------------------------------------------------------------------
// Assembly

function provenanceLine(p: NycProvenance): string {
  const asOf = p.asOf ? `as of ${p.asOf}` : 'as-of date not stated';
  const retrieved = p.retrievedAt ? `, retrieved ${p.retrievedAt.slice(0, 10)}` : '';
  return `${p.title} (${p.sourceId}), ${asOf}${retrieved}`;
}

/** Every dataset the record used, once, with its as-of date. */
function datasetsOf(nyc: NycPropertyData | null): ReportDatasetAsOf[] {
  if (!nyc) return [];
  const all: NycProvenance[] = [
    ...(nyc.lot ? [nyc.lot.provenance] : []),
    ...(nyc.violations?.provenance ?? []),
    ...(nyc.permits?.provenance ?? []),
    ...(nyc.complaints311 ? [nyc.complaints311.provenance] : []),
    ...(nyc.evictionDetails ? [nyc.evictionDetails.provenance] : []),
    ...(nyc.taxLienDetails ? [nyc.taxLienDetails.provenance] : []),
    ...(nyc.foreclosureDetails ? [nyc.foreclosureDetails.provenance] : []),
    ...(nyc.lastSale ? [nyc.lastSale.provenance] : []),
    ...(nyc.comparables ? [nyc.comparables.provenance] : []),
  ];
  const seen = new Map<string, ReportDatasetAsOf>();
  for (const p of all) if (!seen.has(p.dataset)) seen.set(p.dataset, { dataset: p.dataset, title: p.title, asOf: p.asOf ?? null });
  return [...seen.values()].sort((a, b) => (a.dataset < b.dataset ? -1 : a.dataset > b.dataset ? 1 : 0));
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null);
const wholeText = (value: number | null) => (value === null ? null : value.toLocaleString('en-US'));

function publicRecordFacts(property: PropertyResponse, nyc: NycPropertyData | null): ReportFact[] {
  const facts: ReportFact[] = [];
  const lotSource = nyc?.lot ? provenanceLine(nyc.lot.provenance) : null;
  const push = (label: string, value: string | null | undefined, provenance: string | null) => {
    if (value !== null && value !== undefined && value !== '') facts.push({ label, value, provenance });
  };
  const lot = nyc?.lot;
  push('Year built', lot?.yearBuilt != null ? String(lot.yearBuilt) : property.yearBuilt != null ? String(property.yearBuilt) : null, lot?.yearBuilt != null ? lotSource : null);
  push('Building class', lot?.buildingClass ?? property.buildingClass, lot?.buildingClass ? lotSource : null);
  push('Zoning', lot?.zoneDist1 ?? property.zoneDist1, lot?.zoneDist1 ? lotSource : null);
  push('Lot area (sq ft)', wholeText(lot?.lotArea ?? num(property.lotArea)), lot?.lotArea != null ? lotSource : null);
  push('Building area (sq ft)', wholeText(lot?.buildingArea ?? num(property.buildingArea)), lot?.buildingArea != null ? lotSource : null);
  push('Units', wholeText(lot?.unitsTotal ?? num(property.units)), lot?.unitsTotal != null ? lotSource : null);
  push('Floors', wholeText(lot?.numFloors ?? num(property.numFloors)), lot?.numFloors != null ? lotSource : null);
  push('Assessed value (total, USD)', wholeText(lot?.assessTotal ?? num(property.assessTotal)), lot?.assessTotal != null ? lotSource : null);
  const owner = nyc?.owners[0];
  push('Owner of record', owner?.name ?? property.ownerName, owner ? (lotSource ?? null) : null);
  if (nyc?.lastSale) push('Last sale', `${nyc.lastSale.date}: ${nyc.lastSale.price.toLocaleString('en-US', { style: 'currency', currency: 'USD' })}`, provenanceLine(nyc.lastSale.provenance));
  if (nyc?.violations) {
    const sources = nyc.violations.provenance.map(provenanceLine).join('; ');
    push('Open HPD violations', String(nyc.violations.hpd.open), sources);
    push('Open ECB violations', String(nyc.violations.ecb.open), sources);
  }
  if (nyc?.permits) push('DOB permits', String(nyc.permits.total), nyc.permits.provenance.map(provenanceLine).join('; '));
  if (nyc?.complaints311) push('311 complaints', String(nyc.complaints311.total), provenanceLine(nyc.complaints311.provenance));
  return facts;
}

function legalFlagsOf(property: PropertyResponse, nyc: NycPropertyData | null): ReportLegalFlag[] {
  const status = legalStatus({
    evictionDetails: nyc?.evictionDetails ? { count: nyc.evictionDetails.count, filings: nyc.evictionDetails.filings } : undefined,
    taxLienDetails: nyc?.taxLienDetails ?? undefined,
    foreclosureDetails: nyc?.foreclosureDetails ?? undefined,
    evictionCount: property.evictionCount ?? undefined,
    taxLienAmount: num(property.taxLienAmount) ?? undefined,
    taxLienDate: property.taxLienDate ?? undefined,
    taxLienStatus: property.taxLienStatus ?? undefined,
    foreclosureStatus: property.foreclosureStatus ?? undefined,
    foreclosureCreditor: property.foreclosureCreditor ?? undefined,
    foreclosureAmount: num(property.foreclosureAmount) ?? undefined,
    foreclosureDate: property.foreclosureDate ?? undefined,
    probateStatus: property.probateStatus ?? undefined,
    probateCaseNumber: property.probateCaseNumber ?? undefined,
    probatePetitioner: property.probatePetitioner ?? undefined,
    probateDate: property.probateDate ?? undefined,
    ownerStatus: property.ownerStatus ?? undefined,
    ownerName: property.ownerName ?? undefined,
  } as Parameters<typeof legalStatus>[0]);
  const source = (kind: string): string | null => {
    if (kind === 'eviction' && nyc?.evictionDetails) return provenanceLine(nyc.evictionDetails.provenance);
    if (kind === 'taxLien' && nyc?.taxLienDetails) return provenanceLine(nyc.taxLienDetails.provenance);
    if (kind === 'foreclosure' && nyc?.foreclosureDetails) return provenanceLine(nyc.foreclosureDetails.provenance);
    return null;
  };
  return status.pills.map((pill) => ({ kind: pill.kind, label: pill.label, status: pill.status, source: source(pill.kind) }));
}

/** The three-state legal check of the lot: what was found, what was checked (with dates), what was not. */
export function legalCheckOf(nyc: NycPropertyData | null, flags: readonly ReportLegalFlag[]): LegalCheck {
  const found: Partial<Record<LegalMatterKind, { status: string; source: string | null }>> = {};
  for (const flag of flags) {
    if (flag.kind === 'eviction' || flag.kind === 'taxLien' || flag.kind === 'foreclosure') found[flag.kind] = { status: flag.status, source: flag.source };
  }
  return legalCheck({
    record: nyc ? { missingDatasets: nyc.missingDatasets, unreachableDatasets: nyc.unreachableDatasets ?? [], checkedDatasets: nyc.checkedDatasets ?? [], lockedBlocks: nyc.lockedBlocks ?? [] } : null,
    found,
  });
}

function comparablesOf(nyc: NycPropertyData | null): ReportComparables | null {
  const c = nyc?.comparables;
  if (!c || c.comparables.length === 0) return null;
  return {
    criteria: c.criteria,
    rows: c.comparables.map((comp) => ({
      address: comp.address,
      saleDate: comp.saleDate,
      salePrice: comp.salePrice,
      squareFeet: comp.squareFeet,
      pricePerSqFt: comp.pricePerSqFt,
      distance: comp.distance,
      buildingClass: comp.buildingClass,
      units: comp.units,
    })),
    avgSalePrice: c.summary.avgSalePrice,
    avgPricePerSqFt: c.summary.avgPricePerSqFt,
    provenance: provenanceLine(c.provenance),
  };
}

/** The buyer's NYC closing costs, for a lot in the city and a strategy that buys at a price. */
function closingCostsOf(type: StrategyType, values: Record<string, unknown>, results: Record<string, unknown>, property: PropertyResponse): ReportClosingCosts | null {
  if (!property.bbl && !property.borough) return null;
  let price: number | null = null;
  let loan = 0;
  if (type === 'buy_hold' || type === 'fix_flip') {
    price = num(values['purchasePrice']);
    loan = num(results['loanAmount']) ?? 0;
  } else if (type === 'brrr') {
    price = num(values['purchasePrice']);
    loan = Math.max(0, (price ?? 0) - (num(values['downPayment']) ?? 0));
  }
  if (price === null || price <= 0) return null;
  try {
    const costs = nycClosingCosts({ purchasePrice: price, loanAmount: loan, propertyKind: nycPropertyKindForBuildingClass(property.buildingClass), side: 'buyer' });
    return {
      side: costs.side,
      propertyKind: costs.propertyKind,
      lines: costs.lines.map((line) => ({ name: line.name, rate: line.rate, amount: line.amount, estimate: line.estimate, basis: line.basis })),
      total: costs.total,
      percentOfPrice: costs.percentOfPrice,
    };
  } catch {
    return null;
  }
}

function strategyOf(row: StrategyRow): ReportStrategy {
  const type = row.strategyType as StrategyType;
  return {
    id: row.id,
    type,
    name: STRATEGY_NAMES[type],
    inputs: inputFigures(type, row.inputs),
    results: resultFigures(type, row.outputs, row.inputs),
    rawInputs: row.inputs,
    rawResults: row.outputs,
    engineVersion: row.engineVersion,
  };
}

function stampOf(actor: ReportActor, canonicalInputs: unknown, datasets: ReportDatasetAsOf[], now: Date): ReportStamp {
  return {
    engineVersion: ENGINE_VERSION,
    inputsSha256: inputsSha256(canonicalInputs),
    datasets,
    createdAt: now.toISOString(),
    createdBy: { userId: actor.id, name: actor.fullName || null, email: actor.email },
  };
}

/** The canonical inputs of a deal report: what its stamp's SHA-256 is over. */
export function dealCanonicalInputs(strategyType: string, inputs: Readonly<Record<string, unknown>>): unknown {
  return { strategyType, inputs };
}

async function organizationName(db: Database, organizationId: number, userId: number): Promise<string> {
  return (await findMembershipWithOrganization(db, organizationId, userId))?.name ?? `Organization ${organizationId}`;
}

/**
 * The report of a standalone deal's version (no property attached): titled by the deal's name,
 * the address line says so, and nothing property-sized (public record, NYC closing costs,
 * comparables, legal flags) is made up; the figures are the saved inputs and the engine's results.
 */
async function assembleStandaloneDealReport(deps: ReportDeps, actor: ReportActor, scope: OrganizationScope, strategy: StrategyRow, now: Date): Promise<DealReportData> {
  const { db } = deps;
  const type = strategy.strategyType as StrategyType;
  const deal = strategy.dealId === null ? undefined : await findDeal(db, scope.organizationId, strategy.dealId);
  const values = engineInputValues(type, strategy.inputs);
  const [summary] = await listAiSummariesOfStrategy(db, strategy.id);
  const assumptions = engineFilledInputs(type, strategy.inputs, strategy.outputs);
  return {
    kind: 'deal',
    title: deal?.deal.name ?? `${STRATEGY_NAMES[type]} — standalone analysis`,
    organization: { id: scope.organizationId, name: await organizationName(db, scope.organizationId, actor.id) },
    property: null,
    publicRecord: null,
    strategy: strategyOf(strategy),
    closingCosts: null,
    proForma: proFormaOf(type, values, strategy.outputs),
    amortization: amortizationOf(type, values, strategy.outputs),
    comparables: null,
    legalFlags: [],
    legalCheck: null,
    aiSummary: summary ? { text: summary.summary, provider: summary.provider, model: summary.model, createdAt: summary.createdAt.toISOString() } : null,
    assumptions,
    stamp: stampOf(actor, dealCanonicalInputs(type, strategy.inputs), [], now),
  };
}

/** Everything a deal report of `strategy` holds (see DealReportData). */
export async function assembleDealReport(deps: ReportDeps, actor: ReportActor, scope: OrganizationScope, strategy: StrategyRow, now: Date): Promise<DealReportData> {
  const { db } = deps;
  const type = strategy.strategyType as StrategyType;
  if (strategy.propertyId === null) return assembleStandaloneDealReport(deps, actor, scope, strategy, now);
  const propertyRow = await findPropertyById(db, strategy.propertyId);
  if (!propertyRow) throw notFound(STRATEGY_NOT_FOUND);
  const property = toPropertyResponse(propertyRow);
  // A record that cannot be read leaves the report without its public-record section.
  // The admin toggle `live_nyc_data` off: the record comes from the imported tables only.
  const soda = deps.soda && (await featureStatus(db)).liveNycData ? deps.soda : null;
  const nyc: NycPropertyData | null = await withNycData(db, property, soda).then(
    (found) => found.nycData,
    () => null,
  );
  const values = engineInputValues(type, strategy.inputs);
  const [summary] = await listAiSummariesOfStrategy(db, strategy.id);
  // The deal's own blanks and what the engine used for them; the property's screening metrics
  // (spec defaults such as 4.75 % and 25 % down) are not this deal's and are not printed.
  const assumptions = engineFilledInputs(type, strategy.inputs, strategy.outputs);
  const legalFlags = legalFlagsOf(property, nyc);
  const address = [property.address, property.city].filter(Boolean).join(', ');
  // A deal's version is titled by the deal's own name and version, so two deals on one lot (a
  // deal and its duplicate) never share a title; the address line below names the property.
  const deal = strategy.dealId === null ? undefined : await findDeal(db, scope.organizationId, strategy.dealId);
  const photo = property.imageUrl && /^https?:\/\//i.test(property.imageUrl) ? property.imageUrl : null;
  return {
    kind: 'deal',
    title: deal && strategy.version !== null ? `${deal.deal.name} — version ${strategy.version}` : `${STRATEGY_NAMES[type]} — ${address}`,
    organization: { id: scope.organizationId, name: await organizationName(db, scope.organizationId, actor.id) },
    property: {
      id: property.id,
      address: property.address,
      city: property.city,
      state: property.state,
      zip: property.zip,
      bbl: property.bbl,
      borough: property.borough,
      propertyType: property.propertyType,
      units: num(property.units),
      yearBuilt: num(property.yearBuilt),
      buildingArea: num(property.buildingArea),
      photoUrl: photo,
      isDemo: property.isDemo,
    },
    publicRecord: nyc
      ? { facts: publicRecordFacts(property, nyc), provenance: datasetsOf(nyc).map((d) => `${d.title} (${d.dataset}), as of ${d.asOf ?? 'date not stated'}`), missingDatasets: nyc.missingDatasets }
      : null,
    strategy: strategyOf(strategy),
    closingCosts: closingCostsOf(type, values, strategy.outputs, property),
    proForma: proFormaOf(type, values, strategy.outputs),
    amortization: amortizationOf(type, values, strategy.outputs),
    comparables: comparablesOf(nyc),
    legalFlags,
    legalCheck: legalCheckOf(nyc, legalFlags),
    aiSummary: summary ? { text: summary.summary, provider: summary.provider, model: summary.model, createdAt: summary.createdAt.toISOString() } : null,
    assumptions,
    stamp: stampOf(actor, dealCanonicalInputs(type, strategy.inputs), datasetsOf(nyc), now),
  };
}

/** Every property of the organization's portfolio with its card figures and latest strategy. */
export async function assembleTeamReport(deps: ReportDeps, actor: ReportActor, scope: OrganizationScope, now: Date): Promise<TeamReportData> {
  const { db } = deps;
  const items = await listPortfolioWithProperties(db, scope.organizationId);
  const strategyIds = items.map((i) => i.item.strategyId).filter((id): id is number => typeof id === 'number');
  const byId = new Map((await findStrategiesOfOrganization(db, scope.organizationId, strategyIds)).map((s) => [s.id, s]));
  const strategies: StrategyRow[] = [];
  const rows: TeamReportRow[] = [];
  for (const { item, property } of items) {
    const strategy = (item.strategyId ? byId.get(item.strategyId) : undefined) ?? (await latestStrategyOf(db, scope.organizationId, item.propertyId));
    if (strategy) strategies.push(strategy);
    // The row's figures are its strategy's (the card figures the engine gives for it, see
    // `portfolioSnapshot`); a property without a strategy shows its own computed metrics.
    const figures: Record<string, unknown> = strategy ? portfolioSnapshot(strategy) : { ...property };
    const figure = (key: keyof TeamReportRow) => (strategy ? num(figures[key]) : num(figures[key]) ?? num(item[key as keyof typeof item]));
    rows.push({
      propertyId: item.propertyId,
      address: [property.address, property.city].filter(Boolean).join(', '),
      strategyId: strategy?.id ?? null,
      strategyType: (strategy?.strategyType as StrategyType | undefined) ?? null,
      purchasePrice: figure('purchasePrice'),
      monthlyRent: figure('monthlyRent'),
      annualNOI: figure('annualNOI'),
      monthlyNetCashFlow: figure('monthlyNetCashFlow'),
      capRate: figure('capRate'),
      cashOnCash: figure('cashOnCash'),
      rehabCost: figure('rehabCost'),
      arv: figure('arv'),
      profit: figure('profit'),
    });
  }
  const name = await organizationName(db, scope.organizationId, actor.id);
  const canonical = {
    organizationId: scope.organizationId,
    rows: rows.map((r) => ({ ...r })),
    strategies: strategies.map((s) => ({ id: s.id, strategyType: s.strategyType, inputs: s.inputs })).sort((a, b) => a.id - b.id),
  };
  return {
    kind: 'team',
    title: `Portfolio — ${name}`,
    organization: { id: scope.organizationId, name },
    rows,
    strategies: strategies.map(strategyOf),
    stamp: stampOf(actor, canonical, [], now),
  };
}

// ---------------------------------------------------------------------------------------------
// Rendering

/** The organization's branding when the format is the branded PDF (loaded here, passed to the renderer). */
async function brandingFor(db: Database, format: ReportFormat, data: ReportData): Promise<OrganizationBranding | undefined> {
  return format === 'pdf-branded' && data.kind === 'deal' ? loadOrganizationBranding(db, data.organization.id) : undefined;
}

/** The file of a report's stored data, in its format, rendered in this thread. */
export async function renderReportFile(db: Database, format: ReportFormat, data: ReportData): Promise<Buffer> {
  return renderReportData(format, data, await brandingFor(db, format, data));
}

function slug(text: string, max = 48): string {
  const s = text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, max)
    .replace(/-+$/, '');
  return s || 'report';
}

function fileNameOf(format: ReportFormat, data: ReportData, now: Date): string {
  const date = now.toISOString().slice(0, 10);
  const ext = fileKind(format);
  if (data.kind === 'team') return `rei-portfolio-${slug(data.organization.name, 40)}-${date}.${ext}`;
  const branded = format === 'pdf-branded' ? '-branded' : '';
  return `rei-${slug(data.strategy.type.replace(/_/g, '-'), 20)}-${slug(data.property?.address ?? `standalone-${data.title}`)}-${date}${branded}.${ext}`;
}

// ---------------------------------------------------------------------------------------------
// The build job: XLSX and PDF are rendered after the answer, by the job queue.

/** What a `report.ready` webhook event says about the report (its file is at `GET /api/reports/{id}/file`). */
function reportEventData(row: Pick<ReportRow, 'id' | 'format' | 'title' | 'strategyId' | 'propertyId'>): Record<string, unknown> {
  return { reportId: row.id, format: row.format, title: row.title, strategyId: row.strategyId, propertyId: row.propertyId, file: `/api/reports/${row.id}/file` };
}

/** The `report-build` job's work: renders the report's stored data and stores the file. */
export async function reportBuildJob(context: JobContext): Promise<Record<string, unknown>> {
  const reportId = Number(context.input['reportId']);
  const row = await findReportById(context.db, reportId);
  // Deleted with its organization, or built already by an earlier attempt.
  if (!row || row.state !== 'building') return { reportId, state: row?.state ?? 'gone' };
  const format = row.format as ReportFormat;
  const data = row.data as unknown as ReportData;
  await context.progress(0, 1);
  const started = performance.now();
  let file: Buffer;
  try {
    ({ bytes: file } = await renderOffThread(format, data, await brandingFor(context.db, format, data)));
  } catch (error) {
    // The renderer refused the data: another attempt would too.
    if (error instanceof ReportRenderError) throw new JobFailure(error.message);
    throw error;
  }
  await updateReport(context.db, reportId, { state: 'ready', file, sizeBytes: file.length, buildMs: Math.round(performance.now() - started), readyAt: new Date(), error: null });
  await emitWebhookEvent(context.db, row.organizationId, 'report.ready', reportEventData(row));
  await context.progress(1, 1);
  return { reportId, state: 'ready', sizeBytes: file.length };
}

/** A build job failed for good: the report reads `failed` with the reason. */
export async function reportBuildFailed(db: Database, job: BackgroundJobRow, reason: string): Promise<void> {
  const reportId = Number(job.input['reportId']);
  if (!Number.isInteger(reportId)) return;
  const row = await findReportById(db, reportId);
  if (row?.state === 'building') await updateReport(db, reportId, { state: 'failed', error: reason.slice(0, 300) });
}

// ---------------------------------------------------------------------------------------------
// API

function toReportResponse(row: ReportListRow | ReportRow, activeShareLinks: number): ReportResponse {
  return {
    id: row.id,
    organizationId: row.organizationId,
    format: row.format as ReportFormat,
    state: row.state,
    error: row.error,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    title: row.title,
    strategyId: row.strategyId,
    strategyType: (row.strategyType as StrategyType | null) ?? null,
    propertyId: row.propertyId,
    createdAt: row.createdAt.toISOString(),
    stamp: row.stamp as unknown as ReportStampResponse,
    activeShareLinks,
  };
}

/**
 * POST /api/reports. Checks the plan (403 TIER_LIMIT naming the plan needed), finds the strategy
 * in the caller's selected organization (else 404), assembles and stores the report data, then
 * renders the file: CSV at once, XLSX and PDF by a `report-build` job (state `building` → `ready`).
 */
export async function createReport(deps: ReportDeps, actor: ReportActor, scope: OrganizationScope, body: ReportCreateBody): Promise<ReportResponse> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  await assertReportFormatAllowed(db, actor.id, body.format);
  let data: ReportData;
  let strategy: StrategyRow | undefined;
  if (isTeamFormat(body.format)) {
    data = await assembleTeamReport(deps, actor, scope, now);
  } else {
    strategy = body.strategyId === undefined ? undefined : await findStrategyById(db, body.strategyId);
    if (!strategy || strategy.organizationId !== scope.organizationId) throw notFound(STRATEGY_NOT_FOUND);
    data = await assembleDealReport(deps, actor, scope, strategy, now);
  }
  const inline = INLINE_FORMATS.includes(body.format);
  const started = performance.now();
  const file = inline ? await renderReportFile(db, body.format, data) : null;
  const row = await insertReport(db, {
    organizationId: scope.organizationId,
    createdBy: actor.id,
    strategyId: strategy?.id ?? null,
    propertyId: strategy?.propertyId ?? null,
    strategyType: strategy?.strategyType ?? null,
    format: body.format,
    state: inline ? 'ready' : 'building',
    title: data.title,
    fileName: fileNameOf(body.format, data, now),
    contentType: CONTENT_TYPES[fileKind(body.format)],
    data: data as unknown as Record<string, unknown>,
    stamp: data.stamp as unknown as Record<string, unknown>,
    inputsSha256: data.stamp.inputsSha256,
    file,
    sizeBytes: file?.length ?? null,
    buildMs: file ? Math.round(performance.now() - started) : null,
    createdAt: now,
    readyAt: file ? now : null,
  });
  if (inline) await emitWebhookEvent(db, scope.organizationId, 'report.ready', reportEventData(row));
  if (!inline) {
    if (!deps.jobs) throw new Error('Building an XLSX or PDF report needs the job queue.');
    try {
      await deps.jobs.enqueue('report-build', { organizationId: scope.organizationId, userId: actor.id, input: { reportId: row.id }, total: 1 });
    } catch (error) {
      await updateReport(db, row.id, { state: 'failed', error: 'The build could not be queued. Create the report again.' });
      throw error;
    }
  }
  return toReportResponse(row, 0);
}

/** GET /api/reports: the selected organization's reports, newest first. */
export async function listReports(deps: ReportDeps, scope: OrganizationScope): Promise<ReportResponse[]> {
  const now = deps.now?.() ?? new Date();
  return (await listReportsOfOrganization(deps.db, scope.organizationId, now)).map((row) => toReportResponse(row, row.activeShareLinks));
}

async function loadReport(db: Database, scope: OrganizationScope, id: number): Promise<ReportRow> {
  const row = await findReportOfOrganization(db, scope.organizationId, id);
  if (!row) throw notFound(REPORT_NOT_FOUND);
  return row;
}

/** GET /api/reports/{id}: one report of the selected organization (poll it while `building`). */
export async function getReport(deps: ReportDeps, scope: OrganizationScope, id: number): Promise<ReportResponse> {
  const now = deps.now?.() ?? new Date();
  const row = await loadReport(deps.db, scope, id);
  return toReportResponse(row, await countActiveShareLinks(deps.db, row.id, now));
}

export interface ReportFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Buffer;
}

/** The stored file of a report; 409 while it is still being built, or when building failed. */
export function storedFile(row: ReportRow): ReportFile {
  if (row.state === 'ready' && row.file) return { fileName: row.fileName, contentType: row.contentType, bytes: row.file };
  if (row.state === 'failed') throw new ApiError(409, ERROR_CODES.conflict, `The file could not be built: ${row.error ?? 'unknown error'}. Create the report again.`);
  throw new ApiError(409, ERROR_CODES.conflict, 'The file is still being built. Try again in a moment.', undefined, { 'retry-after': '1' });
}

/** GET /api/reports/{id}/file. */
export async function reportFile(deps: ReportDeps, scope: OrganizationScope, id: number): Promise<ReportFile> {
  return storedFile(await loadReport(deps.db, scope, id));
}

/** Renders a stored report's data again (same numbers; same bytes for CSV and PDF). */
export async function rerenderReport(db: Database, row: Pick<ReportRow, 'format' | 'data'>): Promise<Buffer> {
  return renderReportFile(db, row.format as ReportFormat, row.data as unknown as ReportData);
}

// ---------------------------------------------------------------------------------------------
// Share links

const DAY_MS = 86_400_000;

/** 32 random bytes (256 bits), base64url: 43 characters. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

function linkStatus(link: ShareLinkRow, now: Date): ShareLinkResponse['status'] {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

function toShareLinkResponse(link: ShareLinkRow, now: Date): ShareLinkResponse {
  return {
    id: link.id,
    reportId: link.reportId,
    tokenPrefix: link.tokenPrefix,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    views: link.views,
    lastViewedAt: link.lastViewedAt?.toISOString() ?? null,
    status: linkStatus(link, now),
  };
}

/**
 * POST /api/reports/{id}/share: a new link; the token is answered once and only its SHA-256 is kept.
 *
 * A link hands the report's file to anyone who holds it, so making one is an export: the caller's plan
 * today must include the report's format (403 TIER_LIMIT naming the plan otherwise). After a downgrade,
 * links made while the plan included the format keep working until they expire or are revoked; no new
 * ones are made (the Subscription page says so).
 */
export async function createShareLink(deps: ReportDeps, actor: ReportActor, scope: OrganizationScope, reportId: number, expiresInDays: number | undefined): Promise<ShareLinkCreatedResponse> {
  const now = deps.now?.() ?? new Date();
  const report = await loadReport(deps.db, scope, reportId);
  await assertReportFormatAllowed(deps.db, actor.id, report.format as ReportFormat);
  const token = newShareToken();
  const link = await insertShareLink(deps.db, {
    reportId: report.id,
    organizationId: report.organizationId,
    tokenSha256: sha256Hex(token),
    tokenPrefix: token.slice(0, 6),
    createdBy: actor.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + (expiresInDays ?? SHARE_LINK_DEFAULT_DAYS) * DAY_MS),
  });
  await writeAuditLog(deps.db, {
    actorUserId: actor.id,
    action: 'report.share.create',
    resourceType: 'report',
    resourceId: report.id,
    organizationId: report.organizationId,
    outcome: AUDIT_OUTCOMES.success,
    detail: { shareLinkId: link.id, expiresAt: link.expiresAt.toISOString() },
    ip: deps.ip ?? null,
  });
  const base = (deps.publicUrl ?? '').replace(/\/+$/, '');
  return { url: `${base}/r/${token}`, token, reportId: report.id, expiresAt: link.expiresAt.toISOString(), createdAt: link.createdAt.toISOString() };
}

/** GET /api/reports/{id}/share-links. */
export async function listShareLinks(deps: ReportDeps, scope: OrganizationScope, reportId: number): Promise<ShareLinkResponse[]> {
  const now = deps.now?.() ?? new Date();
  const report = await loadReport(deps.db, scope, reportId);
  return (await listShareLinksOfReport(deps.db, scope.organizationId, report.id)).map((link) => toShareLinkResponse(link, now));
}

/** DELETE /api/share-links/{token or id}: revoked at once; another organization's link → 404. */
export async function revokeShareLinkOf(deps: ReportDeps, actorUserId: number, scope: OrganizationScope, tokenOrId: string): Promise<{ revoked: true }> {
  const now = deps.now?.() ?? new Date();
  const link = /^\d{1,10}$/.test(tokenOrId)
    ? await findShareLinkOfOrganization(deps.db, scope.organizationId, Number(tokenOrId))
    : await findShareLinkByHash(deps.db, sha256Hex(tokenOrId));
  if (!link || link.organizationId !== scope.organizationId) throw notFound(SHARE_LINK_NOT_FOUND);
  await revokeShareLink(deps.db, link.id, now);
  await writeAuditLog(deps.db, {
    actorUserId: actorUserId,
    action: 'report.share.revoke',
    resourceType: 'report',
    resourceId: link.reportId,
    organizationId: link.organizationId,
    outcome: AUDIT_OUTCOMES.success,
    detail: { shareLinkId: link.id },
    ip: deps.ip ?? null,
  });
  return { revoked: true };
}

/** What a share link opens, or null (unknown, revoked, expired: the caller answers 404). */
export async function openShareLink(
  deps: ReportDeps,
  token: string,
  options: { countView: boolean },
): Promise<{ report: ReportRow; link: ShareLinkRow } | null> {
  const now = deps.now?.() ?? new Date();
  const link = await findShareLinkByHash(deps.db, sha256Hex(token));
  if (!link || linkStatus(link, now) !== 'active') return null;
  if (options.countView && !(await countShareLinkView(deps.db, link.id, now))) return null;
  const report = await findReportById(deps.db, link.reportId);
  if (!report || report.organizationId !== link.organizationId) return null;
  return { report, link };
}
