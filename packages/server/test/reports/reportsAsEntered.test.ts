/**
 * A deal report prints the deal as it was entered and in words: 7.5 % reads "7.5%", a 7.5-month
 * hold "7.5 months"; no identifier (`high_risk`, `lease_option`) or font-mangled marker ("yes
 * COMPLIANT"); an input the deal does not use is not printed; the Assumptions are the deal's own
 * blanks and what the engine used for them; a fact without a public source is not "Entered by the user".
 */
import { describe, expect, it } from 'vitest';
import {
  buyHoldDefaults,
  calculateBuyHold,
  calculateCreativeFinancing,
  calculateFixFlip,
  creativeFinancingDefaults,
  ENGINE_VERSION,
  fixFlipDefaults,
  formatCurrency,
  STRATEGY_NAMES,
  type StrategyType,
} from '@rei/engine';
import type { DealReportData } from '../../src/reports/dealReportData';
import { amortizationOf, proFormaOf } from '../../src/reports/dealSchedules';
import { engineFilledInputs, engineInputValues, inputFigures, resultFigures } from '../../src/reports/figures';
import { renderDealReportPdf } from '../../src/reports/pdf';
import { dealReportFixture, pdfText } from './pdf/reportPdfFixture';

function report(type: StrategyType, inputs: Record<string, unknown>, results: Record<string, unknown>, overrides: Partial<DealReportData> = {}): DealReportData {
  const values = engineInputValues(type, inputs);
  return dealReportFixture({
    title: `${STRATEGY_NAMES[type]} — test`,
    strategy: { id: 1, type, name: STRATEGY_NAMES[type], inputs: inputFigures(type, inputs), results: resultFigures(type, results), rawInputs: inputs, rawResults: results, engineVersion: ENGINE_VERSION },
    proForma: proFormaOf(type, values, results),
    amortization: amortizationOf(type, values, results),
    assumptions: engineFilledInputs(type, inputs, results),
    ...overrides,
  });
}

const text = async (data: DealReportData) => (await pdfText(await renderDealReportPdf(data))).text;

describe('deal report inputs as entered, in words', () => {
  it("Buy & Hold: a 7.5 % finder's fee and vacancy print as 7.5%, the blanks the engine filled are the Assumptions", async () => {
    const inputs: Record<string, unknown> = { ...buyHoldDefaults(850_000, 6_200), isWholesaled: true, wholesaleFeePercent: 7.5, vacancyRate: 7.5, interestRate: 6.875 };
    delete inputs['maintenance'];
    const results = calculateBuyHold(inputs as never) as unknown as Record<string, unknown>;
    const pdf = await text(report('buy_hold', inputs, results));
    expect(pdf).toMatch(/Wholesaler's finder's fee \(% of price\) 7\.5%/);
    expect(pdf).toMatch(/Vacancy \(% of rent\) 7\.5%/);
    expect(pdf).toMatch(/Interest rate \(% a year\) 6\.875%/);
    expect(pdf).toContain("Compliance: finder's fee (%) 7.50%");
    expect(pdf).not.toMatch(/yes COMPLIANT|! NON-COMPLIANT|buy_hold/);
    // the blank maintenance and closing costs are stated with the value the engine used and its rule
    expect(pdf).toContain(`Maintenance: left blank, the engine used ${formatCurrency(results['annualMaintenance'] as number, { decimals: 2 })}`);
    expect(pdf).toContain(`Closing costs: left blank, the engine used ${formatCurrency(results['closingCosts'] as number, { decimals: 2 })} 3 % of the price`);
    // the NYC table says it is a comparison, and names the deal's own closing costs
    expect(pdf).toContain(`The deal's results use its own closing costs: ${formatCurrency(results['closingCosts'] as number, { decimals: 2 })}`);
  });

  it("Buy & Hold not bought through a wholesaler: the finder's fee is not printed", async () => {
    const inputs = { ...buyHoldDefaults(600_000, 4_000), isWholesaled: false, wholesaleFeePercent: 10 };
    const pdf = await text(report('buy_hold', inputs, calculateBuyHold(inputs as never) as never));
    expect(pdf).not.toContain("Wholesaler's finder's fee");
  });

  it('Fix & Flip: a 7.5-month hold prints "7.5 months"; the risk verdict is in words', async () => {
    const inputs = { ...fixFlipDefaults(300_000), rehabCost: 140_000, holdingMonths: 7.5 };
    const results = calculateFixFlip(inputs as never) as unknown as Record<string, unknown>;
    expect(results['viability']).toBe('high_risk');
    const pdf = await text(report('fix_flip', inputs, results));
    expect(pdf).toContain('Holding time (months) 7.5 months');
    expect(pdf).toContain('Viability High risk');
    expect(pdf).not.toContain('high_risk');
  });

  it('a lease option prints its structure in words and no note rate, term or balloon it does not use', async () => {
    const inputs = { ...creativeFinancingDefaults('lease_option', { propertyValue: 380_000, monthlyRent: 2_900 }), optionFee: 10_000, optionTerm: 30, exercisePrice: 395_000, existingPayment: 2_200, monthlyExpenses: 300 };
    const pdf = await text(report('creative_financing', inputs, calculateCreativeFinancing(inputs as never) as never));
    expect(pdf).toContain('Structure Lease Option');
    expect(pdf).not.toContain('lease_option');
    expect(pdf).not.toMatch(/Note rate|Note term|Balloon year|underlying loan/);
    expect(pdf).toContain('Option term (months; lease option) 30 months');
  });

  it('a fact or legal flag without a public source is the property record, not "Entered by the user"', async () => {
    const data = dealReportFixture({
      publicRecord: { facts: [{ label: 'Year built', value: '1931', provenance: null }], provenance: [], missingDatasets: [] },
      legalFlags: [{ kind: 'probate', label: 'Probate', status: 'Open', source: null }],
    });
    const pdf = await text(data);
    expect(pdf).not.toContain('Entered by the user');
    expect(pdf).toContain('Year built 1931 Property record in REI (no public source attached)');
  });
});
