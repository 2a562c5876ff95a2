import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_VERSION, formatCurrency, formatNumber, formatPercent } from '@rei/engine';
import { describe, expect, it } from 'vitest';
import { acceptLogo } from '../../../src/reports/branding/logoFile';
import type { OrganizationBranding } from '../../../src/reports/branding/organizationBranding';
import type { DealReportData } from '../../../src/reports/dealReportData';
import { formatReportFigure, pdfSafe, renderDealReportPdf } from '../../../src/reports/pdf';
import { dollarTick, niceScale } from '../../../src/reports/pdf/chart';
import { textInWords } from '../../../src/reports/words';
import { dealReportFixture, FIXTURE_ADDRESS, FIXTURE_HASH, fixtureEngineFigures, makePng, pdfOperators, pdfText, SVG_LOGO } from './reportPdfFixture';
import { TEST_ROOT } from '../../paths';

const JPEG_LOGO = readFileSync(join(TEST_ROOT, 'fixtures/branding/logo.jpg'));

function branding(logo: Buffer | null, overrides: Partial<OrganizationBranding> = {}): OrganizationBranding {
  const accepted = logo ? acceptLogo(logo) : null;
  return {
    organizationName: 'Zqx Holdings LLC',
    primaryColor: '#6b2c91',
    accentColor: '#f5a623',
    contactLine: 'Zqx Holdings · 212-555-0100 · deals@zqx.example',
    logo: accepted ? { mediaType: accepted.mediaType, bytes: accepted.bytes, sha256: accepted.sha256, width: accepted.width, height: accepted.height } : null,
    ...overrides,
  };
}

