import { legalCheck, legalStatus, type LegalMatterKind } from '@rei/engine';
import { AiProviderError, type SummaryProperty, type SummaryProvider } from '../ai';
import type { AiSummaryResponse, PropertyResponse } from '../contract';
import type { Database } from '../db/client';
import { lockUserLimits } from '../db/queries/locks';
import { findPropertyById } from '../db/queries/properties';
import { insertAiSummary, listAiSummariesOfStrategy, type AiSummaryRow } from '../db/queries/aiSummaries';
import { ApiError, ERROR_CODES, notFound } from '../errors';
import type { Viewer } from './properties';
import { toPropertyResponse } from './propertyValues';
import { withNycData } from './nycProperty';
import type { SodaConfig } from '../nyc/soda/client';
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
 * The lot's real facts a summary may add from its public record: the neighbourhood DOF names,
 * comparable sales, violation counts (only when read), and the three-state legal check. A record
 * that cannot be read adds nothing but the legal line saying nothing was checked.
 */
async function publicRecordFacts(db: Database, property: PropertyResponse, soda: SodaConfig | null, viewer: Viewer): Promise<Partial<SummaryProperty>> {
  // The record as the caller's plan shows it: a summary never tells what the plan's pages lock.
  const nyc = await withNycData(db, property, soda, viewer).then(
    (found) => found.nycData,
    () => null,
  );
  const flags = legalStatus({
    evictionDetails: nyc?.evictionDetails && nyc.evictionDetails.count > 0 ? { count: nyc.evictionDetails.count, filings: [...nyc.evictionDetails.filings] } : undefined,
    taxLienDetails: nyc?.taxLienDetails ?? undefined,
    foreclosureDetails: nyc?.foreclosureDetails ?? undefined,
  } as Parameters<typeof legalStatus>[0]);
  const found: Partial<Record<LegalMatterKind, { status: string; source: string | null }>> = {};
  for (const pill of flags.pills) if (pill.kind !== 'probate') found[pill.kind] = { status: pill.status, source: null };
  const check = legalCheck({ record: nyc ? { missingDatasets: nyc.missingDatasets, unreachableDatasets: nyc.unreachableDatasets ?? [], checkedDatasets: nyc.checkedDatasets ?? [], lockedBlocks: nyc.lockedBlocks ?? [] } : null, found });
  if (!nyc) return { legalCheck: check.headline, violationsChecked: false };
  const source = nyc.lastSale?.provenance ?? nyc.comparables?.provenance ?? null;
  return {
    neighborhood: nyc.lastSale?.neighborhood ?? null,
    comparablesCount: nyc.comparables?.comparables.length ?? null,
    comparablesAvgPricePerSqFt: nyc.comparables?.summary.avgPricePerSqFt ?? null,
    neighborhoodSource: source ? `${source.title}, as of ${source.asOf ?? 'date not stated'}` : null,
    legalCheck: check.headline,
    violationsChecked: nyc.violations !== null,
    ...(nyc.violations ? { hpdViolations: nyc.violations.hpd.open + nyc.violations.hpd.closed, ecbViolations: nyc.violations.ecb.open + nyc.violations.ecb.closed } : {}),
    ...(nyc.complaints311 ? { complaints311: nyc.complaints311.total } : {}),
    ...(nyc.lot?.zoneDist1 ? { zoneDist1: nyc.lot.zoneDist1 } : {}),
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
export async function generateAiSummary(db: Database, provider: SummaryProvider, viewer: Viewer, strategyId: number, soda: SodaConfig | null = null): Promise<AiSummaryResponse> {
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
    ...(await publicRecordFacts(db, property, soda, viewer)),
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
