/**
 * The premium due-diligence report (Hunter, format `pdf-premium`): the deal report plus every dataset
 * block of the lot with the source and date of each field, ownership and the owner's other buildings,
 * a legal and distress timeline (violations, liens, evictions, foreclosure, ACRIS documents) with
 * three-state statements, the deal's preset and a sensitivity table, and what changed since the
 * previous premium report of the lot. The request stores the deal report (state `building`); the
 * report-build job assembles the premium section here (`assemblePremiumReport`: the owner and ACRIS
 * look-ups take seconds on a live source), stores it with the report, then renders the PDF.
 */
import {
  ENRICHMENT_BLOCKS,
  NYC_DATASETS,
  type LegalCheck,
  type NycProvenance,
  type StrategyType,
} from '@rei/engine';
import type { NycPropertyData } from '../contract';
import { findPreviousReportOfProperty } from '../db/queries/reports';
import { findStrategyById, type StrategyRow } from '../db/queries/strategies';
import { findUserProfileRow } from '../db/queries/users';
import { conflict, notFound } from '../errors';
import { enrichmentSourceFor } from '../nyc/enrichment';
import type { SodaConfig } from '../nyc/soda/client';
import type {
  DealReportData,
  PremiumBlock,
  PremiumField,
  PremiumOwnership,
  PremiumReportSection,
  PremiumSensitivity,
  PremiumState,
  PremiumTimelineEvent,
  PremiumTimelineStatement,
} from '../reports/dealReportData';
import { engineInputValues } from '../reports/figures';
import { premiumChangesOf } from '../reports/premiumChanges';
import { relatedOwnerLots } from './owners';
import type { OrganizationScope } from './organizationScope';
import { assembleDealReportWithRecord, liveSodaOf, type ReportDeps } from './reportAssembly';
import { computeStrategyOutputs } from './strategies';

