/**
 * A property row and its API form: the stored row as the API answers it, and the column values
 * a new or changed property is written with (engine metrics included). Shared by the property,
 * NYC property, import and AI summary services and the demo seed.
 */
import type { PropertyResponse, PropertyWriteFieldsInput } from '../contract';
import { NUMERIC_PROPERTY_COLUMNS, PROPERTY_COLUMNS, type NewPropertyRow, type PropertyRow } from '../db/queries/properties';
import { nycStreetText } from './engine';
import { computePropertyMetrics, type MetricsSource, type PropertyMetrics } from './propertyMetrics';

/** The 404 message for a property that does not exist or that the caller may not see. */
export const PROPERTY_NOT_FOUND = 'Property not found';

/** Columns the database keeps for its own lookups (search key, Legal Status's count): not property fields. */
const INTERNAL_COLUMNS: ReadonlySet<string> = new Set(['addressNormalized', 'legalFlagCount']);

/** A database row as the API answers it: numeric columns as numbers, timestamps as ISO text. */
export function toPropertyResponse(row: PropertyRow): PropertyResponse {
  return toPropertyResponseWithMetrics(row, computePropertyMetrics(row));
}

/** `toPropertyResponse` with the row's metrics already computed (`computePropertyMetrics(row)`), for a caller that needs them too. */
export function toPropertyResponseWithMetrics(row: PropertyRow, metrics: PropertyMetrics): PropertyResponse {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (INTERNAL_COLUMNS.has(key)) continue;
    if (value instanceof Date) out[key] = value.toISOString();
    else if (typeof value === 'string' && NUMERIC_PROPERTY_COLUMNS.has(key)) out[key] = Number(value);
    else out[key] = value;
  }
  // What the metrics rest on is derived, not stored: the same computation as the metric columns.
  out['assumptions'] = metrics.assumptions;
  return out as PropertyResponse;
}

/** Plain JSON values → column values (numbers for numeric columns become exact decimal text). */
export function toColumnValues(fields: Record<string, unknown>): Partial<NewPropertyRow> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || !PROPERTY_COLUMNS.has(key)) continue;
    out[key] = typeof value === 'number' && NUMERIC_PROPERTY_COLUMNS.has(key) ? String(value) : value;
  }
  return out as Partial<NewPropertyRow>;
}

function numberOrUndefined(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** The metrics a stored property carries, from its price and rent (see `computePropertyMetrics`). */
interface StatedFigures {
  annualNOI?: number | null | undefined;
  capRate?: number | null | undefined;
  cashOnCash?: number | null | undefined;
  monthlyNetCashFlow?: number | null | undefined;
}

/**
 * Metric columns for a property: the engine's Buy & Hold figures from price and rent. A
 * figure the person stated (annualNOI, capRate, cashOnCash, monthlyNetCashFlow, e.g. from a
 * broker's pro forma) is kept as stated — the cash-flow audit is what checks it against the engine.
 */
export function metricColumns(
  price: unknown,
  rent: unknown,
  area: unknown,
  stated: StatedFigures,
  lot: Pick<MetricsSource, 'borough' | 'bbl' | 'buildingClass' | 'taxClass' | 'assessTotal' | 'city' | 'zip' | 'units'> = {},
): Record<string, unknown> {
  const metrics = computePropertyMetrics({
    purchasePrice: numberOrUndefined(price) ?? null,
    monthlyRent: numberOrUndefined(rent) ?? null,
    borough: lot.borough ?? null,
    bbl: lot.bbl ?? null,
    buildingClass: lot.buildingClass ?? null,
    taxClass: lot.taxClass ?? null,
    assessTotal: lot.assessTotal ?? null,
    city: lot.city ?? null,
    zip: lot.zip ?? null,
    units: lot.units ?? null,
  });
  const priceNumber = numberOrUndefined(price);
  const areaNumber = numberOrUndefined(area);
  return {
    capRate: stated.capRate ?? metrics.capRate,
    cashOnCash: stated.cashOnCash ?? metrics.cashOnCash,
    annualNOI: stated.annualNOI ?? metrics.annualNOI,
    monthlyNetCashFlow: stated.monthlyNetCashFlow ?? metrics.monthlyNetCashFlow,
    annualNetCashFlow: metrics.annualNetCashFlow,
    totalCashInvested: metrics.totalCashInvested,
    monthlyExpenses: metrics.monthlyExpenses,
    metricsCalculated: metrics.metricsCalculated,
    metricsError: metrics.metricsError,
    pricePerSqFt: priceNumber !== undefined && areaNumber !== undefined && areaNumber > 0 ? Math.round((priceNumber / areaNumber) * 100) / 100 : null,
  };
}

/** Column values for a new property from the form/payload fields, with engine metrics. */
export function newPropertyValues(
  fields: PropertyWriteFieldsInput,
  owner: { userId: number; organizationId: number; isDemo?: boolean },
): NewPropertyRow {
  const area = fields.buildingArea ?? fields.squareFeet;
  const values = {
    ...fields,
    ...metricColumns(fields.purchasePrice, fields.monthlyRent, area, fields, fields),
    addressNormalized: nycStreetText(fields.address),
    userId: owner.userId,
    organizationId: owner.organizationId,
    isDemo: owner.isDemo ?? false,
  };
  return toColumnValues(values) as NewPropertyRow;
}

