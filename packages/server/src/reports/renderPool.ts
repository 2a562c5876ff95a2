/**
 * One render worker thread, started on first use, that builds XLSX and PDF files off the main
 * event loop (`reports/renderWorker.ts`). The worker loads the TypeScript sources through tsx,
 * as the server itself runs. If the worker cannot start or dies, rendering falls back to the
 * main thread from then on (the same file, only not isolated from requests). An error of the
 * renderer itself (bad data) is answered as `ReportRenderError`, without a second attempt.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ReportFormat } from '../contract/reports';
import type { OrganizationBranding } from './branding/organizationBranding';
import type { ReportData } from './dealReportData';
import { renderReportData } from './render';

interface Pending {
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

/** The renderer itself refused the data (not a worker failure): no point rendering it again here. */
export class ReportRenderError extends Error {
  override readonly name = 'ReportRenderError';
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();
let workerBroken = false;

function failAll(error: Error): void {
  for (const entry of pending.values()) entry.reject(error);
  pending.clear();
}

function startWorker(): Worker {
  // The worker registers tsx's loader first, then loads the TypeScript worker module; `source`
  // resolves the workspace packages (@rei/engine) to their sources, as the server runs.
  // (require.resolve answers the API's CommonJS file; its ES module sits beside it)
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/index\.cjs$/, 'index.mjs')).href;
  const entry = new URL('./renderWorker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  const created = new Worker(bootstrap, { eval: true, execArgv: ['--conditions=source'] });
  created.unref();
  created.on('message', (message: { id: number; bytes?: Uint8Array; error?: string }) => {
    const entry = pending.get(message.id);
    if (!entry) return;
    pending.delete(message.id);
    if (message.bytes) entry.resolve(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
    else entry.reject(new ReportRenderError(message.error ?? 'render failed'));
  });
  const drop = (error: Error) => {
    if (worker === created) worker = null;
    failAll(error);
  };
  created.on('error', drop);
  created.on('exit', (code) => drop(new Error(`render worker stopped (${code})`)));
  return created;
}

/** Renders in the worker thread; on a worker failure, in this thread instead. */
export async function renderOffThread(format: ReportFormat, data: ReportData, branding?: OrganizationBranding): Promise<{ bytes: Buffer; inWorker: boolean }> {
  if (!workerBroken) {
    try {
      worker ??= startWorker();
      const id = nextId++;
      const active = worker;
      const bytes = await new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        active.postMessage({ id, format, data, branding });
      });
      return { bytes, inWorker: true };
    } catch (error) {
      if (error instanceof ReportRenderError) throw error;
      // a worker that cannot load is not retried for every build
      workerBroken = worker === null;
    }
  }
  return { bytes: await renderReportData(format, data, branding), inWorker: false };
}

/** Stops the worker (tests, shutdown). */
export async function stopRenderWorker(): Promise<void> {
  const current = worker;
  worker = null;
  workerBroken = false;
  if (current) await current.terminate();
}
