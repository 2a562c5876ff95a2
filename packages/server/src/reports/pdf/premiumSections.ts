/**
 * The premium due-diligence sections of the PDF (format `pdf-premium`, see `PremiumReportSection`):
 * what changed since the lot's previous premium report, every dataset block with the source and
 * date of each field, ownership and the owner's other buildings, the legal and distress timeline
 * with its three-state statements, the price-per-square-foot chart of the comparables, the preset
 * and the sensitivity table.
 */
import { formatCurrency, formatPercent } from '@rei/engine';
import type { DealReportData, PremiumReportSection, PremiumState } from '../dealReportData';
import { drawChart } from './chart';
import { dollarsAndCents, wholeDollars } from './figures';
import type { ReportWriter } from './writer';

const STATE = { found: 'Found', none_found: 'Checked, none found', not_checked: 'Not checked' } as const satisfies Record<PremiumState, string>;

function changesSection(writer: ReportWriter, premium: PremiumReportSection): void {
  writer.section('What changed since the previous premium report of this lot');
  const changes = premium.changes;
  if (!changes) {
    writer.paragraph('This is the first premium report of this lot in your organization: there is nothing earlier to compare with.');
    return;
  }
  const when = changes.previousCreatedAt.slice(0, 10);
  if (changes.changes.length === 0) {
    writer.paragraph(`Nothing changed since report #${changes.previousReportId} of ${when}: the same inputs, results, record, owners and dates.`);
    return;
  }
  writer.note(`Compared with report #${changes.previousReportId} of ${when}: ${changes.changes.length} difference(s).`);
  writer.table(
    [
      { header: 'What', width: 3.6 },
      { header: 'Before', width: 3 },
      { header: 'Now', width: 3 },
    ],
    changes.changes.map((c) => [c.what, c.before, c.after]),
    { fontSize: 7.2 },
  );
}

function blocksSection(writer: ReportWriter, premium: PremiumReportSection): void {
  writer.section('Every dataset of the lot, with its source and date');
  writer.note('Each block is found (its facts, each with the dataset and as-of date), checked with none found (the datasets and dates checked), or not checked (which dataset was not imported or could not be reached).');
  for (const block of premium.blocks) {
    writer.subheading(`${block.title}: ${STATE[block.state]}`);
    if (block.fields.length) {
      writer.table(
        [
          { header: 'Field', width: 3 },
          { header: 'Value', width: 2.8 },
          { header: 'Source and date', width: 4.2 },
        ],
        block.fields.map((f) => [f.label, f.value, f.source]),
        { fontSize: 7 },
      );
    } else {
      writer.note(block.note);
    }
  }
}

function ownershipSection(writer: ReportWriter, premium: PremiumReportSection): void {
  const own = premium.ownership;
  writer.section(`Ownership: ${STATE[own.state]}`);
  if (own.owners.length) {
    writer.table(
      [
        { header: 'Name', width: 4 },
        { header: 'Role', width: 1.6 },
        { header: 'Source', width: 2.6 },
        { header: 'As of', width: 1.4 },
      ],
      own.owners.map((o) => [o.name, o.role, o.source, o.asOf ?? 'not stated']),
      { fontSize: 7.5 },
    );
  }
  writer.subheading("The owner's other buildings");
  for (const line of own.sources) writer.note(line);
  if (own.otherBuildings.length) {
    writer.table(
      [
        { header: 'BBL', width: 1.6 },
        { header: 'Address', width: 3.2 },
        { header: 'Borough', width: 1.3 },
        { header: 'Named as', width: 3 },
        { header: 'Source, as of', width: 2 },
      ],
      own.otherBuildings.map((b) => [b.bbl, b.address ?? 'not stated', b.borough, b.matched, `${b.source}${b.asOf ? `, ${b.asOf}` : ''}`]),
      { fontSize: 7 },
    );
  } else if (own.searched) {
    writer.paragraph('No other building was found under these names in the sources searched above.');
  } else {
    writer.paragraph("Not checked: the owner's other buildings were not searched (see above).");
  }
}

