/**
 * The citation block of an MCP answer that carries a lot's public record: every dataset the
 * answer's figures came from, with its as-of date, and the datasets that were not checked
 * (never imported, or unreachable just now), so a model quoting the record can say where each
 * statement came from and what was not looked at.
 */
import type { NycProvenance, NycPropertyData } from '../contract';

/** Every `provenance` (one or a list) anywhere in the record, in the order met. */
function provenancesIn(value: unknown, found: NycProvenance[]): void {
  if (Array.isArray(value)) {
    for (const item of value) provenancesIn(item, found);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    if (key === 'provenance' || key === 'checkedDatasets') {
      for (const each of [item].flat()) if (each && typeof each === 'object' && 'dataset' in each) found.push(each as NycProvenance);
    } else {
      provenancesIn(item, found);
    }
  }
}

function citation(source: NycProvenance): string {
  const asOf = source.asOf ? `as of ${source.asOf}` : 'as-of date not stated';
  const retrieved = source.retrievedAt ? `, retrieved ${source.retrievedAt.slice(0, 10)}` : '';
  return `- ${source.title} (dataset ${source.dataset}, NYC Open Data ${source.sourceId}), ${asOf}${retrieved}`;
}

/**
 * Plain-text sources of a public record: one line per dataset read (deduplicated), then the
 * datasets not checked. A null record says that no public record is attached.
 *
 * @example
 * publicRecordSources(answer.nycData) // 'Sources (NYC public records):\n- PLUTO (dataset pluto, …), as of 2024-05-01…'
 */
export function publicRecordSources(record: NycPropertyData | null | undefined): string {
  if (!record) return 'Sources: no NYC public record is attached to this answer (not checked).';
  const found: NycProvenance[] = [];
  provenancesIn(record, found);
  const seen = new Set<string>();
  const lines = ['Sources (NYC public records):'];
  for (const source of found) {
    const key = `${source.dataset}|${source.asOf ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push(citation(source));
  }
  if (seen.size === 0) lines.push('- none of the datasets answered for this lot');
  if (record.missingDatasets.length > 0) lines.push(`Not checked (dataset not imported): ${record.missingDatasets.join(', ')}`);
  if (record.unreachableDatasets && record.unreachableDatasets.length > 0) {
    lines.push(`Not checked (NYC Open Data did not answer just now): ${record.unreachableDatasets.join(', ')}`);
  }
  return lines.join('\n');
}
