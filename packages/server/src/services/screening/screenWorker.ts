/**
 * A screen's engine work on a worker thread (`workers/threadPool.ts`): one batch of selected lots
 * in, the batch's results out as the JSON text `insertScreenResults` stores. The batch's lots are
 * sized, run through the calculator and checked against the buy box here, so the request thread
 * only reads and writes the database while the next batch is screened. The JSON is written here
 * too, as UTF-8 bytes: a thousand packed results are about 1 MB, and as bytes they cross to the
 * request thread and on to the database outside its JavaScript heap (a string that size would be
 * garbage there after every batch).
 */
import type { BuyBox } from '@rei/engine';
import type { ScreenStrategyType } from '../../contract/screens';
import type { ScreenLotRow } from '../../db/queries/screenLots';
import { packResult, type ScreenResultLayout } from './resultLayout';
import { screenLot, type ScreenPreset } from './screenLot';

export interface ScreenBatchTask {
  readonly lots: readonly ScreenLotRow[];
  readonly strategyType: ScreenStrategyType;
  readonly preset: ScreenPreset | null;
  readonly buyBox: BuyBox | null;
  /** The run's layout the results are packed against (null: stored in full). */
  readonly layout: ScreenResultLayout | null;
}

/**
 * The batch's results, in the lots' order, as one JSON array in UTF-8; or the message of an error
 * the screening threw (a bug, not a lot the calculator refused: those are results), so the pool
 * can tell it from a worker that failed.
 */
export type ScreenBatchOutcome = { readonly json: Uint8Array } | { readonly error: string };

/** The results of a batch as the JSON bytes `insertScreenResultsJson` stores. */
export const resultsJson = (results: readonly unknown[]): Uint8Array => Buffer.from(JSON.stringify(results), 'utf8');

/** One lot screened and packed for storage. */
export const screenAndPack = (lot: ScreenLotRow, task: ScreenBatchTask) => packResult(screenLot(lot, task.strategyType, task.preset, task.buyBox), task.layout);

/** The worker's task (piscina calls it by this name). */
export function screenBatch(task: ScreenBatchTask): ScreenBatchOutcome {
  try {
    return { json: resultsJson(task.lots.map((lot) => screenAndPack(lot, task))) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
