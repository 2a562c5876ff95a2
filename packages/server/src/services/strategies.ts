import { z } from 'zod';
import type { StrategyCalculateBody, StrategyCalculateResponse, StrategyCreateBody, StrategyResponse, StrategyType } from '../contract';
import type { Database } from '../db/client';
import { findPortfolioItem, updatePortfolioSnapshot } from '../db/queries/portfolio';
import { findStrategyById, insertStrategy, listStrategiesOfProperty, type StrategyRow } from '../db/queries/strategies';
import type { portfolioItems } from '../db/schema';
import { MONEY_MAX, PERCENT_MAX, storableOrNull } from '../contract/bounds';
import { ApiError, ERROR_CODES, forbidden, notFound } from '../errors';
import {
  brrrDefaults,
  buyHoldDefaults,
  creativeFinancingDefaults,
  fixFlipDefaults,
  wholesaleDefaults,
  calculateBrrr,
  calculateBuyHold,
  calculateCreativeFinancing,
  calculateFixFlip,
  calculateWholesale,
  ENGINE_VERSION,
  EngineInputError,
  brrrInputSchema,
  buyHoldInputSchema,
  creativeFinancingInputSchema,
  fixFlipInputSchema,
  wholesaleInputSchema,
} from './engine';
import { viewerOrganizationIds, type OrganizationScope } from './organizationScope';
import { updatePropertyRow, type PropertyRow } from '../db/queries/properties';
import { loadPropertyForOrganization, loadReadableProperty, type Viewer } from './properties';
import { strategyAdvice } from './strategyAdvice';
import { assertFeature } from './subscription';

export const STRATEGY_NOT_FOUND = 'Strategy not found';

type Calculator = (inputs: Record<string, unknown>) => Record<string, unknown>;
/** A calculator's input schema (the engine's, built with zod/mini): its fields and what it parses to. */
type CalculatorInputSchema = z.core.$ZodType<Record<string, unknown>> & { readonly shape: Readonly<Record<string, z.core.$ZodType>> };

// Each calculator validates its own input and throws EngineInputError naming every bad field.
const CALCULATORS: Readonly<Record<StrategyType, Calculator>> = {
  buy_hold: (inputs) => calculateBuyHold(inputs as Parameters<typeof calculateBuyHold>[0]),
  fix_flip: (inputs) => calculateFixFlip(inputs as Parameters<typeof calculateFixFlip>[0]),
  wholesale: (inputs) => calculateWholesale(inputs as Parameters<typeof calculateWholesale>[0]),
  creative_financing: (inputs) => calculateCreativeFinancing(inputs as Parameters<typeof calculateCreativeFinancing>[0]),
  brrr: (inputs) => calculateBrrr(inputs as Parameters<typeof calculateBrrr>[0]),
};

/**
 * What a person may send as `inputs` for each strategy: exactly the calculator's own input
 * fields, each optional (the calculator's defaults fill the rest) and `null` meaning not sent.
 * A key the calculator does not know, or a value of the wrong type, is refused before anything
 * is computed or stored, so the stored inputs are always the calculator's.
 */
const SENT_INPUTS_SCHEMAS: Readonly<Record<StrategyType, z.ZodType>> = {
  buy_hold: sentInputsSchema(buyHoldInputSchema),
  fix_flip: sentInputsSchema(fixFlipInputSchema),
  wholesale: sentInputsSchema(wholesaleInputSchema),
  creative_financing: sentInputsSchema(creativeFinancingInputSchema),
  brrr: sentInputsSchema(brrrInputSchema),
};

const CALCULATOR_INPUT_SCHEMAS: Readonly<Record<StrategyType, CalculatorInputSchema>> = {
  buy_hold: buyHoldInputSchema,
  fix_flip: fixFlipInputSchema,
  wholesale: wholesaleInputSchema,
  creative_financing: creativeFinancingInputSchema,
  brrr: brrrInputSchema,
};

/**
 * Every input a calculation on exactly `sent` runs on: the sent values, and for each field left
 * out the calculator's own documented default. This is what the engine computes with, and what the
 * calculator screen computes with (it calls the engine on the values the investor has filled), so
 * a deal's saved outputs are the numbers the investor saw. Call after the outputs were computed
 * (invalid inputs have been refused by then).
 */
export function calculatorInputsOf(strategyType: StrategyType, sent: Record<string, unknown>): Record<string, unknown> {
  return z.parse(CALCULATOR_INPUT_SCHEMAS[strategyType], sent);
}

function sentInputsSchema(calculatorSchema: CalculatorInputSchema): z.ZodType {
  const fields = Object.fromEntries(Object.entries(calculatorSchema.shape).map(([key, field]) => [key, z.nullish(field)]));
  return z.strictObject(fields);
}

