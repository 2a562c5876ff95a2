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

const utf8 = new TextEncoder();
/** A batch of a thousand lots writes about 1.2 MB: room for it from the start, grown by doubling. */
const FIRST_CAPACITY = 2 ** 21;

/**
 * The results of a batch as the JSON bytes `insertScreenResultsJson` stores: one JSON array in
 * UTF-8, each result written as it is added (the same bytes as `JSON.stringify` of the array).
 * Why not the array at the end: a batch's packed results held until then (about 40 small objects
 * a lot) were copied by every young-generation collection of the engine thread; as bytes they are
 * outside the JavaScript heap and never visited.
 */
export class ResultsJson {
  #bytes = new Uint8Array(FIRST_CAPACITY);
  #length = 1;

  constructor() {
    this.#bytes[0] = 0x5b; // [
  }

  add(result: unknown): void {
    const text = JSON.stringify(result);
    // A UTF-16 unit is at most 3 bytes of UTF-8; one more for the comma, one for the closing bracket.
    const needed = this.#length + text.length * 3 + 2;
    if (needed > this.#bytes.length) {
      const grown = new Uint8Array(Math.max(needed, this.#bytes.length * 2));
      grown.set(this.#bytes.subarray(0, this.#length));
      this.#bytes = grown;
    }
    if (this.#length > 1) this.#bytes[this.#length++] = 0x2c; // ,
    this.#length += utf8.encodeInto(text, this.#bytes.subarray(this.#length)).written;
  }

  /** The array's bytes, in a buffer of their own (a view of the larger one would send all of it across threads). */
  bytes(): Uint8Array {
    this.#bytes[this.#length] = 0x5d; // ]
    return this.#bytes.slice(0, this.#length + 1);
  }
}

/** One lot screened and packed for storage. */
export const screenAndPack = (lot: ScreenLotRow, task: ScreenBatchTask) => packResult(screenLot(lot, task.strategyType, task.preset, task.buyBox), task.layout);

/** The worker's task (piscina calls it by this name). */
export function screenBatch(task: ScreenBatchTask): ScreenBatchOutcome {
  try {
    const json = new ResultsJson();
    for (const lot of task.lots) json.add(screenAndPack(lot, task));
    return { json: json.bytes() };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
