/**
 * Assembling a report's data: everything a deal report (or a team export) holds, gathered once from
 * the stored strategy, the property, its NYC public record, the AI summary and the organization
 * (see `reports/dealReportData.ts`). Stored with the report, so rendering it again gives the same numbers.
 */
import { ENGINE_VERSION, STRATEGY_NAMES, legalCheck, legalStatus, type LegalCheck, type LegalMatterKind, nycClosingCosts, nycPropertyKindForBuildingClass, type NycProvenance, type StrategyType } from '@rei/engine';
import type { PropertyResponse, NycPropertyData } from '../contract';
import type { Database } from '../db/client';
import { listAiSummariesOfStrategy } from '../db/queries/aiSummaries';
import { findMembershipWithOrganization } from '../db/queries/organizations';
import { listPortfolioWithProperties } from '../db/queries/portfolio';
import { findDeal } from '../db/queries/deals';
import { findPropertyById } from '../db/queries/properties';
import { findStrategiesOfOrganization, latestStrategyOf, type StrategyRow } from '../db/queries/strategies';
import { notFound } from '../errors';
import type { SodaConfig } from '../nyc/soda/client';
import { featureStatus } from './featureToggles';
import type { DealReportData, ReportClosingCosts, ReportComparables, ReportDatasetAsOf, ReportFact, ReportLegalFlag, ReportStamp, ReportStrategy, TeamReportData, TeamReportRow } from '../reports/dealReportData';
import { engineFilledInputs, engineInputValues, inputFigures, resultFigures } from '../reports/figures';
import { amortizationOf, proFormaOf } from '../reports/dealSchedules';
import { type JobEnqueuer } from '../jobs/jobQueue';
import { inputsSha256 } from '../reports/stamp';
import { withNycData } from './nycProperty';
import type { OrganizationScope } from './organizationScope';
import { toPropertyResponse } from './propertyValues';
import { portfolioSnapshot } from './strategies';

export const STRATEGY_NOT_FOUND = 'Strategy not found';

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


// ---------------------------------------------------------------------------------------------
// Assembly

/**
 * NYC Open Data as a report may ask it: the configured client, or null when none is configured or
 * the admin toggle `live_nyc_data` is off (then every lookup reads the imported tables only).
 */
export async function liveSodaOf(deps: Pick<ReportDeps, 'db' | 'soda'>): Promise<SodaConfig | null> {
  return deps.soda && (await featureStatus(deps.db)).liveNycData ? deps.soda : null;
}

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
      lines: costs.lines.map((line) => ({ key: line.key, name: line.name, rate: line.rate, amount: line.amount, estimate: line.estimate, basis: line.basis })),
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
async function assembleStandaloneDealReport(deps: ReportDeps, actor: ReportActor, scope: Pick<OrganizationScope, 'organizationId'>, strategy: StrategyRow, now: Date): Promise<DealReportData> {
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
export async function assembleDealReport(deps: ReportDeps, actor: ReportActor, scope: Pick<OrganizationScope, 'organizationId'>, strategy: StrategyRow, now: Date): Promise<DealReportData> {
  return (await assembleDealReportWithRecord(deps, actor, scope, strategy, now)).data;
}

/** The deal report's data and the lot's public record it was made from (null: none, or unreadable). */
export async function assembleDealReportWithRecord(deps: ReportDeps, actor: ReportActor, scope: Pick<OrganizationScope, 'organizationId'>, strategy: StrategyRow, now: Date): Promise<{ data: DealReportData; nyc: NycPropertyData | null }> {
  const { db } = deps;
  const type = strategy.strategyType as StrategyType;
  if (strategy.propertyId === null) return { data: await assembleStandaloneDealReport(deps, actor, scope, strategy, now), nyc: null };
  const propertyRow = await findPropertyById(db, strategy.propertyId);
  if (!propertyRow) throw notFound(STRATEGY_NOT_FOUND);
  const property = toPropertyResponse(propertyRow);
  // A record that cannot be read leaves the report without its public-record section.
  const soda = await liveSodaOf(deps);
  // The record as the report's author's plan shows it (blocks above it are named, not printed).
  const nyc: NycPropertyData | null = await withNycData(db, property, soda, actor).then(
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
  const data: DealReportData = {
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
  return { data, nyc };
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