/**
 * Checks the inputs a person sent against the strategy's calculator (see `SENT_INPUTS_SCHEMAS`):
 * 400 with `<at>.<field>` (`body.inputs.<field>` by default) for every unknown key and every value
 * of the wrong type or range.
 */
export function checkSentStrategyInputs(strategyType: StrategyType, inputs: Record<string, unknown>, at = 'body.inputs'): void {
  const result = SENT_INPUTS_SCHEMAS[strategyType].safeParse(inputs);
  if (result.success) return;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[`${at}.${key}`] ??= `is not an input of the ${strategyType} calculator`;
    } else {
      fields[[at, ...issue.path.map(String)].join('.')] ??= issue.message;
    }
  }
  throw new ApiError(400, ERROR_CODES.validation, 'Some calculator inputs are unknown or invalid', fields);
}

/** The input names of a strategy's calculator (what a preset may fill or lock). */
export function calculatorInputKeys(strategyType: StrategyType): readonly string[] {
  return Object.keys(CALCULATOR_INPUT_SCHEMAS[strategyType].shape);
}

/** Strategies only plans with the `all_calculators` feature may save: fix & flip, wholesale and creative financing. */
export const GATED_STRATEGIES: readonly StrategyType[] = ['fix_flip', 'wholesale', 'creative_financing'];

/** True when calculator inputs carry at least one custom line (`lineItems`). */
export function hasCustomLines(inputs: Record<string, unknown>): boolean {
  const lines = inputs['lineItems'];
  return Array.isArray(lines) && lines.length > 0;
}

/**
 * Custom lines (itemised income, expenses and costs) are what the `custom_calculators` feature
 * sells (Operator and up): inputs with any line on a lower plan → 403 TIER_LIMIT naming the plan
 * that adds them. Inputs without lines (or an empty list) need nothing.
 */
export async function assertCustomLinesAllowed(db: Database, userId: number, inputs: Record<string, unknown>): Promise<void> {
  if (hasCustomLines(inputs)) await assertFeature(db, userId, 'custom_calculators');
}

/**
 * The engine's outputs for a strategy. Invalid inputs → 400 with a field per problem
 * (`body.inputs.<field>`), the engine's own messages.
 */
export function computeStrategyOutputs(strategyType: StrategyType, inputs: Record<string, unknown>): Record<string, unknown> {
  try {
    return CALCULATORS[strategyType](inputs);
  } catch (error) {
    if (error instanceof EngineInputError) {
      const fields: Record<string, string> = {};
      for (const issue of error.issues) fields[`body.inputs.${issue.field}`] ??= issue.message;
      throw new ApiError(400, ERROR_CODES.validation, error.message, fields);
    }
    // The engine refuses to return a figure that is not a finite number (say, a return annualized
    // over a holding period of a fraction of a second): such inputs have no answer to store.
    if (error instanceof RangeError && /non-finite/.test(error.message)) {
      throw new ApiError(400, ERROR_CODES.validation, 'These inputs give a result too large to compute; check values near zero (holding time, down payment, cash invested).', {
        'body.inputs': 'give a result too large to compute',
      });
    }
    throw error;
  }
}

const positive = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/**
 * The inputs a calculation runs on: the calculator's starting values for this property
 * (the calculator defaults seeded with the property's price, value and rent), overridden by every
 * input the person sent. `null` inputs count as not sent. These full inputs are what is stored,
 * so a saved strategy can always be recomputed.
 */
export function strategyInputsWithDefaults(
  strategyType: StrategyType,
  property: Pick<PropertyRow, 'purchasePrice' | 'monthlyRent' | 'estimatedValue'>,
  sent: Record<string, unknown>,
): Record<string, unknown> {
  const inputs = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== null && value !== undefined));
  const price = positive(property.purchasePrice);
  const rent = positive(property.monthlyRent);
  const value = positive(property.estimatedValue) ?? price;
  const defaults = (): Record<string, unknown> => {
    switch (strategyType) {
      case 'buy_hold':
        return buyHoldDefaults(positive(inputs['purchasePrice']) ?? price, positive(inputs['grossMonthlyRent']) ?? rent);
      case 'fix_flip':
        return fixFlipDefaults(positive(inputs['purchasePrice']) ?? value);
      case 'wholesale':
        return wholesaleDefaults(value);
      case 'creative_financing': {
        const strategy = inputs['strategy'];
        // an unknown strategy is left for the calculator to report as a field error
        try {
          return creativeFinancingDefaults(strategy as Parameters<typeof creativeFinancingDefaults>[0], {
            ...(value !== undefined ? { propertyValue: value } : {}),
            ...(rent !== undefined ? { monthlyRent: rent } : {}),
          });
        } catch {
          return {};
        }
      }
      case 'brrr':
        return brrrDefaults({ estimatedValue: value ?? null, monthlyRent: rent ?? null });
    }
  };
  return { ...defaults(), ...inputs };
}

