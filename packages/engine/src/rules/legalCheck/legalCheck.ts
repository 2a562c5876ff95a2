import { NYC_DATASETS, type NycDatasetKey } from '../../domain/datasets';

/**
 * Every legal and distress statement is one of three states, never two: `found` (with its source
 * and date), `none_found` (checked: the datasets and their as-of dates), or `not_checked` (which
 * dataset was unreachable or never imported). "Clear" is said only when every matter was checked
 * and none was found.
 */
export const LEGAL_CHECK_STATES = ['found', 'none_found', 'not_checked'] as const;
export type LegalCheckState = (typeof LEGAL_CHECK_STATES)[number];

/** The legal matters the public record can answer, and the datasets each needs. */
export const LEGAL_MATTERS = [
  { kind: 'eviction', label: 'Evictions', datasets: ['evictions'] },
  { kind: 'taxLien', label: 'Tax liens', datasets: ['tax-liens'] },
  { kind: 'foreclosure', label: 'Foreclosure', datasets: ['acris-master', 'acris-legals', 'acris-parties'] },
] as const satisfies readonly { kind: string; label: string; datasets: readonly NycDatasetKey[] }[];
export type LegalMatterKind = (typeof LEGAL_MATTERS)[number]['kind'];

/** One dataset's part in a check: its title and as-of date, or why it was not read. */
export interface LegalCheckDataset {
  readonly key: string;
  readonly title: string;
  /** YYYY-MM-DD, null when the source did not say. */
  readonly asOf: string | null;
}

export interface LegalCheckGap {
  readonly key: string;
  readonly title: string;
  /** `unreachable`: the live source did not answer just now; `not_imported`: never imported and no live source; `no_record`: the property has no public record (no tax lot). */
  readonly reason: 'unreachable' | 'not_imported' | 'no_record' | 'locked';
  /** `locked`: the plan that shows this dataset. */
  readonly plan?: string;
}

/** One matter's state. */
export interface LegalMatterCheck {
  readonly kind: LegalMatterKind;
  readonly label: string;
  readonly state: LegalCheckState;
  /** `found`: what was found (a status) and where. */
  readonly finding: { readonly status: string; readonly source: string | null } | null;
  /** The datasets read for this matter (with their as-of dates). */
  readonly checked: readonly LegalCheckDataset[];
  /** The datasets this matter needed and could not read. */
  readonly notChecked: readonly LegalCheckGap[];
  /**
   * What the sentence says after the label and the state words ("— DOF Tax Lien Sale Lists could
   * not be reached."), for a screen that shows the label and state itself (a badge) and must not
   * repeat them.
   */
  readonly detail: string;
  /** The state in one sentence a person reads ("Tax liens: not checked — DOF Tax Lien Sale Lists could not be reached."). */
  readonly sentence: string;
}

export interface LegalCheck {
  readonly matters: readonly LegalMatterCheck[];
  /** `found`: at least one matter found; `clear`: every matter checked, none found; `incomplete`: none found in what was checked, but not everything was. */
  readonly verdict: 'found' | 'clear' | 'incomplete';
  /** The verdict in one line ("Checked, none found: …", "Not checked: …", "Found: …"). */
  readonly headline: string;
}

/** Provenance of a dataset read for the lot (the record's `checkedDatasets`). */
export interface LegalCheckProvenance {
  /** Dataset key (`evictions`) or `soda:<id>` for the live source. */
  readonly dataset: string;
  readonly title?: string;
  readonly asOf?: string | null;
  readonly retrievedAt?: string | null;
}

export interface LegalCheckInput {
  /**
   * The lot's public record: which datasets were not imported (`missingDatasets`), not reachable
   * (`unreachableDatasets`), and which were read (`checkedDatasets`); null when the property has
   * no public record at all (no tax lot, or the record could not be read).
   */
  readonly record: {
    readonly missingDatasets: readonly string[];
    readonly unreachableDatasets?: readonly string[] | null;
    readonly checkedDatasets?: readonly LegalCheckProvenance[] | null;
    /** Datasets the caller's plan does not show, with the plan that does. */
    readonly lockedBlocks?: readonly { readonly datasets: readonly string[]; readonly plan: string }[] | null;
  } | null;
  /** The matters found, each with its status and source line (null source: the property's own record). */
  readonly found: Partial<Readonly<Record<LegalMatterKind, { readonly status: string; readonly source: string | null }>>>;
}

const TITLES: ReadonlyMap<string, { title: string; sodaIds: readonly string[] }> = new Map(NYC_DATASETS.map((d) => [d.key, { title: d.title, sodaIds: d.sodaIds }]));

