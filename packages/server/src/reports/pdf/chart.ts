import { formatCompactCurrency, formatCurrency } from '@rei/engine';
import { pdfSafe } from './pdfText';
import type { PdfTheme } from './theme';

/**
 * Charts drawn as PDF vector paths (rectangles, lines, circles), never as pictures: they stay
 * sharp at any zoom and their labels are text a reader can copy.
 */

export interface ChartBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface ChartSeries {
  readonly name: string;
  readonly values: readonly number[];
  readonly color: string;
  /** Drawn dashed (to tell lines apart without colour). */
  readonly dashed?: boolean;
}

export interface ChartSpec {
  readonly title: string;
  /** One label per point on the x axis ("Y1", "Y2"…). */
  readonly labels: readonly string[];
  /** Bars (one series; negative values hang below the zero line in the theme's negative colour). */
  readonly bars?: ChartSeries;
  /** Lines, on the same axis as the bars. */
  readonly lines?: readonly ChartSeries[];
  /** Tick label text; compact dollars by default. */
  readonly formatTick?: (value: number) => string;
}

/**
 * An axis label: compact dollars ($250K, $1.5M) when the compact form is exact, the full
 * amount otherwise, so a tick never claims $1.3M for 1,250,000.
 */
export function dollarTick(value: number): string {
  const size = Math.abs(value);
  const exact = size >= 1_000_000 ? size % 100_000 === 0 : size >= 1_000 ? size % 1_000 === 0 : true;
  return exact ? formatCompactCurrency(value) : formatCurrency(value);
}

/** A round axis: from ≤ min to ≥ max in steps of 1, 2, 2.5 or 5 × a power of ten; always includes 0. */
export function niceScale(min: number, max: number, targetTicks = 5): { min: number; max: number; step: number } {
  let low = Math.min(0, min);
  let high = Math.max(0, max);
  if (!Number.isFinite(low) || !Number.isFinite(high)) return { min: 0, max: 1, step: 1 };
  if (high === low) high = low + 1;
  const rough = (high - low) / Math.max(1, targetTicks);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power);
  low = Math.floor(low / step) * step;
  high = Math.ceil(high / step) * step;
  return { min: low, max: high, step };
}

const finite = (values: readonly number[]) => values.filter((value) => Number.isFinite(value));

/**
 * Draws a bar-and-line chart into `box`: title, legend, y gridlines with tick labels, a zero
 * line, one bar per label and a polyline per line series. Non-finite values are skipped.
 *
 * @example
 * drawChart(doc, { x: 50, y: 300, width: 512, height: 200 }, theme, {
 *   title: 'Annual cash flow', labels: ['Y1', 'Y2'], bars: { name: 'Cash flow', values: [1200, 1500], color: theme.primary },
 * });
 */
export function drawChart(doc: PDFKit.PDFDocument, box: ChartBox, theme: PdfTheme, spec: ChartSpec): void {
  const formatTick = spec.formatTick ?? dollarTick;
  const all = [...finite(spec.bars?.values ?? []), ...(spec.lines ?? []).flatMap((line) => finite(line.values))];
  const scale = niceScale(all.length ? Math.min(...all) : 0, all.length ? Math.max(...all) : 1);

  const cursor = { x: doc.x, y: doc.y };
  doc.save();
  // Title and legend
  doc.font('Helvetica-Bold').fontSize(9).fillColor(theme.text).text(pdfSafe(spec.title), box.x, box.y, { width: box.width, lineBreak: false });
  const legend = [...(spec.bars ? [{ ...spec.bars, kind: 'bar' as const }] : []), ...(spec.lines ?? []).map((line) => ({ ...line, kind: 'line' as const }))];
  let legendX = box.x;
  const legendY = box.y + 13;
  doc.font('Helvetica').fontSize(7);
  for (const entry of legend) {
    if (entry.kind === 'bar') doc.rect(legendX, legendY + 1, 8, 6).fill(entry.color);
    else {
      doc.moveTo(legendX, legendY + 4).lineTo(legendX + 10, legendY + 4).lineWidth(1.5).strokeColor(entry.color);
      if (entry.dashed) doc.dash(2, { space: 1.5 });
      doc.stroke().undash();
    }
    const name = pdfSafe(entry.name);
    doc.fillColor(theme.muted).text(name, legendX + 13, legendY, { lineBreak: false });
    legendX += 13 + doc.widthOfString(name) + 12;
  }

  // Plot area
  const axisLabelWidth = 46;
  const plot = { x: box.x + axisLabelWidth, y: box.y + 28, width: box.width - axisLabelWidth - 4, height: box.height - 28 - 14 };
  const yOf = (value: number) => plot.y + plot.height - ((value - scale.min) / (scale.max - scale.min)) * plot.height;

  doc.lineWidth(0.5);
  const tickCount = Math.round((scale.max - scale.min) / scale.step);
  for (let index = 0; index <= tickCount; index += 1) {
    const tick = scale.min + index * scale.step;
    const y = yOf(tick);
    doc.moveTo(plot.x, y).lineTo(plot.x + plot.width, y).strokeColor(Math.abs(tick) < scale.step / 1e6 ? theme.muted : theme.rule).stroke();
    doc.fillColor(theme.muted).fontSize(6.5).text(pdfSafe(formatTick(tick)), box.x, y - 3, { width: axisLabelWidth - 4, align: 'right', lineBreak: false });
  }

  const count = Math.max(1, spec.labels.length);
  const slot = plot.width / count;
  const centerOf = (index: number) => plot.x + slot * index + slot / 2;

  if (spec.bars) {
    const barWidth = Math.max(1, Math.min(slot * 0.62, 28));
    const zero = yOf(0);
    spec.bars.values.forEach((value, index) => {
      if (!Number.isFinite(value) || value === 0) return;
      const top = yOf(Math.max(value, 0));
      const height = Math.abs(yOf(value) - zero);
      doc.rect(centerOf(index) - barWidth / 2, top, barWidth, Math.max(height, 0.3)).fill(value < 0 ? theme.negative : spec.bars!.color);
    });
  }

  for (const line of spec.lines ?? []) {
    let started = false;
    doc.lineWidth(1.5).strokeColor(line.color);
    line.values.forEach((value, index) => {
      if (!Number.isFinite(value)) return;
      if (started) doc.lineTo(centerOf(index), yOf(value));
      else doc.moveTo(centerOf(index), yOf(value));
      started = true;
    });
    if (started) {
      if (line.dashed) doc.dash(3, { space: 2 });
      doc.stroke().undash();
      line.values.forEach((value, index) => {
        if (Number.isFinite(value) && count <= 40) doc.circle(centerOf(index), yOf(value), 1.6).fill(line.color);
      });
    }
  }

  // X labels: as many as fit without touching.
  doc.fontSize(6.5).fillColor(theme.muted);
  const widest = Math.max(...spec.labels.map((label) => doc.widthOfString(pdfSafe(label))), 1);
  const every = Math.max(1, Math.ceil((widest + 4) / slot));
  spec.labels.forEach((label, index) => {
    if (index % every !== 0) return;
    doc.text(pdfSafe(label), centerOf(index) - slot * every / 2, plot.y + plot.height + 3, { width: slot * every, align: 'center', lineBreak: false });
  });
  doc.restore();
  doc.x = cursor.x;
  doc.y = cursor.y;
}
