/**
 * Engine inputs and results as labelled report figures. Labels and units come from the one
 * table of formulas (xlsx/formulas.ts), so the CSV, the workbook and the PDF name a figure alike.
 */
import {
  BUY_HOLD_COMPLIANCE,
  CREATIVE_STRATEGIES,
  FIX_FLIP_RULES,
  brrrInputSchema,
  buyHoldInputSchema,
  creativeFinancingInputSchema,
  fixFlipInputSchema,
  wholesaleInputSchema,
  type CreativeStrategy,
  type StrategyType,
} from '@rei/engine';
import { z } from 'zod';
import type { ReportFigure, ReportUnit } from './dealReportData';
import { STRATEGY_FORMULAS, type FormulaRounding } from './xlsx/formulas';

const INPUT_SCHEMAS: Readonly<Record<StrategyType, z.core.$ZodType>> = {
  buy_hold: buyHoldInputSchema,
  fix_flip: fixFlipInputSchema,
  wholesale: wholesaleInputSchema,
  creative_financing: creativeFinancingInputSchema,
  brrr: brrrInputSchema,
};

/**
 * The values the engine ran on: the stored inputs with the calculator's schema defaults filled
 * in (an optional input the engine fills itself stays absent). Stored inputs were accepted by
 * the engine when saved, so they parse; if they somehow do not, they are used as stored.
 */
export function engineInputValues(strategyType: StrategyType, inputs: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const parsed = z.safeParse(INPUT_SCHEMAS[strategyType], inputs);
  return parsed.success ? { ...(parsed.data as Record<string, unknown>) } : { ...inputs };
}

/** "annualNOI" → "Annual NOI"; "compliance.isCompliant" → "Compliance: is compliant". */
export function humanize(key: string): string {
  return key
    .split('.')
    .map((part) =>
      part
        .replace(/^_/, '')
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
        .toLowerCase()
        .replace(/\b(noi|arv|roi|dscr|ltv)\b/g, (word) => word.toUpperCase()),
    )
    .map((part, i, all) => (i === 0 ? part.charAt(0).toUpperCase() + part.slice(1) : part) + (i < all.length - 1 ? ':' : ''))
    .join(' ');
}

function unitOfRounding(key: string, round: FormulaRounding, value: unknown): ReportUnit {
  if (typeof value === 'boolean') return 'flag';
  if (typeof value === 'string') return 'text';
  // A percent the engine passes through as entered (the finder's fee %): a percent, not a count.
  if (round === 'none' && /(Percent|Percentage)$/.test(key)) return 'percent';
  if (round === 'money') return 'usd';
  if (round === 'percent') return 'percent';
  if (round === 'ratio') return /roi|Roi|Percent|Return|ltv/i.test(key) && !/costToArv|leverage|dscr|horizon/i.test(key) ? 'percent' : key === 'horizonYears' ? 'years' : 'ratio';
  if (round === 'whole') return 'count';
  return typeof value === 'number' ? 'count' : 'text';
}

const INPUT_UNIT_HINTS: readonly [RegExp, ReportUnit][] = [
  [/Percent$|Rate$|LTV$|Roi$/i, 'percent'],
  [/^(loanTerm)$/, 'years'],
  // The year a land contract's (or wrap's) balance falls due: a year count, not dollars.
  [/^balloonYear$/, 'years'],
  [/Months$|Term$|holdingTime/, 'months'],
  [/^daysToClose$/, 'count'],
  [/^is[A-Z]/, 'flag'],
  [/^strategy$/, 'text'],
];

function inputUnit(key: string, value: unknown): ReportUnit {
  if (typeof value === 'boolean') return 'flag';
  if (typeof value === 'string') return 'text';
  for (const [pattern, unit] of INPUT_UNIT_HINTS) if (pattern.test(key)) return unit;
  return 'usd';
}

/**
 * Whether the deal uses an input: a finder's fee only when bought through a wholesaler; a
 * creative structure only the inputs its form shows (`CREATIVE_STRATEGIES[…].visibleFields`),
 * so a lease option prints no note rate. An unused input is left out of the report.
 */
export function inputIsUsed(strategyType: StrategyType, key: string, values: Readonly<Record<string, unknown>>): boolean {
  if (key === 'wholesaleFeePercent') return values['isWholesaled'] === true;
  if (strategyType === 'creative_financing' && key !== 'strategy') {
    const structure = CREATIVE_STRATEGIES[values['strategy'] as CreativeStrategy] as (typeof CREATIVE_STRATEGIES)[CreativeStrategy] | undefined;
    return structure ? (structure.visibleFields as readonly string[]).includes(key) : true;
  }
  return true;
}

/** Report labels where the workbook's Inputs sheet label names identifiers a person types there. */
const REPORT_INPUT_LABELS: Readonly<Record<string, string>> = { strategy: 'Structure' };