function timelineSection(writer: ReportWriter, premium: PremiumReportSection): void {
  writer.section('Legal and distress timeline');
  writer.table(
    [
      { header: 'Matter', width: 2.4 },
      { header: 'State', width: 1.6 },
      { header: 'What was found, or checked (as of), or not checked', width: 6 },
    ],
    premium.timelineStatements.map((s) => [s.label, STATE[s.state], s.sentence]),
    { fontSize: 7.2 },
  );
  if (premium.timeline.length) {
    writer.subheading('Events, newest first');
    writer.table(
      [
        { header: 'Date', width: 1.3 },
        { header: 'Event', width: 5.5 },
        { header: 'Source', width: 3.2 },
      ],
      premium.timeline.map((e) => [e.date ?? 'undated', e.what, e.source]),
      { fontSize: 7 },
    );
  } else {
    writer.note('No dated event in the datasets checked above (see each statement for what was and was not checked).');
  }
}

function pricePerSqFtChart(writer: ReportWriter, data: DealReportData): void {
  const comps = data.comparables;
  const rows = comps?.rows.filter((r) => r.pricePerSqFt !== null) ?? [];
  if (!comps || rows.length === 0) return;
  const height = 170;
  // the heading stays with its chart: both start a page when the chart would not fit
  writer.section('Comparable sales: price per square foot', height + 30);
  const { doc, theme } = writer;
  writer.ensureSpace(height + 10);
  const top = doc.y;
  const average = comps.avgPricePerSqFt;
  drawChart(doc, { x: writer.left, y: top, width: writer.width, height }, theme, {
    title: 'Price per sq ft of each comparable sale (bars) and their average (line)',
    labels: rows.map((_, i) => `#${i + 1}`),
    bars: { name: 'Price per sq ft', values: rows.map((r) => r.pricePerSqFt!), color: theme.ink },
    ...(average === null ? {} : { lines: [{ name: 'Average', values: rows.map(() => average), color: theme.accentInk, dashed: true }] }),
    formatTick: (v) => wholeDollars(v),
  });
  doc.y = top + height + 8;
  doc.x = writer.left;
  writer.table(
    [
      { header: '#', width: 0.5 },
      { header: 'Address', width: 4 },
      { header: 'Sale date', width: 1.5 },
      { header: 'Price', width: 1.8, align: 'right' },
      { header: '$/sq ft', width: 1.2, align: 'right' },
    ],
    rows.map((r, i) => [String(i + 1), r.address, r.saleDate, wholeDollars(r.salePrice), wholeDollars(r.pricePerSqFt!)]),
    { fontSize: 7 },
  );
  writer.note(comps.provenance);
}

function sensitivitySection(writer: ReportWriter, data: DealReportData, premium: PremiumReportSection): void {
  writer.section('The deal: preset and sensitivity');
  writer.paragraph(premium.preset ? `Made with the ${premium.preset.scope === 'organization' ? 'team' : 'personal'} preset "${premium.preset.name}", version ${premium.preset.version}.` : `Made without a preset: the inputs are the deal's own (${data.strategy.name}).`);
  const s = premium.sensitivity;
  if (!s) return;
  const fmt = (value: number, unit: 'usd' | 'percent') => (unit === 'usd' ? formatCurrency(value, { decimals: 0 }) : formatPercent(value, 2));
  writer.subheading(`${s.metric} by ${s.rowInput.toLowerCase()} (rows) and ${s.columnInput.toLowerCase()} (columns), recomputed by the engine`);
  writer.table(
    [{ header: s.rowInput, width: 1.6 }, ...s.columns.map((c) => ({ header: fmt(c, s.columnUnit), width: 1.3, align: 'right' as const }))],
    s.rows.map((r, i) => [fmt(r, s.rowUnit), ...s.cells[i]!.map((cell) => (cell === null ? 'not defined' : s.unit === 'usd' ? dollarsAndCents(cell) : formatPercent(cell, 2)))]),
    { fontSize: 7.2, boldRows: new Set([Math.floor(s.rows.length / 2)]) },
  );
  writer.note("The middle row and column are the deal's own inputs; each cell changes only those two inputs.");
}

/** The premium sections, in reading order (the deal report's own sections follow). */
export function premiumSections(writer: ReportWriter, data: DealReportData): void {
  const premium = data.premium;
  if (!premium) return;
  changesSection(writer, premium);
  blocksSection(writer, premium);
  ownershipSection(writer, premium);
  timelineSection(writer, premium);
  pricePerSqFtChart(writer, data);
  sensitivitySection(writer, data, premium);
}
