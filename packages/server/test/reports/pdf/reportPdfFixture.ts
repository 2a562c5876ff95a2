/**
 * A one-property deal report made by calling the engine (Buy & Hold, a 10-year projection,
 * the loan's schedule, NYC buyer closing costs), so the PDF tests compare the file against the
 * engine's own figures. Also the PDF text extraction the tests share (pdfjs-dist).
 */
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import {
  amortizationSchedule,
  buyHoldDefaults,
  calculateBuyHold,
  ENGINE_VERSION,
  nycClosingCosts,
  rentalHoldProForma,
} from '@rei/engine';
import type { DealReportData, ReportFigure } from '../../../src/reports/dealReportData';
import { amortizationOf, buyHoldProFormaInput, proFormaOf } from '../../../src/reports/dealSchedules';

const require = createRequire(import.meta.url);

export const FIXTURE_ADDRESS = '4410 Avenue Zqxfixture';
export const FIXTURE_HASH = 'a3f1c2d4e5b6978812345678abcdef0123456789abcdef0123456789abcdef01';

/** Engine results of the fixture, for the tests to format and look for. */
export function fixtureEngineFigures() {
  const inputs = buyHoldDefaults(850_000, 6_200);
  const result = calculateBuyHold(inputs);
  const projection = rentalHoldProForma(buyHoldProFormaInput(inputs as unknown as Record<string, unknown>, result as unknown as Record<string, unknown>));
  const loanAmount = result.loanAmount;
  const schedule = amortizationSchedule({ principal: loanAmount, annualRatePercent: inputs.interestRate, termMonths: inputs.loanTerm * 12 });
  const closing = nycClosingCosts({ purchasePrice: 850_000, loanAmount, propertyKind: 'one_to_three_family', side: 'buyer' });
  return { inputs, result, projection, schedule, closing, loanAmount };
}

const LABELS: Record<string, string> = {
  downPaymentAmount: 'Down payment',
  loanAmount: 'Loan amount',
  monthlyMortgage: 'Monthly mortgage payment',
  annualDebtService: 'Annual debt service',
  monthlyVacancyLoss: 'Monthly vacancy loss',
  effectiveGrossIncome: 'Effective gross income',
  annualMaintenance: 'Annual maintenance',
  annualManagementFee: 'Annual management fee',
  annualOperatingExpenses: 'Annual operating expenses',
  annualNOI: 'Net operating income (annual)',
  monthlyCashFlow: 'Monthly cash flow',
  annualCashFlow: 'Annual cash flow',
  closingCosts: 'Closing costs',
  totalCashInvested: 'Total cash invested',
  capRate: 'Cap rate',
  cashOnCashReturn: 'Cash-on-cash return',
  dscr: 'Debt service coverage ratio',
};

const UNITS: Record<string, ReportFigure['unit']> = { capRate: 'percent', cashOnCashReturn: 'percent', dscr: 'ratio' };

