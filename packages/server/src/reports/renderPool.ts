/**
 * The report render pool: XLSX and PDF files are built on a worker thread (`workers/threadPool.ts`),
 * so a build never holds the event loop that answers requests (`reports/renderWorker.ts` is the
 * task). One thread, as before: on the 2-core machine a second render thread would take its core
 * from the request thread. If the pool cannot start its worker or a build dies with it, rendering
 * falls back to this thread from then on. An error of the renderer itself (bad data) is answered
 * as `ReportRenderError`, without a second attempt. `stopRenderWorker` ends the thread (the app's
 * onClose, tests); the next render starts a new pool.
 *
 * Measured with `pnpm bench:reports` ("plain PDF through the render pool": 200 plain PDFs, one at a
 * time; node 20, 2 cores shared with other work, load 7–10, the two runs a minute apart): piscina
 * 31.0 reports/s, p50 28.1 ms, p95 67.6 ms; the hand-written worker_threads pool it replaces
 * 26.3 reports/s, p50 34.3 ms, p95 74.5 ms (in this thread, same runs: p50 22.5 and 26.6 ms). The
 * library does not lose, so the hand-written pool is gone.
 */
import type { ReportFormat } from '../contract/reports';
import { threadPool } from '../workers/threadPool';
import type { OrganizationBranding } from './branding/organizationBranding';
import type { ReportData } from './dealReportData';
import { renderReportData } from './render';
import type { RenderOutcome, RenderTask } from './renderWorker';

/** The renderer itself refused the data (not a worker failure): no point rendering it again here. */
export class ReportRenderError extends Error {
  override readonly name = 'ReportRenderError';
}

const pool = threadPool<RenderTask, RenderOutcome>(import.meta.url, './renderWorker', 'renderInWorker');

/** Renders in the worker thread; on a worker failure, in this thread instead. */
export async function renderOffThread(format: ReportFormat, data: ReportData, branding?: OrganizationBranding): Promise<{ bytes: Buffer; inWorker: boolean }> {
  const outcome = await pool.run({ format, data, branding });
  if (outcome === null) return { bytes: await renderReportData(format, data, branding), inWorker: false };
  if ('error' in outcome) throw new ReportRenderError(outcome.error);
  return { bytes: Buffer.from(outcome.bytes.buffer, outcome.bytes.byteOffset, outcome.bytes.byteLength), inWorker: true };
}

/** Stops the worker thread (the app's onClose, tests); the next render starts it again. */
export const stopRenderWorker = (): Promise<void> => pool.stop();
