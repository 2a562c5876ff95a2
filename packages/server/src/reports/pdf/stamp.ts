/**
 * The reproducibility stamp as the PDF prints it: three short lines in every page's footer and
 * the stamp section at the end of the report (engine version, input hash, dataset dates, who and when).
 */
import type { ReportStamp } from '../dealReportData';
import type { ReportWriter } from './writer';

/** "2026-11-24 13:05 UTC" from an ISO timestamp; the text itself when it is not one. */
export function utcDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The stamp as the footer prints it: three short lines. */
export function stampLines(stamp: ReportStamp): [string, string, string] {
  const who = stamp.createdBy.name ? `${stamp.createdBy.name} <${stamp.createdBy.email}>` : stamp.createdBy.email;
  const datasets = stamp.datasets.length
    ? stamp.datasets.map((dataset) => `${dataset.title} ${dataset.asOf ?? 'date not stated'}`).join('; ')
    : 'no public dataset used';
  return [`Engine ${stamp.engineVersion} · Inputs SHA-256 ${stamp.inputsSha256}`, `Created ${utcDateTime(stamp.createdAt)} by ${who}`, `Data as of: ${datasets}`];
}

/** The last section: what identifies the figures (engine version, input hash, datasets and their dates). */
export function stampSection(writer: ReportWriter, stamp: ReportStamp): void {
  writer.section('Reproducibility stamp', 80);
  writer.keyValues(
    [
      { label: 'Engine version', value: stamp.engineVersion },
      { label: 'Created', value: utcDateTime(stamp.createdAt) },
      { label: 'Created by', value: stamp.createdBy.name ? `${stamp.createdBy.name} (${stamp.createdBy.email})` : stamp.createdBy.email },
    ],
    1,
  );
  writer.keyValues([{ label: 'SHA-256 of the canonical inputs', value: stamp.inputsSha256 }], 1);
  if (stamp.datasets.length) {
    writer.table(
      [
        { header: 'Dataset', width: 4 },
        { header: 'Key', width: 3 },
        { header: 'As of', width: 2 },
      ],
      stamp.datasets.map((dataset) => [dataset.title, dataset.dataset, dataset.asOf ?? 'not stated']),
      { fontSize: 7.5 },
    );
  }
  writer.note('The same inputs run through the same engine version give the same figures; the hash identifies those inputs.');
}
