/**
 * How long each report format takes to render from its data (the request path renders CSV;
 * XLSX and PDF go to the build queue). Prints median and p95 per format.
 * Run: node packages/server/bin/run.mjs packages/server/bench/reportFormats.bench.ts
 */
import { ENGINE_VERSION, buyHoldDefaults, calculateBuyHold } from '@rei/engine';
import { renderDealCsv } from '../src/reports/csv';
import type { DealReportData } from '../src/reports/dealReportData';
import { inputFigures, resultFigures } from '../src/reports/figures';
import { renderDealReportPdf } from '../src/reports/pdf';
import { renderDealXlsx } from '../src/reports/xlsx/workbook';

const inputs = { ...buyHoldDefaults(1_250_000, 15_000) } as Record<string, unknown>;
const results = calculateBuyHold(inputs as never) as unknown as Record<string, unknown>;
const data: DealReportData = {
  kind: 'deal',
  title: 'Buy & Hold — 123 Bench St, Brooklyn',
  organization: { id: 1, name: 'Bench Capital' },
  property: { id: 1, address: '123 Bench St', city: 'Brooklyn', state: 'NY', zip: '11201', bbl: '3012340056', borough: 'BK', propertyType: 'multi-family', units: 4, yearBuilt: 1925, buildingArea: 3600, photoUrl: null, isDemo: false },
  publicRecord: null,
  strategy: { id: 1, type: 'buy_hold', name: 'Buy & Hold', inputs: inputFigures('buy_hold', inputs), results: resultFigures('buy_hold', results), rawInputs: inputs, rawResults: results, engineVersion: ENGINE_VERSION },
  closingCosts: null,
  proForma: null,
  amortization: null,
  comparables: null,
  legalFlags: [],
  aiSummary: null,
  assumptions: [],
  stamp: { engineVersion: ENGINE_VERSION, inputsSha256: '0'.repeat(64), datasets: [], createdAt: '2026-11-24T12:00:00.000Z', createdBy: { userId: 1, name: 'Bench', email: 'bench@example.test' } },
};

async function time(name: string, runs: number, render: () => unknown): Promise<void> {
  for (let i = 0; i < 3; i += 1) await render();
  const ms: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await render();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(2);
  console.log(`${name.padEnd(5)} median ${at(0.5)} ms  p95 ${at(0.95)} ms  (${runs} runs)`);
}

await time('csv', 200, () => renderDealCsv(data));
await time('xlsx', 40, () => renderDealXlsx(data));
await time('pdf', 40, () => renderDealReportPdf(data));
