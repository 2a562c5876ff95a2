/**
 * The report render worker: a worker thread that turns stored report data into its file, so an
 * XLSX or PDF build (tens of milliseconds, up to a few hundred for a long PDF) never holds the
 * event loop that answers other requests. Messages: `{ id, format, data, branding? }` in,
 * `{ id, bytes }` or `{ id, error }` out. See `reports/renderPool.ts`.
 */
import { parentPort } from 'node:worker_threads';
import type { ReportFormat } from '../contract/reports';
import type { OrganizationBranding } from './branding/organizationBranding';
import type { ReportData } from './dealReportData';
import { renderReportData } from './render';

interface RenderRequest {
  readonly id: number;
  readonly format: ReportFormat;
  readonly data: ReportData;
  readonly branding?: OrganizationBranding;
}

// A Buffer crosses the thread boundary as a plain Uint8Array: make the logo a Buffer again.
function withBufferLogo(branding: OrganizationBranding | undefined): OrganizationBranding | undefined {
  if (!branding?.logo) return branding;
  const bytes = branding.logo.bytes as Uint8Array;
  return { ...branding, logo: { ...branding.logo, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) } };
}

parentPort?.on('message', (request: RenderRequest) => {
  renderReportData(request.format, request.data, withBufferLogo(request.branding)).then(
    (bytes) => parentPort?.postMessage({ id: request.id, bytes }),
    (error: unknown) => parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
