/**
 * One lot through one calculator, as a screen runs it: the deal's inputs sized from the lot the
 * way the deals' prefill sizes them (`dealPrefill`), the preset's values on top, each input
 * labelled with its source and whether a rule estimated it; then the engine's outputs and the
 * buy-box verdict per criterion.
 */
import {
  brrrDefaults,
  buyHoldDefaults,
  calculateBrrr,
  calculateBuyHold,
  calculateFixFlip,
  calculateWholesale,
  dealPrefill,
  EngineInputError,
  evaluateBuyBox,
  fixFlipDefaults,
  formatCurrency,
  NYC_ASSESSMENT_RATIOS,
  nycPropertyKindForBuildingClass,
  splitPropertyFigures,
  wholesaleDefaults,
  type BuyBox,
  type BuyBoxCheck,
  type PrefilledValue,
} from '@rei/engine';
import type { ScreenInput, ScreenStrategyType } from '../../contract/screens';
import type { ScreenLotRow } from '../../db/queries/screenLots';

/** The preset a screen applies: its values, locked fields and name (for the labels). */
export interface ScreenPreset {
  readonly name: string;
  readonly version: number;
  readonly values: Readonly<Record<string, unknown>>;
  readonly lockedFields: readonly string[];
}

export interface ScreenedLot {
  bbl: string;
  address: string | null;
  borough: string;
  latitude: number | null;
  longitude: number | null;
  facts: Record<string, string | number | null>;
  inputs: Record<string, ScreenInput>;
  outputs: Record<string, number | null> | null;
  skipped: string | null;
  passes: boolean | null;
  checks: BuyBoxCheck[];
}

const num = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};
const positive = (value: number | null): value is number => value !== null && value > 0;

/** The tax class DOF would most likely give a building class: 1–3 family houses 1, residential 2, else 4 (an estimate). */
function likelyTaxClass(buildingClass: string | null): 1 | 2 | 4 {
  if (nycPropertyKindForBuildingClass(buildingClass) === 'one_to_three_family') return 1;
  return /^[CDRS]/i.test((buildingClass ?? '').trim()) ? 2 : 4;
}

/**
 * The price a screen assumes for a lot: its last market sale; else DOF's market value implied by
 * PLUTO's assessed total (assessed ÷ the class's statutory assessment ratio, 6 % class 1, 45 %
 * classes 2–4). Both are estimates of today's price, and their labels say which.
 */
export function screenPrice(lot: ScreenLotRow): ScreenInput | null {
  const sale = num(lot.last_sale_price);
  if (positive(sale) && sale >= 1) return { value: sale, estimated: true, source: `DOF last sale ${lot.last_sale_date ?? ''}`.trim() };
  const assessed = num(lot.assess_total);
  if (!positive(assessed)) return null;
  const taxClass = likelyTaxClass(lot.building_class);
  const ratio = NYC_ASSESSMENT_RATIOS[taxClass];
  const value = Math.round((assessed / (ratio / 100)) * 100) / 100;
  return {
    value,
    estimated: true,
    source: `PLUTO assessed total ${formatCurrency(assessed)} ÷ ${ratio} % (class ${taxClass} assessment ratio, class guessed from building class)`,
  };
}

const fromPrefill = (value: PrefilledValue | null): ScreenInput | null =>
  value ? { value: value.value, estimated: value.source.kind !== 'upload', source: value.source.label } : null;

/** What a screen reads of its preset once, not per lot: its values' entries, locked fields and label. */
interface PresetPlan {
  readonly entries: readonly (readonly [string, unknown])[];
  /** The fields `entries` sets. */
  readonly fields: ReadonlySet<string>;
  readonly locked: ReadonlySet<string>;
  readonly label: string;
}
// A batch's lots share one preset object (the worker's task): its plan is made for the first lot.
const presetPlans = new WeakMap<ScreenPreset, PresetPlan>();
function presetPlan(strategyType: ScreenStrategyType, preset: ScreenPreset): PresetPlan {
  let plan = presetPlans.get(preset);
  if (plan === undefined) {
    const locked = new Set(preset.lockedFields);
    // A preset's terms apply to every lot; a property's own figure it holds (one lot's price, rent,
    // rehab…) applies only where the team locked it, never silently to every lot of the city.
    const { terms } = splitPropertyFigures(preset.values);
    const entries = Object.entries(preset.values).filter(([field]) => field in terms || locked.has(field));
    plan = { entries, fields: new Set(entries.map(([field]) => field)), locked, label: `preset “${preset.name}” v${preset.version}` };
    presetPlans.set(preset, plan);
  }
  return plan;
}

