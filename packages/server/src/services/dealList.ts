/**
 * GET /api/deals: a page of the organization's deals with their headline figures and, when a buy
 * box is in force for the caller, each deal's pass / fail per criterion; `buyBox=pass|fail`
 * keeps only the deals that pass (or fail) it.
 */
import type { DealListQuery, DealListResponse } from '../contract';
import { pageOf } from '../contract/paging';
import type { Database } from '../db/client';
import { ApiError, ERROR_CODES } from '../errors';
import { currentFiguresOf, listDealPage } from '../db/queries/deals';
import { buyBoxForFilter, buyBoxInForce, checkDeal } from './buyBox';
import { toSummary } from './deals';
import type { OrganizationScope } from './organizationScope';
import type { Viewer } from './properties';

/**
 * Most deals a buy box filter reads: the filter tests each deal's current figures, which live in
 * JSON, so it reads the matching deals and pages them here. Beyond this the filter answers 400.
 */
export const BUY_BOX_FILTER_MAX_DEALS = 5_000;

export async function listDeals(db: Database, viewer: Viewer, scope: OrganizationScope, query: DealListQuery): Promise<DealListResponse> {
  const box = query.buyBox ? await buyBoxForFilter(db, viewer.id, scope, query.buyBoxScope) : await buyBoxInForce(db, viewer.id, scope, query.buyBoxScope);
  if (!query.buyBox || !box) {
    const { rows, total } = await listDealPage(db, scope.organizationId, query);
    const figures = await currentFiguresOf(db, rows.map((row) => row.deal));
    const items = rows.map((row) => {
      const figure = figures.get(row.deal.id) ?? { inputs: {}, outputs: {} };
      return toSummary(row, figure.outputs, box ? checkDeal(box, row.deal.strategyType, figure.inputs, figure.outputs) : null);
    });
    return pageOf(items, total, query);
  }
  const { rows, total } = await listDealPage(db, scope.organizationId, { ...query, page: 1, pageSize: BUY_BOX_FILTER_MAX_DEALS });
  if (total > BUY_BOX_FILTER_MAX_DEALS) {
    throw new ApiError(400, ERROR_CODES.validation, `The buy box filter reads at most ${BUY_BOX_FILTER_MAX_DEALS} deals; narrow the list first`, {
      'query.buyBox': `matches ${total} deals before the buy box; filter by strategy, property or name first`,
    });
  }
  const figures = await currentFiguresOf(db, rows.map((row) => row.deal));
  const wanted = query.buyBox === 'pass';
  const matching = rows
    .map((row) => {
      const figure = figures.get(row.deal.id) ?? { inputs: {}, outputs: {} };
      return toSummary(row, figure.outputs, checkDeal(box, row.deal.strategyType, figure.inputs, figure.outputs));
    })
    .filter((summary) => summary.buyBox?.passes === wanted);
  const start = (query.page - 1) * query.pageSize;
  return pageOf(matching.slice(start, start + query.pageSize), matching.length, query);
}
