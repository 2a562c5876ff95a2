/** A preset's content as a deal recorded it, or as it is now. */
export interface PresetContentView {
  readonly name: string;
  readonly version: number;
  readonly values: Readonly<Record<string, unknown>>;
  readonly lineItems: readonly unknown[];
  readonly lockedFields: readonly string[];
}

/** One field the newer preset version would change in the deal. */
export interface PresetReapplyRow {
  readonly field: string;
  /** The deal's value now (undefined: not set, the calculator's default). */
  readonly dealValue: unknown;
  /** The value the preset had at the version the deal used. */
  readonly recordedValue: unknown;
  /** The newer version's value. */
  readonly newValue: unknown;
  /** The investor changed this field after applying the preset: re-applying keeps their value unless they tick it. */
  readonly changedByHand: boolean;
  /** The team locked it in the newer version: it is always applied. */
  readonly locked: boolean;
}

/** JSON text with object keys sorted, so two values compare by content. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

const fieldValue = (preset: PresetContentView, field: string): unknown =>
  field === 'lineItems' ? (preset.lineItems.length > 0 ? preset.lineItems : undefined) : preset.values[field];

/**
 * What re-applying a newer preset version would change in a deal, field by field: every field
 * whose new value differs from the deal's. A field the investor changed by hand (its value
 * differs from what the recorded version gave it) is marked, so it is kept unless ticked.
 */
export function presetReapplyRows(recorded: PresetContentView, latest: PresetContentView, dealInputs: Readonly<Record<string, unknown>>): PresetReapplyRow[] {
  const fields = [...new Set([...Object.keys(recorded.values), ...Object.keys(latest.values), 'lineItems'])];
  const rows: PresetReapplyRow[] = [];
  for (const field of fields) {
    const newValue = fieldValue(latest, field);
    const recordedValue = fieldValue(recorded, field);
    const dealValue = field === 'lineItems' && Array.isArray(dealInputs[field]) && (dealInputs[field] as unknown[]).length === 0 ? undefined : dealInputs[field];
    if (same(dealValue, newValue)) continue;
    // A field the newer version no longer sets, and the deal never took from the preset, is not the preset's to change.
    if (newValue === undefined && recordedValue === undefined) continue;
    rows.push({ field, dealValue, recordedValue, newValue, changedByHand: !same(dealValue, recordedValue), locked: latest.lockedFields.includes(field) });
  }
  return rows;
}

/** The fields ticked before the investor chooses: every one they did not change by hand, and every locked one. */
export function defaultReapplyChoice(rows: readonly PresetReapplyRow[]): string[] {
  return rows.filter((row) => row.locked || !row.changedByHand).map((row) => row.field);
}

/**
 * The deal's inputs after re-applying: each ticked (or locked) field takes the newer version's
 * value (a field the newer version leaves out is cleared, back to the calculator's default);
 * every other field keeps the deal's value. Never overwrites an unticked field.
 */
export function reappliedInputs(dealInputs: Readonly<Record<string, unknown>>, rows: readonly PresetReapplyRow[], ticked: readonly string[]): Record<string, unknown> {
  const next: Record<string, unknown> = { ...dealInputs };
  for (const row of rows) {
    if (!row.locked && !ticked.includes(row.field)) continue;
    if (row.newValue === undefined) delete next[row.field];
    else next[row.field] = row.newValue;
  }
  return next;
}