describe('deal report PDF', () => {
  it('parses, and holds the property, every result as the engine formats it, the pro forma, costs and the loan', async () => {
    const pdf = await renderDealReportPdf(dealReportFixture());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, numPages } = await pdfText(pdf);
    expect(numPages).toBeGreaterThan(1);
    const { result, projection, closing, loanAmount } = fixtureEngineFigures();

    expect(text).toContain(FIXTURE_ADDRESS);
    expect(text).toContain('Buy & Hold');
    expect(text).toContain('3077770012');
    expect(text).toContain('PLUTO (64uk-42ks), as of 2024-10-01'); // provenance of the public record
    // Each result, formatted by the engine's own formatters from the engine's own figures.
    const expected = [
      formatCurrency(result.annualNOI, { decimals: 2 }),
      formatCurrency(result.monthlyCashFlow, { decimals: 2 }),
      formatCurrency(result.monthlyMortgage, { decimals: 2 }),
      formatCurrency(result.totalCashInvested, { decimals: 2 }),
      formatCurrency(result.annualOperatingExpenses, { decimals: 2 }),
      formatPercent(result.capRate, 2),
      formatPercent(result.cashOnCashReturn, 2),
      formatNumber(result.dscr, { decimals: 2 }),
    ];
    for (const figure of expected) expect(text).toContain(figure);
    // A long text result (the compliance message) is printed too.
    // …in words: the engine's "⚠ NON-COMPLIANT:" marker reads "Not compliant:", never "! NON-COMPLIANT" or "yes COMPLIANT".
    expect(text).toContain(textInWords(result.compliance.complianceMessage).split(' ').slice(0, 4).join(' '));
    expect(text).toMatch(/(Not compliant|Compliant): Total project/);
    expect(text).not.toMatch(/yes COMPLIANT|! NON-COMPLIANT/);
    // The pro forma's first and last year, the closing costs' total, the loan.
    const first = projection.years[0]!;
    const last = projection.years.at(-1)!;
    for (const value of [first.netOperatingIncome, first.cashFlowBeforeTax, last.propertyValue]) expect(text).toContain(formatCurrency(value, { decimals: 2 }));
    expect(text).toContain(formatCurrency(closing.total, { decimals: 2 }));
    expect(text).toContain(formatCurrency(loanAmount, { decimals: 2 }));
    // Comparables, legal flag with its source, AI summary, assumptions
    expect(text).toContain('4402 Avenue K');
    expect(text).toContain('DOF tax lien sale list (9rz4-mjek), as of 2024-05-01');
    expect(text).toContain('Investment Thesis');
    expect(text).toContain('rent >= the neighbourhood median'); // '≥' spelled so the standard font can draw it
    expect(text).toContain('Vacancy');
    expect(text).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('prints the stamp (engine version, input hash, dataset dates, who and when) in the footer of every page', async () => {
    const { pages } = await pdfText(await renderDealReportPdf(dealReportFixture()));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(`Engine ${ENGINE_VERSION}`);
      expect(page).toContain(`Inputs SHA-256 ${FIXTURE_HASH}`);
      expect(page).toContain('Created 2026-11-24 13:05 UTC by Dana Analyst <dana@example.test>');
      expect(page).toContain('PLUTO 2024-10-01; DOF rolling sales 2024-09-30');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  });

  it('draws the charts as vector paths: an unbranded report without a photo holds no image at all', async () => {
    const pdf = await renderDealReportPdf(dealReportFixture());
    const { ops, OPS } = await pdfOperators(pdf);
    const all = ops.flat();
    expect(all).toContain(OPS.constructPath!);
    expect(all).not.toContain(OPS.paintImageXObject!);
    expect(all).not.toContain(OPS.paintInlineImageXObject!);
    const { text } = await pdfText(pdf);
    expect(text).toContain('Annual cash flow before tax');
    expect(text).toContain('Property value, loan balance and equity at year end');
  });

  it('renders the same data to the same bytes', async () => {
    const data = dealReportFixture();
    const [a, b] = await Promise.all([renderDealReportPdf(data), renderDealReportPdf(data)]);
    expect(a.equals(b)).toBe(true);
  });

  it('never prints NaN: figures the engine could not define read "Not defined" with the reason', async () => {
    const data = dealReportFixture();
    const broken: DealReportData = {
      ...data,
      strategy: {
        ...data.strategy,
        results: [
          { key: 'cashOnCashReturn', label: 'Cash-on-cash return', value: null, unit: 'percent', note: 'No cash goes in' },
          { key: 'dscr', label: 'Debt service coverage ratio', value: Number.NaN, unit: 'ratio' },
          { key: 'capRate', label: 'Cap rate', value: Number.POSITIVE_INFINITY, unit: 'percent' },
        ],
      },
      closingCosts: null,
      amortization: null,
      proForma: { rows: [{ ...data.proForma!.rows[0]!, cashFlow: Number.NaN, equity: Number.NEGATIVE_INFINITY }], assumptions: [] },
      comparables: { ...data.comparables!, rows: [], avgSalePrice: null, avgPricePerSqFt: null },
      legalFlags: [],
      aiSummary: null,
      publicRecord: null,
    };
    const { text } = await pdfText(await renderDealReportPdf(broken));
    expect(text).not.toMatch(/NaN|Infinity/);
    expect(text).toContain('Not defined');
    expect(text).toContain('No cash goes in');
    expect(text).toContain('No comparable sales matched these criteria.');
    expect(text).toContain('This report did not record which legal datasets were checked');
    expect(text).not.toMatch(/No eviction, tax lien, foreclosure/);
  });

  it('breaks long tables across pages and keeps every page footed', async () => {
    const data = dealReportFixture();
    const row = data.proForma!.rows[0]!;
    const long: DealReportData = {
      ...data,
      proForma: { rows: Array.from({ length: 40 }, (_, index) => ({ ...row, year: index + 1 })), assumptions: [] },
      comparables: {
        ...data.comparables!,
        rows: Array.from({ length: 60 }, (_, index) => ({ ...data.comparables!.rows[0]!, address: `${100 + index} Zqx Comparable Street` })),
      },
    };
    const usual = (await pdfText(await renderDealReportPdf(data))).numPages;
    const { pages, text } = await pdfText(await renderDealReportPdf(long));
    expect(pages.length).toBeGreaterThan(usual);
    expect(text).toContain('159 Zqx Comparable Street');
    for (const page of pages) expect(page).toContain(FIXTURE_HASH);
  });

  it('draws hostile or unusual text without failing', async () => {
    const data = dealReportFixture();
    const odd: DealReportData = {
      ...data,
      title: 'Ünïcode ≤ test — Łódź \u0000 <script>alert(1)</script> 日本',
      property: { ...data.property!, address: '12 Ça Va Street\u202f#3 ≥ 2', photoUrl: null },
    };
    const { text } = await pdfText(await renderDealReportPdf(odd));
    expect(text).toContain('12 Ça Va Street #3 >= 2');
    expect(text).toContain('Lódz');
    expect(text).toContain('<script>alert(1)</script>'); // printed as text, never interpreted
  });
});

describe('branded deal report PDF', () => {
  it("heads every page with the organization's name and contact line and embeds the PNG logo", async () => {
    const pdf = await renderDealReportPdf(dealReportFixture(), branding(makePng(240, 80)));
    const { pages } = await pdfText(pdf);
    for (const page of pages) {
      expect(page).toContain('Zqx Holdings LLC');
      expect(page).toContain('Zqx Holdings · 212-555-0100 · deals@zqx.example');
    }
    const { ops, OPS } = await pdfOperators(pdf);
    // The logo is an image on every page's header.
    for (const page of ops) expect(page).toContain(OPS.paintImageXObject!);
    // …embedded once and drawn from every page, not copied per page.
    expect(pdf.toString('latin1').split('/Subtype /Image').length - 1).toBe(1);
  });

  it('embeds a JPEG logo', async () => {
    const pdf = await renderDealReportPdf(dealReportFixture(), branding(JPEG_LOGO));
    expect(pdf.includes(Buffer.from('/DCTDecode'))).toBe(true);
  });

  it('draws an SVG logo as vector paths and text, not as a picture', async () => {
    const pdf = await renderDealReportPdf(dealReportFixture(), branding(Buffer.from(SVG_LOGO)));
    const { text } = await pdfText(pdf);
    expect(text).toContain('ZQX'); // the SVG's own <text>
    const { ops, OPS } = await pdfOperators(pdf);
    expect(ops.flat()).not.toContain(OPS.paintImageXObject!);
  });

  it('without a logo or contact line still names the organization; a too-light colour never hides the headings', async () => {
    const pdf = await renderDealReportPdf(dealReportFixture(), branding(null, { contactLine: null, primaryColor: '#fafafa' }));
    const { text } = await pdfText(pdf);
    expect(text).toContain('Zqx Holdings LLC');
    expect(text).toContain('Strategy: Buy & Hold');
  });

  it('cuts a name too long for the header with an ellipsis instead of spilling over the page', async () => {
    const long = `Zqx ${'Very Long Holdings '.repeat(12)}LLC`;
    const plainPages = (await pdfText(await renderDealReportPdf(dealReportFixture(), branding(null)))).numPages;
    const { pages } = await pdfText(await renderDealReportPdf(dealReportFixture(), branding(null, { organizationName: long })));
    expect(pages).toHaveLength(plainPages);
    for (const page of pages) {
      expect(page).toMatch(/Zqx Very Long Holdings .*…/);
      expect(page).not.toContain('Holdings LLC');
    }
  });

  it('differs from the plain report only where branding shows', async () => {
    const plain = (await pdfText(await renderDealReportPdf(dealReportFixture()))).text;
    const branded = (await pdfText(await renderDealReportPdf(dealReportFixture(), branding(null)))).text;
    expect(plain).not.toContain('Zqx Holdings LLC');
    expect(branded).not.toContain('REI · Deal report');
    expect(branded).toContain(formatCurrency(fixtureEngineFigures().result.annualNOI, { decimals: 2 }));
  });
});

describe('PDF text and figures', () => {
  it('pdfSafe keeps WinAnsi text and spells or strips the rest', () => {
    expect(pdfSafe('Price — $1,250 · 8.6% “ok” €5')).toBe('Price — $1,250 · 8.6% “ok” €5');
    expect(pdfSafe('DSCR ≥ 1.25 → ok')).toBe('DSCR >= 1.25 -> ok');
    expect(pdfSafe('Łódź Straße')).toBe('Lódz Straße'); // ó and ß are Latin-1; Ł and ź lose their marks
    expect(pdfSafe('a\u0000b\u0007c\nd')).toBe('abc\nd');
    expect(pdfSafe('東京')).toBe('??');
  });

  it('formats figures with the engine formatters and never NaN', () => {
    expect(formatReportFigure({ value: 1043.286, unit: 'usd' })).toBe('$1,043.29');
    expect(formatReportFigure({ value: 8.555, unit: 'percent' })).toBe('8.56%');
    expect(formatReportFigure({ value: 1.2345, unit: 'ratio' })).toBe('1.23');
    expect(formatReportFigure({ value: true, unit: 'flag' })).toBe('Yes');
    expect(formatReportFigure({ value: 'Viable', unit: 'text' })).toBe('Viable');
    expect(formatReportFigure({ value: null, unit: 'usd' })).toBe('Not defined');
    expect(formatReportFigure({ value: Number.NaN, unit: 'usd' })).toBe('Not defined');
  });

  it('chart axes are round and include zero', () => {
    expect(niceScale(1_200, 15_681)).toEqual({ min: 0, max: 20_000, step: 5_000 });
    const withLoss = niceScale(-3_000, 12_000);
    expect(withLoss.min).toBeLessThanOrEqual(-3_000);
    expect(withLoss.max).toBeGreaterThanOrEqual(12_000);
    expect(Number.isInteger(withLoss.min / withLoss.step)).toBe(true);
    expect(niceScale(0, 0)).toEqual({ min: 0, max: 1, step: 0.2 });
  });

  it('axis labels are compact only when exact', () => {
    expect(dollarTick(1_500_000)).toBe('$1.5M');
    expect(dollarTick(1_250_000)).toBe('$1,250,000');
    expect(dollarTick(250_000)).toBe('$250K');
    expect(dollarTick(-2_500)).toBe('-$2,500');
    expect(dollarTick(0)).toBe('$0');
  });
});
