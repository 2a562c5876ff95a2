/**
 * How a screen's results are stored: each lot keeps only what is its own. What every lot of a
 * run shares is stored once, on the screen, as its layout: the inputs no lot changes (calculator
 * defaults, preset values), the outputs' names (a lot stores its outputs as numbers in that order,
 * and their sort keys, what results pages order by), and the buy box's criteria (a lot stores each one's
 * value and status). Packing is lossless by construction: anything of a lot that differs from the
 * layout is stored in full, so unpacking gives back exactly what `screenLot` answered.
 *
 * Why: a result written out in full is about 2.2 KB, most of it the same labels, names and
 * thresholds again; a screen of 100,000 lots spent most of its database time sending, parsing
 * and storing that text. Packed, a Buy & Hold result is about a third of it.
 */
import { evaluateBuyBox, type BuyBox, type BuyBoxCheck } from '@rei/engine';
import type { ScreenInput, ScreenStrategyType } from '../../contract/screens';
import type { ScreenLotRow } from '../../db/queries/screenLots';
import { screenLot, type ScreenedLot, type ScreenPreset } from './screenLot';

type CheckCriterion = Omit<BuyBoxCheck, 'value' | 'status'>;

export interface ScreenResultLayout {
  /** The names of the lot's facts in the order a lot stores their values (optional: layouts before it store facts in full). */
  readonly facts?: readonly string[];
  /** Inputs every lot of the run gets unchanged (calculator defaults, the preset's values). */
  readonly inputs: Readonly<Record<string, ScreenInput>>;
  /** The calculator's numeric outputs in the order a lot stores them. */
  readonly outputs: readonly string[];
  /** The buy box's criteria in the order a lot stores its checks. */
  readonly checks: readonly CheckCriterion[];
}

/** An input as a lot stores it: in full, or `[value, source]` when estimated, `[value, source, false]` when not. */
type PackedInput = ScreenInput | [number, string] | [number, string, false];
/** A check as a lot stores it: `[value, status]` when it is the layout's criterion at that place, else in full. */
type PackedCheck = BuyBoxCheck | [number | null, BuyBoxCheck['status']];

/** A result as `insertScreenResults` stores it. */
export interface PackedResult {
  bbl: string;
  address: string | null;
  borough: string;
  latitude: number | null;
  longitude: number | null;
  /** The facts' values in the layout's order, or the facts in full when the lot has other ones. */
  facts: Record<string, string | number | null> | (string | number | null)[];
  inputs: Record<string, PackedInput>;
  /** True when the lot's inputs are `inputs` and the layout's it leaves out (false: `inputs` are all of them, e.g. a lot without a price has none). */
  layoutInputs: boolean;
  /** The outputs in the layout's order; null when the lot was skipped. */
  values: (number | null)[] | null;
  /** The outputs' sort keys (`sortKey`) in the same order, as a PostgreSQL int8[] literal. */
  sortKeys: string | null;
  /** Outputs the layout has no place for (none when the layout came from the same engine). */
  outputs: Record<string, number | null> | null;
  skipped: string | null;
  passes: boolean | null;
  checks: PackedCheck[];
}

/** A lot no public record describes: what the calculator's starting values and the preset give on their own. */
const BLANK_LOT: ScreenLotRow = {
  bbl: '1000010001',
  borough: 'MN',
  address: null,
  zip_code: null,
  building_class: null,
  units_total: null,
  units_residential: null,
  year_built: null,
  lot_area: null,
  building_area: 1000,
  assess_total: null,
  zone_dist1: null,
  owner_name: null,
  last_sale_date: null,
  last_sale_price: '1000000',
  latitude: null,
  longitude: null,
};

/**
 * The layout of a run: screens a blank lot (a price and nothing else) and keeps the inputs the
 * calculator's defaults and the preset gave it, its outputs' names, and the buy box's criteria.
 */
export function screenResultLayout(strategyType: ScreenStrategyType, preset: ScreenPreset | null, buyBox: BuyBox | null): ScreenResultLayout {
  const blank = screenLot(BLANK_LOT, strategyType, preset, null);
  const inputs: Record<string, ScreenInput> = {};
  for (const [field, input] of Object.entries(blank.inputs)) {
    if (!input.estimated && (input.source === 'calculator default' || input.source.startsWith('preset “'))) inputs[field] = input;
  }
  const checks = buyBox ? evaluateBuyBox(buyBox, { strategyType, inputs: {}, outputs: {} }).checks.map(({ metric, label, comparison, threshold }) => ({ metric, label, comparison, threshold })) : [];
  return { facts: Object.keys(blank.facts), inputs, outputs: Object.keys(blank.outputs ?? {}), checks };
}

