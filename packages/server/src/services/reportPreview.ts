import type { ReportPreviewResponse } from '../contract';
import type { Database } from '../db/client';
import { reportPreviewOf } from '../reports/preview';
import type { Viewer } from './properties';
import { loadVisibleStrategy } from './strategies';

/**
 * GET /api/strategies/{id}/report-preview: what a deal report of the strategy prints for its kind
 * of deal, from the strategy's stored inputs and engine results. The strategy must be saved in one
 * of the caller's organizations (else 404, as for every strategy read).
 */
export async function strategyReportPreview(db: Database, viewer: Viewer, strategyId: number): Promise<ReportPreviewResponse> {
  const row = await loadVisibleStrategy(db, viewer, strategyId);
  return { strategyId: row.id, engineVersion: row.engineVersion, ...reportPreviewOf({ type: row.strategyType, rawInputs: row.inputs, rawResults: row.outputs }) };
}
