/**
 * The premium due-diligence sections of the PDF (format `pdf-premium`, see `PremiumReportSection`):
 * what changed since the lot's previous premium report, every dataset block with the source and
 * date of each field, ownership and the owner's other buildings, the legal and distress timeline
 * with its three-state statements, the price-per-square-foot chart of the comparables, the preset
 * and the sensitivity table.
 */
import { formatCurrency, formatPercent } from '@rei/engine';
import type { DealReportData, PremiumReportSection } from '../dealReportData';
import { drawChart } from './chart';
import { dollarsAndCents, wholeDollars } from './figures';
import type { ReportWriter } from './writer';
import {
  PREMIUM_BLOCKS_NOTE,
  PREMIUM_FIRST_REPORT,
  PREMIUM_HEADINGS,
  PREMIUM_NO_EVENT,
  PREMIUM_SENSITIVITY_NOTE,
  PREMIUM_STATE_WORDS as STATE,
  premiumChangesLine,
  premiumNoOtherBuildings,
  premiumPresetLine,
  premiumSensitivityCaption,
} from '../premiumWords';

function changesSection(writer: ReportWriter, premium: PremiumReportSection): void {
  writer.section(PREMIUM_HEADINGS.changes);
  const changes = premium.changes;
  if (!changes) {
    writer.paragraph(PREMIUM_FIRST_REPORT);
    return;
  }
  if (changes.changes.length === 0) {
    writer.paragraph(premiumChangesLine(changes));
    return;
  }
  writer.note(premiumChangesLine(changes));
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
  writer.section(PREMIUM_HEADINGS.blocks);
  writer.note(PREMIUM_BLOCKS_NOTE);
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
  writer.section(`${PREMIUM_HEADINGS.ownership}: ${STATE[own.state]}`);
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
  writer.subheading(PREMIUM_HEADINGS.otherBuildings);
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
  } else {
    writer.paragraph(premiumNoOtherBuildings(own.searched));
  }
}

function timelineSection(writer: ReportWriter, premium: PremiumReportSection): void {
  writer.section(PREMIUM_HEADINGS.timeline);
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
    writer.subheading(PREMIUM_HEADINGS.events);
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
    writer.note(PREMIUM_NO_EVENT);
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
  writer.section(PREMIUM_HEADINGS.deal);
  writer.paragraph(premiumPresetLine(data, premium));
  const s = premium.sensitivity;
  if (!s) return;
  const fmt = (value: number, unit: 'usd' | 'percent') => (unit === 'usd' ? formatCurrency(value, { decimals: 0 }) : formatPercent(value, 2));
  writer.subheading(premiumSensitivityCaption(s));
  writer.table(
    [{ header: s.rowInput, width: 1.6 }, ...s.columns.map((c) => ({ header: fmt(c, s.columnUnit), width: 1.3, align: 'right' as const }))],
    s.rows.map((r, i) => [fmt(r, s.rowUnit), ...s.cells[i]!.map((cell) => (cell === null ? 'not defined' : s.unit === 'usd' ? dollarsAndCents(cell) : formatPercent(cell, 2)))]),
    { fontSize: 7.2, boldRows: new Set([Math.floor(s.rows.length / 2)]) },
  );
  writer.note(PREMIUM_SENSITIVITY_NOTE);
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