const usd = (x: number | null | undefined) => (x === null || x === undefined ? 'not stated' : `$${x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
const whole = (x: number | null | undefined) => (x === null || x === undefined ? 'not stated' : x.toLocaleString('en-US'));

/** "PLUTO (64uk-42ks), as of 2024-10-01". */
export function sourceLine(p: NycProvenance): string {
  return `${p.title} (${p.sourceId}), ${p.asOf ? `as of ${p.asOf}` : 'as-of date not stated'}${p.retrievedAt ? `, retrieved ${p.retrievedAt.slice(0, 10)}` : ''}`;
}

function titleOf(key: string): string {
  return NYC_DATASETS.find((d) => d.key === key)?.title ?? key;
}

/** Whether a provenance line is of one of `keys` (an imported key, or the live `soda:<id>` of one). */
function isOf(p: NycProvenance, keys: readonly string[]): boolean {
  return keys.some((key) => p.dataset === key || (NYC_DATASETS.find((d) => d.key === key)?.sodaIds as readonly string[] | undefined)?.includes(p.sourceId) === true);
}

/** Found / checked and none found / not checked, for a block whose datasets are `keys`. */
function stateOf(nyc: NycPropertyData | null, keys: readonly string[], present: boolean): { state: PremiumState; note: string } {
  if (!nyc) return { state: 'not_checked', note: 'The public record could not be read when this report was made.' };
  const checked = (nyc.checkedDatasets ?? []).filter((p) => isOf(p, keys));
  if (present) return { state: 'found', note: checked.map(sourceLine).join('; ') };
  const unreachable = keys.filter((k) => (nyc.unreachableDatasets ?? []).includes(k));
  const missing = keys.filter((k) => nyc.missingDatasets.includes(k) && !unreachable.includes(k));
  if (checked.length > 0 && unreachable.length === 0 && missing.length === 0) return { state: 'none_found', note: `Checked, none found: ${checked.map(sourceLine).join('; ')}.` };
  const gaps = [...unreachable.map((k) => `${titleOf(k)} could not be reached`), ...missing.map((k) => `${titleOf(k)} is not imported`)];
  return { state: 'not_checked', note: gaps.length ? `Not checked: ${gaps.join('; ')}.` : 'Not checked: no dataset of this block answered for this lot.' };
}

function block(nyc: NycPropertyData | null, key: (typeof ENRICHMENT_BLOCKS)[number]['block'], fields: PremiumField[]): PremiumBlock {
  const spec = ENRICHMENT_BLOCKS.find((b) => b.block === key)!;
  const { state, note } = stateOf(nyc, spec.datasets, fields.length > 0);
  return { key, title: spec.title, state, fields: state === 'found' ? fields : [], note };
}

const field = (label: string, value: string, p: NycProvenance): PremiumField => ({ label, value, source: sourceLine(p), asOf: p.asOf ?? null });

/** Every dataset block of the record, with the source and date on each field. */
export function premiumBlocks(nyc: NycPropertyData | null): PremiumBlock[] {
  const lot = nyc?.lot;
  const lotFields: PremiumField[] = lot
    ? [
        field('Building class', [lot.buildingClass, lot.buildingClassDescription].filter(Boolean).join(' — ') || 'not stated', lot.provenance),
        field('Zoning', [lot.zoneDist1, lot.zoneDist2].filter(Boolean).join(', ') || 'not stated', lot.provenance),
        field('Lot area (sq ft)', whole(lot.lotArea), lot.provenance),
        field('Building area (sq ft)', whole(lot.buildingArea), lot.provenance),
        field('Units (residential / total)', `${whole(lot.unitsResidential)} / ${whole(lot.unitsTotal)}`, lot.provenance),
        field('Floors', whole(lot.numFloors), lot.provenance),
        field('Year built', lot.yearBuilt === null ? 'not stated' : String(lot.yearBuilt), lot.provenance),
        field('Assessed value (land / total)', `${usd(lot.assessLand)} / ${usd(lot.assessTotal)}`, lot.provenance),
      ]
    : [];
  const assessments = nyc?.assessments;
  const v = nyc?.violations;
  const vp = v?.provenance[0];
  const permits = nyc?.permits;
  const c311 = nyc?.complaints311;
  const hpdC = nyc?.hpdComplaints;
  const sale = nyc?.lastSale;
  const comps = nyc?.comparables;
  return [
    block(nyc, 'lot', lotFields),
    block(nyc, 'assessments', assessments ? assessments.years.map((y) => field(`Roll ${y.fiscalYear}: market / assessed / taxable`, `${usd(y.marketValueTotal)} / ${usd(y.assessedValueTotal)} / ${usd(y.taxableValue)}`, assessments.provenance)) : []),
    block(nyc, 'lastSale', sale ? [field('Last sale', `${sale.date}: ${usd(sale.price)}`, sale.provenance)] : []),
    block(nyc, 'salesHistory', sale && nyc ? nyc.salesHistory.map((s) => field(`Sale ${s.date}${s.apartmentNumber ? ` (apt ${s.apartmentNumber})` : ''}`, usd(s.price), sale.provenance)) : []),
    block(
      nyc,
      'violations',
      v && vp
        ? [
            field('HPD violations open / closed', `${v.hpd.open} / ${v.hpd.closed}`, vp),
            field('ECB violations open / closed (balance due)', `${v.ecb.open} / ${v.ecb.closed} (${usd(v.ecb.balanceDue)})`, v.provenance[1] ?? vp),
            field('DOB violations open / closed', `${v.dob.open} / ${v.dob.closed}`, v.provenance[2] ?? vp),
          ]
        : [],
    ),
    block(nyc, 'permits', permits && permits.provenance[0] ? [field('DOB job filings', String(permits.total), permits.provenance[0]), ...permits.recent.slice(0, 5).map((p) => field(`Job ${p.jobId}`, [p.jobType, p.status, p.description].filter(Boolean).join(' · ') || 'no detail', permits.provenance[0]!))] : []),
    block(nyc, 'complaints311', c311 ? [field('311 requests (open)', `${c311.total} (${c311.open})`, c311.provenance), ...c311.topTypes.slice(0, 3).map((t) => field(`311: ${t.complaintType}`, String(t.count), c311.provenance))] : []),
    block(nyc, 'hpdComplaints', hpdC ? [field('HPD complaints open / closed', `${hpdC.open} / ${hpdC.closed}`, hpdC.provenance)] : []),
    block(nyc, 'comparables', comps && comps.comparables.length ? [field('Comparable sales found', String(comps.comparables.length), comps.provenance), field('Average price per sq ft', usd(comps.summary.avgPricePerSqFt), comps.provenance)] : []),
  ];
}

/** The dated legal and distress events, newest first (undated last). */
export function premiumTimeline(nyc: NycPropertyData | null, acris: { records: readonly { docType: string | null; docDate: string | null; recordedDate: string | null; amount: number | null; party1: readonly string[]; party2: readonly string[]; documentId: string }[]; provenance: readonly NycProvenance[] } | null): PremiumTimelineEvent[] {
  const events: PremiumTimelineEvent[] = [];
  const v = nyc?.violations;
  for (const item of v?.recent ?? []) {
    const p = v!.provenance.find((x) => x.title.toUpperCase().includes(item.source.toUpperCase())) ?? v!.provenance[0];
    events.push({ date: item.issuedDate, kind: 'violation', what: `${item.source.toUpperCase()} violation${item.violationClass ? ` class ${item.violationClass}` : ''}, ${item.status}${item.description ? `: ${item.description}` : ''}`, source: p ? sourceLine(p) : 'violations' });
  }
  const ev = nyc?.evictionDetails;
  for (const filing of ev?.filings ?? []) events.push({ date: filing.executedDate, kind: 'eviction', what: `Eviction executed${filing.marshalName ? ` by marshal ${filing.marshalName}` : ''}${filing.apartmentNumber ? `, apartment ${filing.apartmentNumber}` : ''}`, source: sourceLine(ev!.provenance) });
  const lien = nyc?.taxLienDetails;
  if (lien) events.push({ date: lien.filedDate, kind: 'tax_lien', what: `Tax lien: ${lien.status}${lien.lienAmount !== null ? `, ${usd(lien.lienAmount)}` : ''}${lien.taxYear ? `, tax year ${lien.taxYear}` : ''}`, source: sourceLine(lien.provenance) });
  for (const water of nyc?.waterLiens ?? []) events.push({ date: null, kind: 'water_lien', what: `${water.type} ${water.status}${water.amount !== null ? `, ${usd(water.amount)}` : ''}${water.period ? `, ${water.period}` : ''}`, source: lien ? sourceLine(lien.provenance) : 'DOF tax lien sale lists' });
  const fc = nyc?.foreclosureDetails;
  if (fc) events.push({ date: fc.noticeDate, kind: 'foreclosure', what: `${fc.documentType ?? 'Foreclosure'} (${fc.status})${fc.creditor ? `, creditor ${fc.creditor}` : ''}${fc.lienAmount !== null ? `, ${usd(fc.lienAmount)}` : ''}`, source: sourceLine(fc.provenance) });
  const acrisSource = acris?.provenance[0] ? sourceLine(acris.provenance[0]) : 'ACRIS';
  for (const doc of acris?.records ?? []) {
    events.push({ date: doc.docDate ?? doc.recordedDate, kind: 'acris', what: `${doc.docType ?? 'Document'} ${doc.documentId}${doc.amount ? `, ${usd(doc.amount)}` : ''}${doc.party1.length ? `; from ${doc.party1.join(', ')}` : ''}${doc.party2.length ? `; to ${doc.party2.join(', ')}` : ''}`, source: acrisSource });
  }
  return events.sort((a, b) => (a.date === b.date ? 0 : a.date === null ? 1 : b.date === null ? -1 : a.date < b.date ? 1 : -1));
}

/** Three-state statements of the timeline's matters: the legal check's three, violations and ACRIS documents. */
export function premiumStatements(nyc: NycPropertyData | null, check: LegalCheck | null, acrisFound: number | null, blocks: readonly PremiumBlock[]): PremiumTimelineStatement[] {
  const statements: PremiumTimelineStatement[] = (check?.matters ?? []).map((m) => ({ key: m.kind, label: m.label, state: m.state, sentence: m.sentence }));
  const violations = blocks.find((b) => b.key === 'violations');
  if (violations) {
    const open = nyc?.violations ? nyc.violations.hpd.open + nyc.violations.ecb.open + nyc.violations.dob.open : 0;
    statements.push({
      key: 'violations',
      label: 'Open violations (HPD, ECB, DOB)',
      state: violations.state === 'found' && open === 0 ? 'none_found' : violations.state,
      sentence: violations.state === 'found' ? (open > 0 ? `${open} open violation(s). ${violations.note}` : `No open violation. Checked: ${violations.note}`) : violations.note,
    });
  }
  const acrisKeys = ['acris-master', 'acris-legals', 'acris-parties'];
  const acrisState = stateOf(nyc, acrisKeys, (acrisFound ?? 0) > 0);
  statements.push({
    key: 'acris',
    label: 'ACRIS documents (deeds, mortgages, lis pendens)',
    state: acrisFound === null ? 'not_checked' : acrisState.state,
    sentence: acrisFound === null ? 'Not checked: the ACRIS datasets are not imported or could not be reached.' : acrisFound > 0 ? `${acrisFound} document(s) recorded. ${acrisState.note}` : acrisState.note,
  });
  return statements;
}

interface SensitivitySpec {
  readonly metric: string;
  readonly label: string;
  readonly unit: 'usd' | 'percent';
  readonly row: { key: string; label: string; unit: 'usd' | 'percent'; steps: readonly number[]; mode: 'times' | 'plus' };
  readonly column: { key: string; label: string; unit: 'usd' | 'percent'; steps: readonly number[]; mode: 'times' | 'plus' };
}

const PRICE_STEPS = [0.9, 0.95, 1, 1.05, 1.1];
const RATE_STEPS = [-1, -0.5, 0, 0.5, 1];
const SENSITIVITY: Readonly<Record<StrategyType, SensitivitySpec>> = {
  buy_hold: { metric: 'cashOnCashReturn', label: 'Cash-on-cash return (%)', unit: 'percent', row: { key: 'purchasePrice', label: 'Purchase price', unit: 'usd', steps: PRICE_STEPS, mode: 'times' }, column: { key: 'interestRate', label: 'Interest rate', unit: 'percent', steps: RATE_STEPS, mode: 'plus' } },
  fix_flip: { metric: 'profit', label: 'Profit (USD)', unit: 'usd', row: { key: 'purchasePrice', label: 'Purchase price', unit: 'usd', steps: PRICE_STEPS, mode: 'times' }, column: { key: 'interestRate', label: 'Interest rate', unit: 'percent', steps: RATE_STEPS, mode: 'plus' } },
  brrr: { metric: 'monthlyNetCashFlow', label: 'Net cash flow a month (USD)', unit: 'usd', row: { key: 'purchasePrice', label: 'Purchase price', unit: 'usd', steps: PRICE_STEPS, mode: 'times' }, column: { key: 'refinanceRate', label: 'Refinance rate', unit: 'percent', steps: RATE_STEPS, mode: 'plus' } },
  wholesale: { metric: 'investorProfit', label: "End investor's profit (USD)", unit: 'usd', row: { key: 'contractPrice', label: 'Contract price', unit: 'usd', steps: PRICE_STEPS, mode: 'times' }, column: { key: 'assignmentFee', label: 'Assignment fee', unit: 'usd', steps: [0.5, 0.75, 1, 1.25, 1.5], mode: 'times' } },
  creative_financing: { metric: 'monthlyNetCashFlow', label: 'Net cash flow a month (USD)', unit: 'usd', row: { key: 'propertyValue', label: 'Property value', unit: 'usd', steps: PRICE_STEPS, mode: 'times' }, column: { key: 'monthlyRent', label: 'Monthly rent', unit: 'usd', steps: PRICE_STEPS, mode: 'times' } },
};

const step = (base: number, by: number, mode: 'times' | 'plus') => Math.round((mode === 'times' ? base * by : base + by) * 100) / 100;

/** The strategy's headline figure recomputed by the engine over a 5 × 5 grid around the deal's own two inputs. */
export function premiumSensitivity(type: StrategyType, inputs: Readonly<Record<string, unknown>>): PremiumSensitivity | null {
  const spec = SENSITIVITY[type];
  const values = engineInputValues(type, inputs);
  const rowBase = values[spec.row.key];
  const columnBase = values[spec.column.key] ?? 0;
  if (typeof rowBase !== 'number' || typeof columnBase !== 'number') return null;
  const rows = spec.row.steps.map((s) => step(rowBase, s, spec.row.mode));
  const columns = spec.column.steps.map((s) => Math.max(0, step(columnBase, s, spec.column.mode)));
  const cells = rows.map((r) =>
    columns.map((c) => {
      try {
        const out = computeStrategyOutputs(type, { ...inputs, [spec.row.key]: r, [spec.column.key]: c });
        const figure = out[spec.metric];
        return typeof figure === 'number' ? figure : null;
      } catch {
        return null;
      }
    }),
  );
  return { metric: spec.label, unit: spec.unit, rowInput: spec.row.label, columnInput: spec.column.label, rows, columns, rowUnit: spec.row.unit, columnUnit: spec.column.unit, cells };
}

async function ownershipOf(db: ReportDeps['db'], soda: SodaConfig | null, nyc: NycPropertyData | null, bbl: string | null): Promise<PremiumOwnership> {
  const owners = (nyc?.owners ?? []).map((o) => ({ name: o.name, role: o.role === 'managing-agent' ? 'managing agent' : 'owner', source: titleOf(o.source), asOf: o.asOf }));
  const ownersBlock = stateOf(nyc, ENRICHMENT_BLOCKS.find((b) => b.block === 'owners')!.datasets, owners.length > 0);
  if (!bbl) return { state: 'not_checked', owners, otherBuildings: [], searched: false, sources: ['The property is not matched to a tax lot: no owner record was searched.'] };
  const related = await relatedOwnerLots(db, soda, bbl, () => undefined).catch(() => null);
  if (!related) return { state: ownersBlock.state, owners, otherBuildings: [], searched: false, sources: ["The owner's other buildings could not be searched just now."] };
  return {
    state: ownersBlock.state,
    owners,
    searched: related.owners.length > 0 && related.sources.some((s) => s.mode !== 'unavailable'),
    otherBuildings: related.results.map((lot) => {
      const match = lot.matches[0];
      return { bbl: lot.bbl, address: lot.address, borough: lot.borough, matched: match ? `${match.name} (${match.role})` : '', source: match ? (match.source === 'hpd' ? 'HPD registrations' : 'ACRIS parties') : '', asOf: match?.asOf ?? null };
    }),
    sources: [
      related.owners.length ? `Searched for: ${related.owners.join('; ')}.` : 'The record names no owner to search for.',
      ...related.sources.map((s) => (s.mode === 'unavailable' ? `${s.title}: not searched (${s.problem ?? 'not imported and not reachable'}).` : `${s.title}: searched (${s.mode}${s.provenance[0]?.asOf ? `, as of ${s.provenance[0].asOf}` : ''}).`)),
    ],
  };
}

/**
 * The premium sections of a deal report: every block, ownership, the timeline with its statements,
 * the preset, the sensitivity table, and the changes since the lot's previous premium report (the
 * latest ready one made before report `reportId`).
 */
export async function assemblePremiumSection(
  deps: ReportDeps,
  scope: Pick<OrganizationScope, 'organizationId'>,
  strategy: StrategyRow,
  data: DealReportData,
  nyc: NycPropertyData | null,
  reportId: number,
): Promise<PremiumReportSection> {
  const bbl = data.property?.bbl ?? null;
  const blocks = premiumBlocks(nyc);
  // The owner and ACRIS lookups honour the admin toggle `live_nyc_data` as the deal's record does.
  const soda = await liveSodaOf(deps);
  let acris: Parameters<typeof premiumTimeline>[1] = null;
  if (bbl && nyc) {
    const lookup = await enrichmentSourceFor(deps.db, soda)
      .acrisDocuments(bbl)
      .catch(() => null);
    if (lookup?.available) acris = { records: lookup.records, provenance: lookup.provenance };
  }
  const preset = strategy.preset ? { name: strategy.preset.name, scope: strategy.preset.scope, version: strategy.preset.version } : null;
  const section: PremiumReportSection = {
    blocks,
    ownership: await ownershipOf(deps.db, soda, nyc, bbl),
    timeline: premiumTimeline(nyc, acris),
    timelineStatements: premiumStatements(nyc, data.legalCheck ?? null, acris ? acris.records.length : null, blocks),
    preset,
    sensitivity: premiumSensitivity(strategy.strategyType as StrategyType, strategy.inputs),
    changes: null,
  };
  if (strategy.propertyId === null) return section;
  const previous = await findPreviousReportOfProperty(deps.db, scope.organizationId, strategy.propertyId, 'pdf-premium', reportId);
  if (!previous) return section;
  return { ...section, changes: premiumChangesOf({ id: previous.id, createdAt: previous.createdAt.toISOString(), data: previous.data as unknown as DealReportData }, { ...data, premium: section }) };
}

/** The title of a premium report: "Due diligence — " and the deal report's title. */
export const premiumTitle = (dealTitle: string) => `Due diligence — ${dealTitle}`;

/** A premium report stored by the request, as the report-build job completes it. */
export interface PremiumBuild {
  readonly reportId: number;
  readonly organizationId: number;
  readonly strategyId: number | null;
  /** Who asked for it: the record is read as their plan shows it. */
  readonly authorId: number | null;
  /** The deal report the request stored (no premium section yet). */
  readonly data: DealReportData;
}

/** Why a premium report could not be completed; the report reads `failed` with it. */
export const PREMIUM_STRATEGY_GONE = 'The strategy was deleted before its premium report was built. Create the report again from a saved strategy.';
export const PREMIUM_AUTHOR_GONE = "The account that asked for this premium report was deleted before it was built.";
export const PREMIUM_STRATEGY_CHANGED = 'The strategy was changed while its premium report was being built. Create the report again.';

/**
 * The premium report's data, assembled by the report-build job: the deal report made again as of
 * the request's time (the stamp's `createdAt`) with the author's plan, so the deal, its record and
 * the premium section come from one reading of the lot's record, then the premium section. The
 * stamp's dataset dates are those of this reading. Throws a 4xx ApiError (the job fails the report
 * with its message, no retry) when the strategy or the author is gone or the strategy's inputs are
 * no longer those the request stamped.
 */
export async function assemblePremiumReport(deps: ReportDeps, build: PremiumBuild): Promise<DealReportData> {
  const strategy = build.strategyId === null ? undefined : await findStrategyById(deps.db, build.strategyId);
  if (!strategy || strategy.organizationId !== build.organizationId) throw notFound(PREMIUM_STRATEGY_GONE);
  const author = build.authorId === null ? undefined : await findUserProfileRow(deps.db, build.authorId);
  if (!author) throw notFound(PREMIUM_AUTHOR_GONE);
  const scope = { organizationId: build.organizationId };
  const now = new Date(build.data.stamp.createdAt);
  const { data: deal, nyc } = await assembleDealReportWithRecord(deps, { id: author.id, email: author.email, fullName: author.fullName }, scope, strategy, now);
  if (deal.stamp.inputsSha256 !== build.data.stamp.inputsSha256) throw conflict(PREMIUM_STRATEGY_CHANGED);
  // The stored title names the file already; the deal's name may have changed since.
  const data: DealReportData = { ...deal, title: build.data.title };
  return { ...data, premium: await assemblePremiumSection(deps, scope, strategy, data, nyc, build.reportId) };
}