function covers(key: string, provenance: LegalCheckProvenance): boolean {
  if (provenance.dataset === key) return true;
  const sodaIds = TITLES.get(key)?.sodaIds ?? [];
  return sodaIds.some((id) => provenance.dataset === `soda:${id}`);
}

const titleOf = (key: string) => TITLES.get(key)?.title ?? key;
const asOfText = (dataset: LegalCheckDataset) => `${dataset.title}, as of ${dataset.asOf ?? 'date not stated'}`;
const GAP_TEXT: Readonly<Record<LegalCheckGap['reason'], string>> = {
  unreachable: 'could not be reached',
  not_imported: 'is not imported',
  no_record: 'was not read: the property has no public record here (no tax lot matched, or the record could not be read)',
  locked: 'is not part of this plan',
};

/** The state as the sentence says it, after the matter's label. */
const STATE_WORDS: Readonly<Record<LegalCheckState, string>> = { found: 'found', none_found: 'checked, none found', not_checked: 'not checked' };

/**
 * The three-state check of a property's legal matters (evictions, tax liens, foreclosure).
 *
 * A matter is `found` when a record of it exists (whatever else was checked); else `none_found`
 * when every dataset it needs was read; else `not_checked`, naming each dataset that was
 * unreachable or not imported. The verdict is `clear` only when every matter is `none_found`.
 *
 * @example
 * legalCheck({ record: null, found: {} }).verdict // 'incomplete' — nothing was checked
 * legalCheck({ record: { missingDatasets: [], checkedDatasets: [{ dataset: 'evictions', asOf: '2024-10-01' }, …] }, found: {} }).verdict // 'clear'
 */
export function legalCheck(input: LegalCheckInput): LegalCheck {
  const { record, found } = input;
  const unreachable = new Set(record?.unreachableDatasets ?? []);
  const missing = new Set(record?.missingDatasets ?? []);
  const matters: LegalMatterCheck[] = LEGAL_MATTERS.map((matter) => {
    const checked: LegalCheckDataset[] = [];
    const notChecked: LegalCheckGap[] = [];
    for (const key of matter.datasets) {
      const title = titleOf(key);
      const lockedBy = record?.lockedBlocks?.find((block) => block.datasets.includes(key));
      if (record === null) notChecked.push({ key, title, reason: 'no_record' });
      else if (lockedBy) notChecked.push({ key, title, reason: 'locked', plan: lockedBy.plan });
      else if (unreachable.has(key)) notChecked.push({ key, title, reason: 'unreachable' });
      else if (missing.has(key)) notChecked.push({ key, title, reason: 'not_imported' });
      else {
        const provenance = record.checkedDatasets?.find((p) => covers(key, p));
        checked.push({ key, title: provenance?.title ?? title, asOf: provenance?.asOf ?? provenance?.retrievedAt?.slice(0, 10) ?? null });
      }
    }
    const finding = found[matter.kind] ?? null;
    const state: LegalCheckState = finding ? 'found' : notChecked.length === 0 ? 'none_found' : 'not_checked';
    const detail =
      state === 'found'
        ? `— ${finding!.status}${finding!.source ? ` (${finding!.source})` : ' (property record in REI)'}.`
        : state === 'none_found'
          ? `(${checked.map(asOfText).join('; ')}).`
          : `— ${notChecked.map((gap) => `${gap.title} ${gap.reason === 'locked' ? `is shown from the ${gap.plan} plan` : GAP_TEXT[gap.reason]}`).join('; ')}.`;
    const sentence = `${matter.label}: ${STATE_WORDS[state]} ${detail}`;
    return { kind: matter.kind, label: matter.label, state, finding, checked, notChecked, detail, sentence };
  });
  const foundMatters = matters.filter((m) => m.state === 'found');
  const unchecked = matters.filter((m) => m.state === 'not_checked');
  const verdict: LegalCheck['verdict'] = foundMatters.length > 0 ? 'found' : unchecked.length === 0 ? 'clear' : 'incomplete';
  const lower = (m: LegalMatterCheck) => m.label.toLowerCase();
  const headline =
    verdict === 'found'
      ? `Found: ${foundMatters.map((m) => `${lower(m)} (${m.finding!.status})`).join('; ')}.${unchecked.length ? ` Not checked: ${unchecked.map(lower).join(', ')}.` : ''}`
      : verdict === 'clear'
        ? `Checked, none found: ${matters.map(lower).join(', ')}.`
        : `Not checked: ${unchecked.map(lower).join(', ')}${unchecked.length < matters.length ? `; checked, none found: ${matters.filter((m) => m.state === 'none_found').map(lower).join(', ')}` : ''}. Legal status unknown until they are checked.`;
  return { matters, verdict, headline };
}