const sameInput = (a: ScreenInput, b: ScreenInput | undefined) => b !== undefined && a.value === b.value && a.estimated === b.estimated && a.source === b.source;
const sameCriterion = (a: BuyBoxCheck, b: CheckCriterion | undefined) =>
  b !== undefined && a.metric === b.metric && a.label === b.label && a.comparison === b.comparison && a.threshold === b.threshold;

/** Sort keys are the outputs to the millionth, as whole numbers (at most ±9 × 10^18). */
const SORT_KEY_SCALE = 1_000_000;
const SORT_KEY_LIMIT = 9e18;
/** Sort keys that are whole hundredths (cents, four-place ratios): below 2^31 hundredths V8 writes them as small integers. */
const HUNDREDTHS_PER_KEY = 10_000;
const SMALL_INTEGER = 2 ** 31;

/**
 * An output as the whole number results pages order it by: its value to the millionth (the
 * engine rounds money to cents and ratios to four places, so no two outputs that differ tie),
 * held within int8. Why not the number itself: PostgreSQL in WebAssembly parses a float8 about
 * forty times slower than an int8, which made storing the sortable outputs a third of a screen's
 * database time.
 */
export function sortKey(value: number): string {
  const micros = Math.round(value * SORT_KEY_SCALE);
  // Most outputs are whole cents or four-place ratios: the key is then their hundredths and four
  // zeros. Written so, the digits come from V8's small-integer path instead of its shortest-double
  // one (about 4 times faster, and a 100,000-lot screen writes 2 million keys). Exact: a quotient
  // below 2^31 is an integer only when the division is.
  const hundredths = micros / HUNDREDTHS_PER_KEY;
  if (Number.isInteger(hundredths) && hundredths !== 0 && Math.abs(hundredths) < SMALL_INTEGER) return `${hundredths}0000`;
  return String(Math.min(SORT_KEY_LIMIT, Math.max(-SORT_KEY_LIMIT, micros)));
}

/** The sort keys of the outputs in the layout's order, as an int8[] literal (`{1500000,NULL}`). */
function sortKeysLiteral(values: readonly (number | null)[]): string {
  let literal = '{';
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index]!;
    literal += `${index === 0 ? '' : ','}${value === null ? 'NULL' : sortKey(value)}`;
  }
  return `${literal}}`;
}

// A screen packs every lot of a batch against one layout object (the worker's task): its input
// names are listed once.
const layoutInputNames = new WeakMap<ScreenResultLayout, readonly string[]>();
function inputNamesOf(layout: ScreenResultLayout): readonly string[] {
  let names = layoutInputNames.get(layout);
  if (names === undefined) layoutInputNames.set(layout, (names = Object.keys(layout.inputs)));
  return names;
}

/** Whether an object's own keys are `names`, in that order. */
function keysAre(record: object, names: readonly string[]): boolean {
  let index = 0;
  for (const name of Object.keys(record)) if (name !== names[index++]) return false;
  return index === names.length;
}

/** A screened lot as stored under the layout (null: a screen from before layouts, stored in full). */
export function packResult(result: ScreenedLot, layout: ScreenResultLayout | null): PackedResult {
  const { bbl, address, borough, latitude, longitude, facts, inputs, outputs, skipped, passes, checks } = result;
  if (layout === null) return { bbl, address, borough, latitude, longitude, skipped, passes, facts, inputs, layoutInputs: false, values: null, sortKeys: null, outputs, checks };
  const factsInOrder = layout.facts !== undefined && keysAre(facts, layout.facts);
  // The layout's inputs stand in for the lot's when the lot has every one of them (its own value
  // where it differs); a lot without a price has no inputs at all.
  const layoutInputs = inputNamesOf(layout).every((field) => field in inputs);
  const packedInputs: Record<string, PackedInput> = {};
  for (const field of Object.keys(inputs)) {
    const input = inputs[field]!;
    if (layoutInputs && sameInput(input, layout.inputs[field])) continue;
    packedInputs[field] = input.estimated ? [input.value, input.source] : [input.value, input.source, false];
  }
  const values = outputs ? layout.outputs.map((name) => (typeof outputs[name] === 'number' ? outputs[name] : null)) : null;
  let extra: Record<string, number | null> | null = null;
  // Outputs the layout has no place for: none when the calculator answered the layout's names (the same engine).
  if (outputs && !keysAre(outputs, layout.outputs)) {
    for (const name of Object.keys(outputs)) if (!layout.outputs.includes(name)) (extra ??= {})[name] = outputs[name]!;
  }
  return {
    bbl,
    address,
    borough,
    latitude,
    longitude,
    skipped,
    passes,
    facts: factsInOrder ? layout.facts!.map((name) => facts[name]!) : facts,
    inputs: packedInputs,
    layoutInputs,
    values,
    sortKeys: values ? sortKeysLiteral(values) : null,
    outputs: extra,
    checks: checks.map((check, index) => (sameCriterion(check, layout.checks[index]) ? [check.value, check.status] : check)),
  };
}