/** A strategy of a property as the API answers it (standalone deal versions are answered by the deals routes). */
export function toStrategyResponse(row: StrategyRow, propertyId: number): StrategyResponse {
  return {
    id: row.id,
    propertyId,
    userId: row.userId,
    organizationId: row.organizationId,
    strategyType: row.strategyType as StrategyType,
    inputs: row.inputs,
    outputs: row.outputs,
    engineVersion: row.engineVersion,
    createdAt: row.createdAt.toISOString(),
  };
}

function num(record: Record<string, unknown>, ...keys: string[]): number | null {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return null;
}

// Snapshot figures go into numeric columns; the strategy's jsonb outputs keep every figure in
// full. A figure outside its column (a rate over a one-cent base, a loss past the money column)
// is stored as null, which the card shows as not available.
const storable = (value: number | null, max: number) => {
  const fitting = storableOrNull(value, max);
  return fitting === null ? null : String(fitting);
};
const money = (value: number | null) => storable(value, MONEY_MAX);
const rate = (value: number | null) => storable(value, PERCENT_MAX);

/**
 * The figures a portfolio card shows for a saved strategy: buy_hold — price,
 * NOI, rent, cash-on-cash; fix_flip — price, rehab, ARV, profit; wholesale — price, ARV,
 * repair estimate, assignment fee; creative and BRRRR — price, rent, cash flow, return.
 * Inputs the person left out are the calculator's defaults, so they come from the outputs
 * where the engine echoes them.
 */
export function portfolioSnapshot(row: Pick<StrategyRow, 'id' | 'strategyType' | 'inputs' | 'outputs'>): Partial<typeof portfolioItems.$inferInsert> {
  const { inputs, outputs } = row;
  const base = { strategyId: row.id, strategyType: row.strategyType, metricsCalculated: true, metricsError: null };
  switch (row.strategyType as StrategyType) {
    case 'buy_hold': {
      const down = num(outputs, 'downPaymentAmount');
      const loan = num(outputs, 'loanAmount');
      return {
        ...base,
        purchasePrice: money(num(inputs, 'purchasePrice') ?? (down !== null && loan !== null ? down + loan : null)),
        monthlyRent: money(num(inputs, 'grossMonthlyRent')),
        annualNOI: money(num(outputs, 'annualNOI')),
        monthlyNetCashFlow: money(num(outputs, 'monthlyCashFlow')),
        cashOnCash: rate(num(outputs, 'cashOnCashReturn')),
        capRate: rate(num(outputs, 'capRate')),
      };
    }
    case 'fix_flip':
      return {
        ...base,
        purchasePrice: money(num(inputs, 'purchasePrice')),
        rehabCost: money(num(inputs, 'rehabCost')),
        arv: money(num(outputs, 'afterRepairValue')),
        profit: money(num(outputs, 'profit')),
        cashOnCash: rate(num(outputs, 'roi')),
      };
    case 'wholesale':
      return {
        ...base,
        purchasePrice: money(num(inputs, 'contractPrice')),
        arv: money(num(inputs, 'afterRepairValue')),
        repairEstimate: money(num(inputs, 'rehabCost')),
        assignmentFee: money(num(inputs, 'assignmentFee') ?? num(outputs, 'assignmentFee')),
        profit: money(num(outputs, 'investorProfit')),
      };
    case 'creative_financing':
      return {
        ...base,
        purchasePrice: money(num(inputs, 'propertyValue')),
        monthlyRent: money(num(inputs, 'monthlyRent')),
        monthlyNetCashFlow: money(num(outputs, 'monthlyNetCashFlow')),
        cashOnCash: rate(num(outputs, 'roi')),
      };
    case 'brrr':
      return {
        ...base,
        purchasePrice: money(num(outputs, 'adjustedPurchasePrice') ?? num(inputs, 'purchasePrice')),
        monthlyRent: money(num(inputs, 'monthlyRent')),
        monthlyNetCashFlow: money(num(outputs, 'monthlyNetCashFlow')),
        cashOnCash: rate(num(outputs, 'actualCashOnCashReturn')),
        rehabCost: money(num(inputs, 'rehabCosts')),
        arv: money(num(inputs, 'afterRepairValue')),
      };
  }
}