/** The fixture report; `overrides` replace top-level parts. */
export function dealReportFixture(overrides: Partial<DealReportData> = {}): DealReportData {
  const { inputs, result, closing } = fixtureEngineFigures();
  const results: ReportFigure[] = Object.entries(LABELS).map(([key, label]) => ({
    key,
    label,
    value: (result as unknown as Record<string, number | null>)[key] ?? null,
    unit: UNITS[key] ?? 'usd',
  }));
  results.push({ key: 'compliance.isCompliant', label: 'Meets the 80 % cost-to-ARV rule', value: result.compliance.isCompliant, unit: 'flag' });
  results.push({ key: 'compliance.complianceMessage', label: 'Compliance', value: result.compliance.complianceMessage, unit: 'text' });
  return {
    kind: 'deal',
    title: `Buy & Hold — ${FIXTURE_ADDRESS}, Brooklyn`,
    organization: { id: 1, name: 'Fixture Holdings' },
    property: {
      id: 7,
      address: FIXTURE_ADDRESS,
      city: 'Brooklyn',
      state: 'NY',
      zip: '11234',
      bbl: '3077770012',
      borough: 'Brooklyn',
      propertyType: 'multi-family',
      units: 3,
      yearBuilt: 1931,
      buildingArea: 2_640,
      photoUrl: 'https://photos.example.com/4410.jpg',
      isDemo: false,
    },
    publicRecord: {
      facts: [
        { label: 'Zoning', value: 'R5', provenance: 'PLUTO (64uk-42ks), as of 2024-10-01' },
        { label: 'Building class', value: 'C0 — three families', provenance: 'PLUTO (64uk-42ks), as of 2024-10-01' },
        { label: 'Open HPD violations', value: '2 open', provenance: 'HPD violations (wvxf-dwi5), retrieved 2024-11-02' },
      ],
      provenance: ['PLUTO (64uk-42ks), as of 2024-10-01', 'HPD violations (wvxf-dwi5), retrieved 2024-11-02'],
      missingDatasets: ['dob-permits'],
    },
    strategy: {
      id: 11,
      type: 'buy_hold',
      name: 'Buy & Hold',
      inputs: [
        { key: 'purchasePrice', label: 'Purchase price', value: inputs.purchasePrice, unit: 'usd' },
        { key: 'grossMonthlyRent', label: 'Gross monthly rent', value: inputs.grossMonthlyRent, unit: 'usd' },
        { key: 'downPaymentPercent', label: 'Down payment', value: inputs.downPaymentPercent, unit: 'percent' },
        { key: 'interestRate', label: 'Interest rate', value: inputs.interestRate, unit: 'percent' },
        { key: 'loanTerm', label: 'Loan term', value: inputs.loanTerm, unit: 'years' },
      ],
      results,
      rawInputs: inputs as unknown as Record<string, unknown>,
      rawResults: result as unknown as Record<string, unknown>,
      engineVersion: ENGINE_VERSION,
    },
    closingCosts: {
      side: 'buyer',
      propertyKind: closing.propertyKind,
      lines: closing.lines.map((line) => ({ name: line.name, rate: line.rate, amount: line.amount, estimate: line.estimate, basis: line.basis })),
      total: closing.total,
      percentOfPrice: closing.percentOfPrice,
    },
    proForma: proFormaOf('buy_hold', inputs as unknown as Record<string, unknown>, result as unknown as Record<string, unknown>),
    amortization: amortizationOf('buy_hold', inputs as unknown as Record<string, unknown>, result as unknown as Record<string, unknown>),
    comparables: {
      criteria: 'Sales of 1–3 family buildings within 0.5 miles in the last 12 months',
      rows: [
        { address: '4402 Avenue K', saleDate: '2024-06-12', salePrice: 905_000, squareFeet: 2_500, pricePerSqFt: 362, distance: 0.12, buildingClass: 'C0', units: 3 },
        { address: '1180 E 45th St', saleDate: '2024-03-02', salePrice: 812_500, squareFeet: null, pricePerSqFt: null, distance: 0.4, buildingClass: 'B1', units: 2 },
      ],
      avgSalePrice: 858_750,
      avgPricePerSqFt: 362,
      provenance: 'DOF rolling sales (usep-8jbt), as of 2024-09-30',
    },
    legalFlags: [{ kind: 'tax_lien', label: 'Tax lien sale list', status: 'On the 2024 lien sale list', source: 'DOF tax lien sale list (9rz4-mjek), as of 2024-05-01' }],
    aiSummary: {
      text: '## Investment Thesis\nA steady three-family rental with rent ≥ the neighbourhood median.\n\n## Risk Assessment\nThe tax lien must be cleared at closing.',
      provider: 'local',
      createdAt: '2026-11-24T12:00:00.000Z',
    },
    assumptions: [{ key: 'vacancyRate', label: 'Vacancy', value: inputs.vacancyRate, unit: 'percent', note: 'REI default' }],
    stamp: {
      engineVersion: ENGINE_VERSION,
      inputsSha256: FIXTURE_HASH,
      datasets: [
        { dataset: 'pluto', title: 'PLUTO', asOf: '2024-10-01' },
        { dataset: 'rolling-sales', title: 'DOF rolling sales', asOf: '2024-09-30' },
      ],
      createdAt: '2026-11-24T13:05:00.000Z',
      createdBy: { userId: 3, name: 'Dana Analyst', email: 'dana@example.test' },
    },
    ...overrides,
  };
}

/** Text of every page of a PDF (pdfjs-dist), pages joined by a form feed, items by spaces. */
export async function pdfText(pdf: Buffer): Promise<{ pages: string[]; text: string; numPages: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), standardFontDataUrl, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  await document.destroy();
  return { pages, text: pages.join('\f'), numPages: document.numPages };
}

/** The drawing operators of each page (pdfjs `OPS` numbers) with the OPS table, to tell vector paths from images. */
export async function pdfOperators(pdf: Buffer): Promise<{ ops: number[][]; OPS: Record<string, number> }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), standardFontDataUrl, verbosity: 0 }).promise;
  const ops: number[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    ops.push([...(await page.getOperatorList()).fnArray]);
  }
  await document.destroy();
  return { ops, OPS: pdfjs.OPS as unknown as Record<string, number> };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of `width`×`height` at `bitDepth` and PNG colour type `colourType`, every pixel zero: it compresses to almost nothing. */
export function bombPng(width: number, height: number, bitDepth: number, colourType: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = colourType;
  const channels = { 0: 1, 2: 3, 4: 2, 6: 4 }[colourType as 0 | 2 | 4 | 6];
  const rowBytes = 1 + Math.ceil((width * channels * bitDepth) / 8);
  const pixels = deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The bomb of the finding: 4096×4096 16-bit RGBA of zeros, about 130 KB, 128 MB decoded. */

/**
 * A real RGB PNG of `width`×`height`: a two-colour diagonal pattern. `noise` fills the pixels
 * with pseudo-random bytes instead, so the file does not compress (to make a large one).
 */
export function makePng(width: number, height: number, options: { noise?: boolean } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let seed = 12345;
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x += 1) {
      const at = row + 1 + x * 3;
      if (options.noise) {
        for (let c = 0; c < 3; c += 1) {
          seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
          raw[at + c] = seed >>> 24;
        }
      } else {
        const dark = (x + y) % 24 < 12;
        raw[at] = dark ? 0xc0 : 0xff;
        raw[at + 1] = dark ? 0x39 : 0xd7;
        raw[at + 2] = dark ? 0x2b : 0x00;
      }
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small SVG logo: a coloured square with the letters ZQ. */
export const SVG_LOGO = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">
  <title>Zqx Holdings</title>
  <rect x="0" y="0" width="40" height="40" rx="6" fill="#c0392b"/>
  <path d="M8 10 H32 L8 30 H32" stroke="#ffffff" stroke-width="4" fill="none"/>
  <text x="48" y="27" font-family="sans-serif" font-size="18" fill="#1f3a5f">ZQX</text>
</svg>`;