/** What the engine's deal prefill sizes for a lot at the price a screen assumes (`dealPrefill`). */
function prefillOf(lot: ScreenLotRow, price: ScreenInput) {
  const units = num(lot.units_total) ?? num(lot.units_residential);
  const lastSale = num(lot.last_sale_price);
  return dealPrefill({
    property: {
      bbl: lot.bbl,
      borough: lot.borough,
      zip: lot.zip_code,
      buildingClass: lot.building_class,
      units: positive(units) ? units : null,
      squareFeet: num(lot.building_area),
      assessTotal: num(lot.assess_total),
      // The lot's own last sale is the market-rent rule's value basis; else the price assumed.
      lastSalePrice: positive(lastSale) ? lastSale : null,
      lastSaleDate: lot.last_sale_date,
      purchasePrice: price.value,
    },
  });
}

/**
 * The calculator's inputs for a lot: starting values (`xDefaults` at the price), the lot-sized
 * figures, and the preset over the starting values. A preset's locked field always wins; an
 * unlocked one gives way to the lot's own figure (price, rent, tax, insurance…).
 */
function inputsFor(strategyType: ScreenStrategyType, lot: ScreenLotRow, price: ScreenInput, preset: ScreenPreset | null) {
  const labelled: Record<string, ScreenInput> = {};
  // The lot-sized figures in the order they are labelled. The defaults' objects are new on every
  // call, so they are the inputs themselves (no copy). Only Buy & Hold and BRRRR size anything
  // from the prefill: Fix & Flip and Wholesale start from the price alone, so they skip it (it
  // was about 40 % of their time per lot).
  let sized: (readonly [string, ScreenInput | null])[];
  let inputs: Record<string, unknown>;
  switch (strategyType) {
    case 'buy_hold': {
      const prefill = prefillOf(lot, price);
      const rent = fromPrefill(prefill.monthlyRent);
      inputs = buyHoldDefaults(price.value, rent?.value) as Record<string, unknown>;
      sized = [
        ['purchasePrice', price],
        ['grossMonthlyRent', rent],
        ['propertyTax', fromPrefill(prefill.annualPropertyTax)],
        ['insurance', fromPrefill(prefill.insurance)],
        ['maintenance', fromPrefill(prefill.maintenance)],
        ['closingCosts', fromPrefill(prefill.closingCosts)],
      ];
      break;
    }
    case 'brrr': {
      const rent = fromPrefill(prefillOf(lot, price).monthlyRent);
      inputs = brrrDefaults({ estimatedValue: price.value, monthlyRent: rent?.value ?? 0 }) as Record<string, unknown>;
      sized = [
        ['purchasePrice', price],
        ['monthlyRent', rent],
      ];
      break;
    }
    case 'fix_flip':
      inputs = fixFlipDefaults(price.value) as Record<string, unknown>;
      sized = [['purchasePrice', price]];
      break;
    case 'wholesale':
      inputs = wholesaleDefaults(price.value) as Record<string, unknown>;
      sized = [];
      break;
  }
  const plan = preset === null ? null : presetPlan(strategyType, preset);
  if (plan !== null) for (const [field, value] of plan.entries) inputs[field] = value;
  for (const [field, value] of sized) {
    if (!value) continue;
    if (plan?.locked.has(field)) continue;
    inputs[field] = value.value;
    labelled[field] = value;
  }
  for (const field of Object.keys(inputs)) {
    const value = inputs[field];
    if (field in labelled || typeof value !== 'number') continue;
    const fromPreset = plan !== null && plan.fields.has(field);
    if (fromPreset) labelled[field] = { value, estimated: false, source: plan!.label };
    // The starting values a calculator derives from the price (ARV, contract price) are estimates too.
    else if (isPriceDerived(strategyType, field)) labelled[field] = { value, estimated: true, source: 'calculator rule from the price' };
    else labelled[field] = { value, estimated: false, source: 'calculator default' };
  }
  return { inputs, labelled };
}

