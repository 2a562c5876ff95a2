/**
 * The report render pool: XLSX and PDF files are built on a worker thread from `piscina`, started
 * on first use, so a build never holds the event loop that answers requests
 * (`reports/renderWorker.ts` is the task). One thread, as before: on the 2-core machine a second
 * render thread would take its core from the request thread. If the pool cannot start its worker
 * or a build dies with it, rendering falls back to this thread from then on (the same file, only
 * not isolated from requests). An error of the renderer itself (bad data) is answered as
 * `ReportRenderError`, without a second attempt. `stopRenderWorker` ends the thread (the app's
 * onClose, tests); the next render starts a new pool.
 *
 * Running from the TypeScript sources (tsx: `rei start`, the tests, the benchmarks), the worker
 * loads `renderWorker.ts` through tsx's ESM loader with the `source` export condition, so the
 * workspace packages (@rei/engine) resolve to their sources as in the server itself. Running from
 * compiled JavaScript, it loads the `renderWorker.js` beside this module with Node's own resolution
 * (the server has no build step today: `rei start` runs the sources through tsx).
 *
 * Measured with `pnpm bench:reports` ("plain PDF through the render pool": 200 plain PDFs, one at a
 * time; node 20, 2 cores shared with other work, load 7–10, the two runs a minute apart): piscina
 * 31.0 reports/s, p50 28.1 ms, p95 67.6 ms; the hand-written worker_threads pool it replaces
 * 26.3 reports/s, p50 34.3 ms, p95 74.5 ms (in this thread, same runs: p50 22.5 and 26.6 ms). The
 * library does not lose, so the hand-written pool is gone.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { ReportFormat } from '../contract/reports';
import type { OrganizationBranding } from './branding/organizationBranding';
import type { ReportData } from './dealReportData';
import { renderReportData } from './render';
import type { RenderOutcome, RenderTask } from './renderWorker';

/** The renderer itself refused the data (not a worker failure): no point rendering it again here. */
export class ReportRenderError extends Error {
  override readonly name = 'ReportRenderError';
}

const FROM_SOURCE = import.meta.url.endsWith('.ts');

let pool: Piscina<RenderTask, RenderOutcome> | null = null;
let poolBroken = false;

/**
 * The worker's Node options when running from the sources: the `source` condition, and tsx's ESM
 * loader registered before piscina loads the task. tsx's `--import tsx/esm` registers on the main
 * thread only (Node 20), so a one-line module calls its API's `register()` in the worker itself.
 */
function sourceExecArgv(): string[] {
  // require.resolve answers the API's CommonJS file; its ES module sits beside it
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/index\.cjs$/, 'index.mjs')).href;
  const registerTsx = `import { register } from ${JSON.stringify(tsxApi)}; register();`;
  return ['--conditions=source', '--import', `data:text/javascript,${encodeURIComponent(registerTsx)}`];
}

function startPool(): Piscina<RenderTask, RenderOutcome> {
  const execArgv = FROM_SOURCE ? sourceExecArgv() : [];
  return new Piscina<RenderTask, RenderOutcome>({
    filename: new URL(FROM_SOURCE ? './renderWorker.ts' : './renderWorker.js', import.meta.url).href,
    name: 'renderInWorker',
    minThreads: 1,
    maxThreads: 1,
    execArgv,
  });
}

/** Renders in the worker thread; on a worker failure, in this thread instead. */
export async function renderOffThread(format: ReportFormat, data: ReportData, branding?: OrganizationBranding): Promise<{ bytes: Buffer; inWorker: boolean }> {
  const outcome = poolBroken ? null : await renderInPool({ format, data, branding });
  if (outcome === null) return { bytes: await renderReportData(format, data, branding), inWorker: false };
  if ('error' in outcome) throw new ReportRenderError(outcome.error);
  return { bytes: Buffer.from(outcome.bytes.buffer, outcome.bytes.byteOffset, outcome.bytes.byteLength), inWorker: true };
}

/** The worker's outcome, or null when the pool could not run it. */
async function renderInPool(task: RenderTask): Promise<RenderOutcome | null> {
  let active: Piscina<RenderTask, RenderOutcome> | null = null;
  try {
    active = pool ??= startPool();
    return await active.run(task);
  } catch {
    // A pool that cannot run its worker is not tried again for every build; one stopped while
    // this build waited (the app closing) is not broken: the next build starts a new one.
    if (pool === active) {
      poolBroken = true;
      pool = null;
      active?.destroy().catch(() => undefined);
    }
    return null;
  }
}

/** Stops the worker thread (the app's onClose, tests); the next render starts it again. */
export async function stopRenderWorker(): Promise<void> {
  const current = pool;
  pool = null;
  poolBroken = false;
  if (current) await current.destroy();
}