/**
 * Sets the property's "Strategy Advice" to the sentence for a strategy saved in the
 * property's own organization. Demo properties are shared by every user and a strategy
 * saved in another organization belongs to that team, so neither writes the property;
 * their portfolio cards carry the advice per organization instead (see `listPortfolio`).
 */
export async function recordStrategyAdvice(
  db: Database,
  property: Pick<PropertyRow, 'id' | 'organizationId' | 'isDemo'>,
  strategy: Pick<StrategyRow, 'organizationId' | 'strategyType' | 'outputs'>,
): Promise<void> {
  if (property.isDemo || property.organizationId !== strategy.organizationId) return;
  const advice = strategyAdvice(strategy.strategyType as StrategyType, strategy.outputs);
  if (advice !== null) await updatePropertyRow(db, property.id, { strategyAdvice: advice });
}

/**
 * POST /api/strategies: recomputes the outputs with @rei/engine from the inputs, completed
 * with the calculator's defaults for the property (outputs sent by the client are ignored), stores them with the engine version in the selected
 * organization, refreshes that organization's portfolio card for the property and, for the
 * organization's own property, its strategy advice.
 * Fix & flip, wholesale and creative financing need the `all_calculators` feature.
 */
export async function saveStrategy(db: Database, viewer: Viewer, scope: OrganizationScope, body: StrategyCreateBody): Promise<StrategyResponse> {
  checkSentStrategyInputs(body.strategyType, body.inputs);
  if (body.userId != null && body.userId !== viewer.id) throw forbidden('userId must be your own user id.');
  if (GATED_STRATEGIES.includes(body.strategyType)) await assertFeature(db, viewer.id, 'all_calculators');
  await assertCustomLinesAllowed(db, viewer.id, body.inputs);
  const property = await loadPropertyForOrganization(db, viewer, scope, body.propertyId);
  const inputs = strategyInputsWithDefaults(body.strategyType, property, body.inputs);
  const outputs = computeStrategyOutputs(body.strategyType, inputs);
  return db.transaction(async (tx) => {
    const row = await insertStrategy(tx, {
      organizationId: scope.organizationId,
      userId: viewer.id,
      propertyId: body.propertyId,
      strategyType: body.strategyType,
      inputs,
      outputs,
      engineVersion: ENGINE_VERSION,
    });
    const item = await findPortfolioItem(tx, scope.organizationId, body.propertyId);
    if (item) await updatePortfolioSnapshot(tx, item.id, portfolioSnapshot(row));
    await recordStrategyAdvice(tx, property, row);
    return toStrategyResponse(row, body.propertyId);
  });
}

/**
 * POST /api/strategies/calculate: the engine on the sent inputs (the calculator's defaults for the
 * fields left out), stored nowhere. The same checks and plan gates as saving a deal: unknown or
 * invalid inputs → 400 naming each field; gated strategies need `all_calculators`, custom lines
 * `custom_calculators`.
 */
export async function calculateStrategy(db: Database, viewer: Viewer, body: StrategyCalculateBody): Promise<StrategyCalculateResponse> {
  checkSentStrategyInputs(body.strategyType, body.inputs);
  if (GATED_STRATEGIES.includes(body.strategyType)) await assertFeature(db, viewer.id, 'all_calculators');
  await assertCustomLinesAllowed(db, viewer.id, body.inputs);
  const sent = Object.fromEntries(Object.entries(body.inputs).filter(([, value]) => value !== null && value !== undefined));
  const outputs = computeStrategyOutputs(body.strategyType, sent);
  return { strategyType: body.strategyType, inputs: calculatorInputsOf(body.strategyType, sent), outputs, engineVersion: ENGINE_VERSION };
}

/** GET /api/strategies?propertyId=: the property's strategies saved in the caller's organizations. */
export async function listStrategies(db: Database, viewer: Viewer, propertyId: number): Promise<StrategyResponse[]> {
  await loadReadableProperty(db, viewer, propertyId);
  return (await listStrategiesOfProperty(db, propertyId, await viewerOrganizationIds(db, viewer))).map((row) => toStrategyResponse(row, propertyId));
}

/** A strategy saved in one of the caller's organizations, else 404. */
export async function loadVisibleStrategy(db: Database, viewer: Viewer, strategyId: number): Promise<StrategyRow> {
  const row = await findStrategyById(db, strategyId);
  if (!row) throw notFound(STRATEGY_NOT_FOUND);
  const organizationIds = await viewerOrganizationIds(db, viewer);
  if (!organizationIds.includes(row.organizationId)) throw notFound(STRATEGY_NOT_FOUND);
  return row;
}
