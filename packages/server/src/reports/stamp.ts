/**
 * The reproducibility stamp: SHA-256 over the canonical JSON of a report's inputs, and the
 * stamp's lines as every format prints them.
 */
import { createHash } from 'node:crypto';
import type { ReportStamp } from './dealReportData';

/**
 * JSON with object keys sorted at every depth and `undefined` members left out, so equal inputs
 * always give the same text (and the same hash) whatever order their keys were written in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
    return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** SHA-256 (hex) of the canonical JSON of `inputs`. */
export function inputsSha256(inputs: unknown): string {
  return sha256Hex(canonicalJson(inputs));
}

/**
 * The stamp as label/value lines, in the order every format prints them. The public share page
 * passes `withEmail: false`: anyone holding the link reads it, so the author is named, not mailed.
 */
export function stampLines(stamp: ReportStamp, { withEmail = true }: { withEmail?: boolean } = {}): { key: string; label: string; value: string }[] {
  const name = stamp.createdBy.name?.trim();
  const by = !withEmail ? (name || 'a member of the organization') : name ? `${name} <${stamp.createdBy.email}>` : stamp.createdBy.email;
  return [
    { key: 'engineVersion', label: 'Engine version', value: stamp.engineVersion },
    { key: 'inputsSha256', label: 'SHA-256 of the canonical inputs', value: stamp.inputsSha256 },
    { key: 'createdAt', label: 'Created at (UTC)', value: stamp.createdAt },
    { key: 'createdBy', label: 'Created by', value: by },
    ...stamp.datasets.map((dataset) => ({
      key: `dataset.${dataset.dataset}`,
      label: `Data as of: ${dataset.title}`,
      value: dataset.asOf ?? 'date not stated',
    })),
  ];
}