/** Starting values a calculator computes from the price rather than a fixed assumption. */
const PRICE_DERIVED: Readonly<Record<ScreenStrategyType, readonly string[]>> = {
  buy_hold: ['maintenance'],
  brrr: ['purchasePrice', 'afterRepairValue', 'monthlyRent'],
  fix_flip: ['purchasePrice', 'afterRepairValue'],
  wholesale: ['afterRepairValue', 'contractPrice'],
};
const isPriceDerived = (strategyType: ScreenStrategyType, field: string): boolean => PRICE_DERIVED[strategyType].includes(field);

function calculate(strategyType: ScreenStrategyType, inputs: Record<string, unknown>): Record<string, unknown> {
  // The calculators validate their input; a lot whose figures they refuse is skipped with the reason.
  switch (strategyType) {
    case 'buy_hold':
      return calculateBuyHold(inputs as never) as unknown as Record<string, unknown>;
    case 'brrr':
      return calculateBrrr(inputs as never) as unknown as Record<string, unknown>;
    case 'fix_flip':
      return calculateFixFlip(inputs as never) as unknown as Record<string, unknown>;
    case 'wholesale':
      return calculateWholesale(inputs as never) as unknown as Record<string, unknown>;
  }
}

/** The numeric top-level outputs (what a results table sorts and shows). */
function numericOutputs(outputs: Record<string, unknown>): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const key of Object.keys(outputs)) {
    const value = outputs[key];
    if (typeof value === 'number') out[key] = Number.isFinite(value) ? value : null;
    else if (value === null) out[key] = null;
  }
  return out;
}

/** The lot's facts a result shows beside the figures. */
function factsOf(lot: ScreenLotRow): Record<string, string | number | null> {
  return {
    buildingClass: lot.building_class,
    units: num(lot.units_total),
    residentialUnits: num(lot.units_residential),
    yearBuilt: num(lot.year_built) || null,
    lotArea: num(lot.lot_area),
    buildingArea: num(lot.building_area),
    assessedValue: num(lot.assess_total),
    zoning: lot.zone_dist1,
    zipCode: lot.zip_code,
    ownerName: lot.owner_name,
    lastSaleDate: lot.last_sale_date,
    lastSalePrice: num(lot.last_sale_price),
  };
}

/** A screened lot: the lot's own fields and facts, then what the screen found (in `ScreenedLot`'s order, which packing keeps). */
function screened(
  lot: ScreenLotRow,
  inputs: Record<string, ScreenInput>,
  outputs: Record<string, number | null> | null,
  skipped: string | null,
  passes: boolean | null,
  checks: BuyBoxCheck[],
): ScreenedLot {
  return { bbl: lot.bbl, address: lot.address, borough: lot.borough, latitude: num(lot.latitude), longitude: num(lot.longitude), facts: factsOf(lot), inputs, outputs, skipped, passes, checks };
}

/**
 * Screens one lot: inputs sized from it, the calculator's outputs, the buy-box checks. A lot with
 * no price basis (no market sale, no assessed value) or figures the calculator refuses is kept
 * with `skipped` saying why, so the list never silently drops it.
 *
 * @example
 * screenLot(lot, 'buy_hold', null, { cashOnCash: 6 }).checks[0].status // 'pass' | 'fail' | …
 */
export function screenLot(lot: ScreenLotRow, strategyType: ScreenStrategyType, preset: ScreenPreset | null, buyBox: BuyBox | null): ScreenedLot {
  const price = screenPrice(lot);
  if (!price) return screened(lot, {}, null, 'no price basis: no market sale and no assessed value on record', null, []);
  const { inputs, labelled } = inputsFor(strategyType, lot, price, preset);
  try {
    const outputs = calculate(strategyType, inputs);
    const verdict = buyBox ? evaluateBuyBox(buyBox, { strategyType, inputs, outputs }) : null;
    return screened(lot, labelled, numericOutputs(outputs), null, verdict?.passes ?? null, verdict?.checks ?? []);
  } catch (error) {
    if (!(error instanceof EngineInputError)) throw error;
    return screened(lot, labelled, null, `the calculator refused the inputs: ${error.message}`, buyBox ? false : null, []);
  }
}