/** Where the engine puts the value it used for an optional input left blank, and its rule in words. */
const FILLED_BY: Readonly<Partial<Record<StrategyType, Readonly<Record<string, { readonly result: string; readonly rule: string }>>>>> = {
  buy_hold: {
    maintenance: { result: 'annualMaintenance', rule: "the larger of 1 % of the price and 10 % of a year's rent" },
    closingCosts: { result: 'closingCosts', rule: `${BUY_HOLD_COMPLIANCE.closingCostPercent} % of the price` },
    afterRepairValue: { result: 'compliance.afterRepairValue', rule: `${BUY_HOLD_COMPLIANCE.arvMultiple} × the price` },
  },
  fix_flip: { afterRepairValue: { result: 'afterRepairValue', rule: `${FIX_FLIP_RULES.arvMultiple} × the price` } },
};

function leafAt(results: Readonly<Record<string, unknown>>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, part) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), results);
}

/**
 * The optional inputs the deal left blank and the value the engine used for each, with its rule
 * ("Maintenance: left blank, the engine used $4,200.00 — the larger of 1 % of the price and 10 %
 * of a year's rent"). These, and nothing the deal did not use, are a deal report's assumptions.
 */
export function engineFilledInputs(strategyType: StrategyType, inputs: Readonly<Record<string, unknown>>, results: Readonly<Record<string, unknown>>): ReportFigure[] {
  const values = engineInputValues(strategyType, inputs);
  const filled = FILLED_BY[strategyType] ?? {};
  const figures: ReportFigure[] = [];
  for (const input of STRATEGY_FORMULAS[strategyType].inputs) {
    if (!input.optional || values[input.key] !== undefined || !inputIsUsed(strategyType, input.key, values)) continue;
    const how = filled[input.key];
    const used = how ? leafAt(results, how.result) : undefined;
    if (how && typeof used === 'number') {
      figures.push({ key: input.key, label: `${input.label.replace(/\s*\(.*\)$/, '')}: left blank, the engine used`, value: used, unit: 'usd', note: how.rule });
    }
  }
  return figures;
}

/** Every input the engine ran on and the deal uses, in the formula table's order, labelled. */
export function inputFigures(strategyType: StrategyType, inputs: Readonly<Record<string, unknown>>): ReportFigure[] {
  const values = engineInputValues(strategyType, inputs);
  const spec = STRATEGY_FORMULAS[strategyType];
  const known = new Set(spec.inputs.map((input) => input.key));
  const figures: ReportFigure[] = spec.inputs.filter((input) => inputIsUsed(strategyType, input.key, values)).map((input) => {
    const value = values[input.key];
    return {
      key: input.key,
      label: REPORT_INPUT_LABELS[input.key] ?? input.label,
      value: value === undefined ? null : (value as number | string | boolean | null),
      unit: inputUnit(input.key, value),
      ...(value === undefined && input.optional ? { note: 'left blank (what the engine used, if anything, is under Assumptions)' } : {}),
    };
  });
  for (const [key, value] of Object.entries(values)) {
    if (known.has(key) || value === undefined || typeof value === 'object' || !inputIsUsed(strategyType, key, values)) continue;
    figures.push({ key, label: humanize(key), value: value as number | string | boolean, unit: inputUnit(key, value) });
  }
  return figures;
}

/** Balance schedules nested in a creative result (wrap-around, land contract): left out of the figures. */
const NESTED_SCHEDULES = new Set(['wrap.schedule', 'landContract.schedule']);

/**
 * The unit of a figure nested in a creative structure's own result (`wrap.…`, `landContract.…`):
 * counts of months, the text of what ends the wrap, and money otherwise.
 */
function nestedCreativeUnit(key: string, value: unknown): ReportUnit | undefined {
  if (!key.startsWith('wrap.') && !key.startsWith('landContract.')) return undefined;
  if (typeof value !== 'number') return 'text';
  return /Month(s)?$/.test(key) ? 'count' : 'usd';
}

/** Leaves of a result object as `path → value`, lists of text joined with '; '. `notDefined` is left out. */
function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (value === null || typeof value !== 'object') {
    out.set(prefix, value);
    return;
  }
  // A creative structure's year-by-year balances: their last row is already a figure of its own.
  if (Array.isArray(value) && NESTED_SCHEDULES.has(prefix)) return;
  // Custom lines are itemised one figure each (`lineFigures`).
  if (Array.isArray(value) && prefix === 'lineItems') return;
  if (Array.isArray(value)) {
    out.set(prefix, value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join('; '));
    return;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (prefix === '' && key === 'notDefined') continue;
    flatten(item, prefix === '' ? key : `${prefix}.${key}`, out);
  }
}

