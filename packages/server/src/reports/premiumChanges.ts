/**
 * "What changed since the previous premium report of this lot": the differences between two stored
 * premium reports' data — the deal's inputs and results, the public-record facts, the datasets'
 * as-of dates, each dataset block's and each legal matter's state, the owners and the comparables.
 * Pure: two report datas in, a list of before/after lines out.
 */
import type { DealReportData, PremiumChanges, ReportFigure } from './dealReportData';
import { formatReportFigure } from './pdf/figures';

type Change = PremiumChanges['changes'][number];

function diffBy<T>(before: readonly T[], after: readonly T[], key: (item: T) => string, text: (item: T) => string, what: (item: T) => string, out: Change[]): void {
  const old = new Map(before.map((item) => [key(item), item]));
  const now = new Map(after.map((item) => [key(item), item]));
  for (const [k, item] of now) {
    const was = old.get(k);
    if (!was) out.push({ what: what(item), before: 'not in the previous report', after: text(item) });
    else if (text(was) !== text(item)) out.push({ what: what(item), before: text(was), after: text(item) });
  }
  for (const [k, item] of old) if (!now.has(k)) out.push({ what: what(item), before: text(item), after: 'not in this report' });
}

const figureText = (figure: ReportFigure) => (figure.value === null ? 'not defined' : formatReportFigure(figure));
const STATE_WORDS = { found: 'found', none_found: 'checked, none found', not_checked: 'not checked' } as const;

/** The changes from `previous` to `current` (both premium deal reports of one lot). */
export function premiumChangesOf(previous: { id: number; createdAt: string; data: DealReportData }, current: DealReportData): PremiumChanges {
  const changes: Change[] = [];
  const before = previous.data;
  if (before.strategy.type !== current.strategy.type) changes.push({ what: 'Strategy', before: before.strategy.name, after: current.strategy.name });
  diffBy(before.strategy.inputs, current.strategy.inputs, (f) => f.key, figureText, (f) => `Input: ${f.label}`, changes);
  diffBy(
    before.strategy.results.filter((f) => typeof f.value === 'number'),
    current.strategy.results.filter((f) => typeof f.value === 'number'),
    (f) => f.key,
    figureText,
    (f) => `Result: ${f.label}`,
    changes,
  );
  diffBy(before.publicRecord?.facts ?? [], current.publicRecord?.facts ?? [], (f) => f.label, (f) => f.value, (f) => `Public record: ${f.label}`, changes);
  diffBy(before.stamp.datasets, current.stamp.datasets, (d) => d.dataset, (d) => d.asOf ?? 'date not stated', (d) => `Data as of: ${d.title}`, changes);
  const pb = before.premium;
  const pc = current.premium;
  if (pb && pc) {
    diffBy(pb.blocks, pc.blocks, (b) => b.key, (b) => STATE_WORDS[b.state], (b) => `Dataset block: ${b.title}`, changes);
    diffBy(pb.timelineStatements, pc.timelineStatements, (s) => s.key, (s) => `${STATE_WORDS[s.state]}: ${s.sentence}`, (s) => `Legal and distress: ${s.label}`, changes);
    diffBy(pb.ownership.owners, pc.ownership.owners, (o) => o.name.toUpperCase(), (o) => `${o.role} (${o.source})`, (o) => `Owner: ${o.name}`, changes);
    const others = (p: typeof pb) => `${p.ownership.otherBuildings.length} other building(s)`;
    if (others(pb) !== others(pc)) changes.push({ what: "Owner's other buildings", before: others(pb), after: others(pc) });
    const events = (p: typeof pb) => `${p.timeline.length} event(s)`;
    if (events(pb) !== events(pc)) changes.push({ what: 'Legal and distress timeline', before: events(pb), after: events(pc) });
  }
  const comps = (d: DealReportData) => (d.comparables ? `${d.comparables.rows.length} sale(s), average ${d.comparables.avgPricePerSqFt === null ? 'not defined' : `$${d.comparables.avgPricePerSqFt.toLocaleString('en-US')}`} a sq ft` : 'none');
  if (comps(before) !== comps(current)) changes.push({ what: 'Comparable sales', before: comps(before), after: comps(current) });
  return { previousReportId: previous.id, previousCreatedAt: previous.createdAt, changes };
}
