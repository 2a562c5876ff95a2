import { AiProviderError, type SummaryProperty, type SummaryProvider } from '../ai';
import type { AiSummaryResponse } from '../contract';
import type { Database } from '../db/client';
import { lockUserLimits } from '../db/queries/locks';
import { findPropertyById } from '../db/queries/properties';
import { insertAiSummary, listAiSummariesOfStrategy, type AiSummaryRow } from '../db/queries/aiSummaries';
import { ApiError, ERROR_CODES, notFound } from '../errors';
import type { Viewer } from './properties';
import { toPropertyResponse } from './propertyValues';
import { loadVisibleStrategy, recordStrategyAdvice, STRATEGY_NOT_FOUND } from './strategies';
import { assertCanGenerateAiSummary, recordAiSummaryUsage } from './subscription';

function toSummaryResponse(row: AiSummaryRow, propertyId: number): AiSummaryResponse {
  return {
    id: row.id,
    strategyId: row.strategyId,
    propertyId,
    summary: row.summary,
    sections: row.sections,
    provider: row.provider,
    model: row.model,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /api/ai-summaries: writes the Investment Thesis / Risk Assessment / Neighborhood
 * Insights analysis of a saved strategy with the configured `SummaryProvider`, metered per
 * calendar month against the plan (scout none → 403 TIER_LIMIT; rookie 5). The allowance
 * is checked before the provider is called and again, with the usage count, in the
 * transaction that stores the summary. A provider failure → 502 and nothing is counted.
 * The summarized strategy becomes the property's strategy advice (see `recordStrategyAdvice`).
 */
export async function generateAiSummary(db: Database, provider: SummaryProvider, viewer: Viewer, strategyId: number): Promise<AiSummaryResponse> {
  const strategy = await loadVisibleStrategy(db, viewer, strategyId);
  if (strategy.propertyId === null) {
    throw new ApiError(400, ERROR_CODES.validation, 'An AI summary reads the property (address, building, public record); this standalone deal has no property attached.', {
      'body.strategyId': 'is a standalone deal version (no property attached); attach the deal to a property to summarize it',
    });
  }
  const propertyId = strategy.propertyId;
  await assertCanGenerateAiSummary(db, viewer.id);
  const propertyRow = await findPropertyById(db, propertyId);
  if (!propertyRow) throw notFound(STRATEGY_NOT_FOUND);
  const property = toPropertyResponse(propertyRow);
  const summaryProperty: SummaryProperty = {
    address: property.address,
    city: property.city,
    state: property.state,
    zip: property.zip,
    borough: property.borough,
    propertyType: property.propertyType,
    units: property.units,
    yearBuilt: property.yearBuilt,
    buildingArea: property.buildingArea ?? property.squareFeet,
    lotArea: property.lotArea,
    numFloors: property.numFloors,
    buildingClass: property.buildingClass,
    buildingClassDescription: property.buildingClassDescription,
    zoneDist1: property.zoneDist1,
    taxClass: property.taxClass,
    assessTotal: property.assessTotal,
    purchasePrice: property.purchasePrice,
    monthlyRent: property.monthlyRent,
    lastSalePrice: property.lastSalePrice,
    lastSaleDate: property.lastSaleDate,
    hpdViolations: property.hpdViolations,
    ecbViolations: property.ecbViolations,
    complaints311: property.complaints311,
    dobPermits: property.dobPermits,
    evictionCount: property.evictionCount,
  };
  let result;
  try {
    result = await provider.generate({
      property: summaryProperty,
      strategy: { strategyType: strategy.strategyType, inputs: strategy.inputs, outputs: strategy.outputs },
    });
  } catch (error) {
    if (error instanceof AiProviderError) throw new ApiError(502, ERROR_CODES.unavailable, `${error.message}. Please try again later.`);
    throw error;
  }
  return db.transaction(async (tx) => {
    await lockUserLimits(tx, viewer.id);
    await assertCanGenerateAiSummary(tx, viewer.id);
    const row = await insertAiSummary(tx, {
      strategyId: strategy.id,
      userId: viewer.id,
      organizationId: strategy.organizationId,
      summary: result.summary,
      sections: result.sections,
      provider: result.provider,
      model: result.model,
    });
    await recordAiSummaryUsage(tx, viewer.id);
    await recordStrategyAdvice(tx, propertyRow, strategy);
    return toSummaryResponse(row, propertyId);
  });
}

/** GET /api/ai-summaries?strategyId=: the summaries of a strategy the caller may see, newest first. */
export async function listAiSummaries(db: Database, viewer: Viewer, strategyId: number): Promise<AiSummaryResponse[]> {
  const strategy = await loadVisibleStrategy(db, viewer, strategyId);
  const propertyId = strategy.propertyId;
  // A standalone deal version is never summarized (generateAiSummary refuses it): none to list.
  if (propertyId === null) return [];
  return (await listAiSummariesOfStrategy(db, strategyId)).map((row) => toSummaryResponse(row, propertyId));
}
