/**
 * The deal report's pro forma is a ledger a lender can add up: in the report data, in the PDF's
 * text, for any Buy & Hold deal, gross rent − vacancy − operating expenses = NOI and NOI − debt
 * service = cash flow, to the cent, the management fee counted once; gross rent, vacancy, NOI,
 * cash flow and the returns (IRR, NPV, equity multiple) are the engine's own figures.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buyHoldDefaults, calculateBuyHold, formatCurrency, rentalHoldProForma } from '@rei/engine';
import { buyHoldProFormaInput, proFormaOf } from '../../src/reports/dealSchedules';
import { engineInputValues } from '../../src/reports/figures';
import { renderDealReportPdf } from '../../src/reports/pdf';
import { dealReportFixture, pdfText } from './pdf/reportPdfFixture';

const money = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);
const pct = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);

const buyHoldDeal = fc.record({
  purchasePrice: money(50_000, 5_000_000),
  downPaymentPercent: pct(0, 100),
  interestRate: pct(0, 15),
  loanTerm: fc.integer({ min: 5, max: 40 }),
  grossMonthlyRent: money(500, 60_000),
  vacancyRate: pct(0, 30),
  propertyTax: money(0, 80_000),
  insurance: money(0, 20_000),
  propertyManagementPercent: pct(0, 15),
});

const cents = (x: number) => Math.round(x * 100);

function proFormaOfDeal(deal: Record<string, unknown>) {
  const values = engineInputValues('buy_hold', deal);
  const results = calculateBuyHold(values as never) as unknown as Record<string, unknown>;
  return { values, results, proForma: proFormaOf('buy_hold', values, results)! };
}

describe('deal report pro forma (law over generated Buy & Hold deals)', () => {
  it('each row adds up to the cent, the management fee counted once, and the figures are the engine’s', () => {
    fc.assert(
      fc.property(buyHoldDeal, (deal) => {
        const { values, results, proForma } = proFormaOfDeal(deal);
        const engine = rentalHoldProForma(buyHoldProFormaInput(values, results));
        expect(proForma.rows).toHaveLength(engine.years.length);
        proForma.rows.forEach((row, i) => {
          const year = engine.years[i]!;
          expect(cents(row.grossRent) - cents(row.vacancyLoss) - cents(row.operatingExpenses)).toBe(cents(row.noi));
          expect(cents(row.noi) - cents(row.debtService)).toBe(cents(row.cashFlow));
          expect(row.grossRent).toBe(year.grossRent);
          expect(row.vacancyLoss).toBe(year.vacancyLoss);
          if (i === 0) {
            // year 1 prints the deal's Buy & Hold result, a cent at most from the projection's
            expect(Math.abs(cents(row.noi) - cents(year.netOperatingIncome))).toBeLessThanOrEqual(1);
            expect(Math.abs(cents(row.cashFlow) - cents(year.cashFlowBeforeTax))).toBeLessThanOrEqual(1);
          } else {
            expect(row.noi).toBe(year.netOperatingIncome);
            expect(row.cashFlow).toBe(year.cashFlowBeforeTax);
          }
          // operating expenses hold the management fee once: within the engine's own rounding (2 cents) of its figure
          expect(Math.abs(cents(row.operatingExpenses) - cents(year.operatingExpenses))).toBeLessThanOrEqual(3);
          expect(Math.abs(cents(row.debtService) - cents(year.debtService))).toBeLessThanOrEqual(2);
        });
        // Year 1 is the deal's own Buy & Hold result.
        expect(proForma.rows[0]!.noi).toBe(results['annualNOI']);
        expect(proForma.rows[0]!.cashFlow).toBe(results['annualCashFlow']);
        expect(proForma.returns).toMatchObject({ irrPercent: engine.totals.irrPercent, npv: engine.totals.npv, equityMultiple: engine.totals.equityMultiple });
      }),
      { numRuns: 150 },
    );
  });

  it('in the PDF text every pro forma row reads gross − vacancy − operating expenses = NOI and NOI − debt service = cash flow', async () => {
    const deals = fc.sample(buyHoldDeal, { seed: 28, numRuns: 4 });
    deals.push({ ...buyHoldDefaults(850_000, 6_200), propertyManagementPercent: 10 } as never);
    for (const deal of deals) {
      const { proForma } = proFormaOfDeal(deal);
      const { text } = await pdfText(await renderDealReportPdf(dealReportFixture({ proForma })));
      const amount = (s: string) => Math.round(Number(s.replace(/[$,]/g, '')) * 100);
      for (const row of proForma.rows) {
        const printed = [row.grossRent, row.vacancyLoss, row.operatingExpenses, row.noi, row.debtService, row.cashFlow, row.cumulativeCashFlow].map((x) => formatCurrency(x, { decimals: 2 }));
        const line = `${row.year} ${printed.join(' ')}`;
        expect(text, JSON.stringify(deal)).toContain(line);
        const [gross, vacancy, opex, noi, debt, flow] = printed.map(amount);
        expect(gross! - vacancy! - opex!).toBe(noi);
        expect(noi! - debt!).toBe(flow);
      }
      expect(text).toContain('IRR (equity, a year)');
      expect(text).toContain('NPV at 8 % a year');
      expect(text).toContain('Equity multiple');
    }
  });
});
