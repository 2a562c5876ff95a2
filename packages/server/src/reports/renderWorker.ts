/**
 * The render worker's task: stored report data → file bytes, run on a piscina worker thread (see
 * `reports/renderPool.ts`) so an XLSX or PDF build (tens of milliseconds, up to a few hundred for
 * a long PDF) never holds the event loop that answers other requests. A renderer's own error
 * (bad data) comes back as `{ error }`, not as a thrown error, so the pool can tell it from a
 * worker that failed.
 */
import type { ReportFormat } from '../contract/reports';
import type { OrganizationBranding } from './branding/organizationBranding';
import type { ReportData } from './dealReportData';
import { renderReportData } from './render';

/** One render: the format, the stored data and, for a branded PDF, the organization's branding. */
export interface RenderTask {
  readonly format: ReportFormat;
  readonly data: ReportData;
  readonly branding?: OrganizationBranding;
}

/** The file's bytes, or the renderer's error message. */
export type RenderOutcome = { readonly bytes: Uint8Array } | { readonly error: string };

// A Buffer crosses the thread boundary as a plain Uint8Array: make the logo a Buffer again.
function withBufferLogo(branding: OrganizationBranding | undefined): OrganizationBranding | undefined {
  if (!branding?.logo) return branding;
  const bytes = branding.logo.bytes as Uint8Array;
  return { ...branding, logo: { ...branding.logo, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) } };
}

/** The worker's task (piscina calls it by this name): renders one report file. */
export async function renderInWorker(task: RenderTask): Promise<RenderOutcome> {
  try {
    return { bytes: await renderReportData(task.format, task.data, withBufferLogo(task.branding)) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