/** What a stored result holds of a lot (the columns `screen_results` and `screen_result_outputs` give). */
export interface StoredResult {
  facts: unknown;
  inputs: Record<string, unknown>;
  layoutInputs: boolean;
  checks: unknown[];
  /** `screen_results.outputs`: every output (a screen from before layouts), else those the layout has no place for. */
  outputs: Record<string, number | null> | null;
  /** `screen_results.output_values`: the outputs in the layout's order. */
  outputValues: (number | null)[] | null;
}

/** A stored result's inputs, outputs and checks as `screenLot` answered them. */
export function unpackResult(
  stored: StoredResult,
  layout: ScreenResultLayout | null,
): { facts: Record<string, string | number | null>; inputs: Record<string, ScreenInput>; outputs: Record<string, number | null> | null; checks: BuyBoxCheck[] } {
  let facts = stored.facts as Record<string, string | number | null>;
  if (Array.isArray(stored.facts)) {
    const values = stored.facts as (string | number | null)[];
    facts = Object.fromEntries(layout!.facts!.map((name, index) => [name, values[index] ?? null]));
  }
  const inputs: Record<string, ScreenInput> = {};
  for (const [field, input] of Object.entries(stored.inputs)) {
    inputs[field] = Array.isArray(input) ? { value: input[0] as number, estimated: input[2] !== false, source: input[1] as string } : (input as ScreenInput);
  }
  if (layout !== null && stored.layoutInputs) {
    for (const [field, input] of Object.entries(layout.inputs)) if (!(field in inputs)) inputs[field] = input;
  }
  let outputs = stored.outputs;
  if (layout !== null && stored.outputValues !== null) {
    outputs = {};
    layout.outputs.forEach((name, index) => (outputs![name] = stored.outputValues![index] ?? null));
    Object.assign(outputs, stored.outputs);
  }
  const checks = stored.checks.map((check, index) => {
    if (!Array.isArray(check)) return check as BuyBoxCheck;
    return { ...layout!.checks[index]!, value: check[0] as number | null, status: check[1] as BuyBoxCheck['status'] };
  });
  return { facts, inputs, outputs, checks };
}

/** The names an export has a column for: every fact, input, output and check metric of any result. */
export interface ResultColumns {
  readonly facts: Set<string>;
  readonly inputs: Set<string>;
  readonly outputs: Set<string>;
  readonly checks: Set<string>;
}

/**
 * Adds the names a stored result has once unpacked, in the order `unpackResult` gives them,
 * without unpacking it (an export finds its columns over every result of a screen first).
 */
export function addResultColumns(columns: ResultColumns, stored: StoredResult, layout: ScreenResultLayout | null): void {
  if (Array.isArray(stored.facts)) for (const name of layout!.facts!) columns.facts.add(name);
  else for (const name of Object.keys(stored.facts as object)) columns.facts.add(name);
  for (const field of Object.keys(stored.inputs)) columns.inputs.add(field);
  if (layout !== null && stored.layoutInputs) for (const field of Object.keys(layout.inputs)) columns.inputs.add(field);
  if (layout !== null && stored.outputValues !== null) for (const name of layout.outputs) columns.outputs.add(name);
  if (stored.outputs) for (const name of Object.keys(stored.outputs)) columns.outputs.add(name);
  stored.checks.forEach((check, index) => columns.checks.add(Array.isArray(check) ? layout!.checks[index]!.metric : (check as BuyBoxCheck).metric));
}