interface ListedLine {
  label: string;
  kind: string;
  frequency: string;
  basis: string;
  amount: number;
  value: number;
  overHold: number | null;
}

const LINE_PERIOD: Readonly<Record<string, string>> = { monthly: 'a month', annual: 'a year', one_time: 'once' };
const LINE_BASIS: Readonly<Record<string, string>> = { percent_of_price: '% of price', percent_of_rent: '% of rent', per_unit: 'USD per unit', per_sqft: 'USD per sq ft' };

/**
 * One figure per custom line (`lineItems.<i>`): "Custom line: HOA dues (expense, a month)" with its
 * dollars at its frequency, how it was measured when not in dollars, and what it adds over the hold
 * (Fix & Flip, Wholesale). Every format that lists figures (CSV, PDF) itemises the lines so.
 */
function lineFigures(results: Readonly<Record<string, unknown>>): ReportFigure[] {
  const lines = results['lineItems'];
  if (!Array.isArray(lines)) return [];
  return (lines as ListedLine[]).map((line, i) => {
    const measured = LINE_BASIS[line.basis] ? `${line.amount} ${LINE_BASIS[line.basis]}` : null;
    const overHold = line.overHold !== null && line.overHold !== line.value ? `${line.overHold.toFixed(2)} USD over the hold` : null;
    const note = [measured, overHold].filter(Boolean).join('; ');
    return {
      key: `lineItems.${i}`,
      label: `Custom line: ${line.label} (${line.kind}, ${LINE_PERIOD[line.frequency] ?? line.frequency})`,
      value: line.value,
      unit: 'usd' as const,
      ...(note ? { note } : {}),
    };
  });
}

/** Results in dollars that have no formula row (they appear only with custom lines). */
const MONEY_WITHOUT_FORMULA = new Set(['wholesalerNetProfit']);

/**
 * Every result of the engine, labelled: first the rows of the formula table in its order, then
 * any other result (texts, lists), then each custom line. A null result carries the engine's reason in `note`.
 */
export function resultFigures(strategyType: StrategyType, results: Readonly<Record<string, unknown>>, inputs: Readonly<Record<string, unknown>> = {}): ReportFigure[] {
  const figures = resultFiguresOf(strategyType, results);
  // A Buy & Hold not bought through a wholesaler: the 80 % cost-to-ARV rule is shown for
  // information, as on the screen — a rental you keep is judged by its cash flow, not failed by it.
  if (strategyType !== 'buy_hold' || inputs['isWholesaled'] === true) return figures;
  return figures.map((figure) => {
    if (figure.key === 'compliance.complianceMessage' && typeof figure.value === 'string') {
      const text = figure.value.replace(/^\s*(?:[✓✔⚠✗✘]\uFE0F?\s*)?(?:NON-)?COMPLIANT:\s*/u, '');
      return { ...figure, label: '80 % cost-to-ARV rule (for information)', value: `For information — a rental you keep is judged by its cash flow, cap rate and DSCR: ${text}` };
    }
    if (figure.key === 'compliance.isCompliant') return { ...figure, label: 'Within the 80 % cost-to-ARV rule (for information, not a verdict on a rental)' };
    return figure;
  });
}

function resultFiguresOf(strategyType: StrategyType, results: Readonly<Record<string, unknown>>): ReportFigure[] {
  const leaves = new Map<string, unknown>();
  flatten(results, '', leaves);
  const notDefined = (results['notDefined'] ?? {}) as Record<string, string>;
  const figures: ReportFigure[] = [];
  const seen = new Set<string>();
  for (const row of STRATEGY_FORMULAS[strategyType].rows) {
    if (row.key.startsWith('_') || !leaves.has(row.key)) continue;
    const value = leaves.get(row.key);
    seen.add(row.key);
    const reason = notDefined[row.key];
    figures.push({
      key: row.key,
      label: row.label,
      value: (value ?? null) as number | string | boolean | null,
      unit: unitOfRounding(row.key, row.round, value),
      ...(value === null && reason ? { note: reason } : {}),
    });
  }
  for (const [key, value] of leaves) {
    if (seen.has(key) || value === undefined) continue;
    const reason = notDefined[key];
    figures.push({
      key,
      label: humanize(key),
      value: (value ?? null) as number | string | boolean | null,
      // a number without a formula row is a rule's constant (the 0.8 cost-to-ARV maximum): a ratio
      unit: MONEY_WITHOUT_FORMULA.has(key) ? 'usd' : (nestedCreativeUnit(key, value) ?? (typeof value === 'boolean' ? 'flag' : typeof value === 'number' ? 'ratio' : 'text')),
      ...(value === null && reason ? { note: reason } : {}),
    });
  }
  figures.push(...lineFigures(results));
  return figures;
}
