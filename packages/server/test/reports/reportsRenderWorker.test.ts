/**
 * XLSX and PDF files are built in the render worker thread, off the event loop that answers
 * requests; the worker's file is the same as one rendered in this thread.
 */
import { afterAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ENGINE_VERSION, buyHoldDefaults, calculateBuyHold } from '@rei/engine';
import type { DealReportData } from '../../src/reports/dealReportData';
import { inputFigures, resultFigures } from '../../src/reports/figures';
import { renderReportData } from '../../src/reports/render';
import { renderOffThread, stopRenderWorker } from '../../src/reports/renderPool';

const inputs = { ...buyHoldDefaults(880_000, 6_400) } as Record<string, unknown>;
const results = calculateBuyHold(inputs as never) as unknown as Record<string, unknown>;
const data: DealReportData = {
  kind: 'deal',
  title: 'Buy & Hold — 77 Worker Way, Queens',
  organization: { id: 1, name: 'Worker Capital' },
  property: { id: 1, address: '77 Worker Way', city: 'Queens', state: 'NY', zip: '11101', bbl: null, borough: null, propertyType: null, units: 2, yearBuilt: 1931, buildingArea: 2400, photoUrl: null, isDemo: false },
  publicRecord: null,
  strategy: { id: 1, type: 'buy_hold', name: 'Buy & Hold', inputs: inputFigures('buy_hold', inputs), results: resultFigures('buy_hold', results), rawInputs: inputs, rawResults: results, engineVersion: ENGINE_VERSION },
  closingCosts: null,
  proForma: null,
  amortization: null,
  comparables: null,
  legalFlags: [],
  aiSummary: null,
  assumptions: [],
  stamp: { engineVersion: ENGINE_VERSION, inputsSha256: 'b'.repeat(64), datasets: [], createdAt: '2026-11-24T12:00:00.000Z', createdBy: { userId: 1, name: 'W', email: 'w@example.test' } },
};

afterAll(async () => {
  await stopRenderWorker();
});

describe('render worker', () => {
  it('renders CSV, XLSX and PDF in the worker thread, the same as in this thread', async () => {
    const csv = await renderOffThread('csv', data);
    expect(csv.inWorker).toBe(true);
    expect(csv.bytes.equals(await renderReportData('csv', data))).toBe(true);

    const xlsx = await renderOffThread('xlsx', data);
    expect(xlsx.inWorker).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as never);
    expect(workbook.getWorksheet('Results')).toBeDefined();

    const pdf = await renderOffThread('pdf', data);
    expect(pdf.inWorker).toBe(true);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.bytes.equals(await renderReportData('pdf', data))).toBe(true);
  });

  it('keeps the event loop turning while the worker builds', async () => {
    let turns = 0;
    let running = true;
    const spin = () => {
      turns += 1;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    const builds = await Promise.all(Array.from({ length: 4 }, () => renderOffThread('pdf', data)));
    running = false;
    expect(builds.every((build) => build.inWorker)).toBe(true);
    // the main thread went round its loop while four PDFs were being drawn elsewhere
    expect(turns).toBeGreaterThan(4);
  });

  it('a render error in the worker comes back as an error', async () => {
    await expect(renderOffThread('team-csv', data)).rejects.toThrow(/not a deal report format/);
  });
});
