/** The written parts at the end of the PDF: the AI analysis (or built-in template summary) and the assumptions. */
import { isBuiltInSummary, summaryAuthorLabel } from '@rei/engine';
import type { DealReportData } from '../dealReportData';
import { figureTable } from './figureTable';
import { utcDateTime } from './stamp';
import type { ReportWriter } from './writer';

/** The summary's paragraphs, a Markdown heading line as a subheading; nothing when there is none. */
export function aiSummarySection(writer: ReportWriter, data: DealReportData): void {
  const summary = data.aiSummary;
  if (!summary) return;
  const builtIn = isBuiltInSummary(summary.model, summary.provider);
  writer.section(builtIn ? 'Built-in template summary' : 'AI analysis');
  writer.note(`${summaryAuthorLabel(summary.model, summary.provider)}. Written ${utcDateTime(summary.createdAt)} from the figures above; check it against them.`);
  for (const block of summary.text.split(/\n{2,}/)) {
    const text = block.trim();
    if (!text) continue;
    const heading = /^#+\s*(.+)$/.exec(text.split('\n')[0] ?? '');
    if (heading) {
      writer.subheading(heading[1]!);
      const rest = text.split('\n').slice(1).join('\n').trim();
      if (rest) writer.paragraph(rest);
    } else {
      writer.paragraph(text);
    }
  }
}

/** The assumptions the figures rest on (inputs left blank and the defaults used). */
export function assumptionsSection(writer: ReportWriter, data: DealReportData): void {
  writer.section('Assumptions');
  if (data.assumptions.length === 0) writer.paragraph('The deal left no input blank: the figures use only the inputs listed above (the pro forma states its own hold assumptions).');
  else figureTable(writer, 'Assumption', data.assumptions);
}
