import { describe, expect, it } from 'vitest';
import { LocalSummaryProvider, writeLocalSummary } from './LocalSummaryProvider';
import type { SummaryRequest } from './SummaryProvider';

// A 6-unit Brooklyn walk-up. Outputs are what a buy-and-hold run gives for
// price 1,250,000, 25 % down at 4.75 %, rent 15,000 (figures fixed here, not recomputed).
const brooklynWalkUp: SummaryRequest = {
  property: {
    address: '418 Halsey Street',
    city: 'Brooklyn',
    state: 'NY',
    zip: '11233',
    borough: 'BK',
    propertyType: 'multi-family',
    units: 6,
    yearBuilt: 1910,
    buildingArea: 4_800,
    zoneDist1: 'R6A',
    taxClass: '2',
    hpdViolations: 9,
    ecbViolations: 3,
    complaints311: 4,
    dobPermits: 2,
    lastSalePrice: 900_000,
    lastSaleDate: '2016-05-12',
  },
  strategy: {
    strategyType: 'buy_hold',
    inputs: { purchasePrice: 1_250_000, grossMonthlyRent: 15_000, downPaymentPercent: 25, interestRate: 4.75, vacancyRate: 5 },
    outputs: {
      annualNOI: 114_900,
      capRate: 9.192,
      monthlyMortgage: 4_890.44,
      monthlyCashFlow: 4_684.56,
      annualCashFlow: 56_214.72,
      cashOnCashReturn: 17.9887,
      downPaymentAmount: 312_500,
      effectiveGrossIncome: 171_000,
      annualOperatingExpenses: 56_100,
    },
  },
};

describe('LocalSummaryProvider', () => {
  it('writes the three headed sections in order', async () => {
    const result = await new LocalSummaryProvider().generate(brooklynWalkUp);
    const thesis = result.summary.indexOf('## Investment Thesis');
    const risk = result.summary.indexOf('## Risk Assessment');
    const hood = result.summary.indexOf('## Neighborhood Insights');
    expect(thesis).toBe(0);
    expect(risk).toBeGreaterThan(thesis);
    expect(hood).toBeGreaterThan(risk);
    expect(result.provider).toBe('local');
    expect(result.model).toBe('rei-local-v1');
  });

  it('quotes the engine figures formatted as money and percent', () => {
    const { sections } = writeLocalSummary(brooklynWalkUp);
    expect(sections.investmentThesis).toContain('$1,250,000');
    expect(sections.investmentThesis).toContain('$114,900');
    expect(sections.investmentThesis).toContain('9.19% cap rate');
    expect(sections.investmentThesis).toContain('17.99% cash-on-cash');
    // 1,250,000 / 4,800 sq ft = 260.42 → $260 per square foot
    expect(sections.investmentThesis).toContain('$260 per square foot');
    // DSCR = 114,900 / (4,890.44 × 12 = 58,685.28) = 1.958 → 1.96x
    expect(sections.riskAssessment).toContain('1.96x');
    // expense ratio = 56,100 / 171,000 = 32.8 %
    expect(sections.riskAssessment).toContain('32.8%');
    // 10 % rent drop: 4,684.56 − 171,000 / 12 × 0.1 = 4,684.56 − 1,425 = 3,259.56 → $3,260
    expect(sections.riskAssessment).toContain('$3,260');
    expect(sections.riskAssessment).toContain('12 HPD and ECB violations');
    expect(sections.neighborhoodInsights).toContain('Brooklyn');
    expect(sections.neighborhoodInsights).toContain('R6A');
    // $260/sq ft is below Brooklyn's $400–$900 band
    expect(sections.neighborhoodInsights).toContain('below the broad $400–$900 band');
    // 1,250,000 − 900,000 = 350,000
    expect(sections.neighborhoodInsights).toContain("$350,000 below today's analysed price");
  });

  it('is deterministic: the same input gives the same text', () => {
    expect(writeLocalSummary(brooklynWalkUp).summary).toBe(writeLocalSummary(brooklynWalkUp).summary);
  });

  it('different figures give different text', () => {
    const weaker: SummaryRequest = {
      ...brooklynWalkUp,
      strategy: {
        ...brooklynWalkUp.strategy,
        outputs: { ...brooklynWalkUp.strategy.outputs, capRate: 3.1, monthlyCashFlow: -820.5, annualCashFlow: -9_846, cashOnCashReturn: -3.15 },
      },
    };
    const a = writeLocalSummary(brooklynWalkUp);
    const b = writeLocalSummary(weaker);
    expect(b.summary).not.toBe(a.summary);
    expect(b.sections.investmentThesis).toContain('does not carry itself');
    expect(b.sections.investmentThesis).toContain('$821 a month');
    expect(a.sections.investmentThesis).not.toContain('does not carry itself');
  });

  it('rates thin debt coverage and old buildings as higher risk', () => {
    const thin: SummaryRequest = {
      ...brooklynWalkUp,
      strategy: { ...brooklynWalkUp.strategy, outputs: { ...brooklynWalkUp.strategy.outputs, annualNOI: 50_000, monthlyCashFlow: -500 } },
    };
    expect(writeLocalSummary(thin).sections.riskAssessment).toMatch(/^Overall risk: High\./);
    expect(writeLocalSummary(thin).sections.riskAssessment).toContain('below break-even');
  });

  it('never writes NaN or undefined when data is missing', () => {
    const bare: SummaryRequest = { property: {}, strategy: { strategyType: 'fix_flip', inputs: {}, outputs: {} } };
    const { summary, sections } = writeLocalSummary(bare);
    expect(summary).not.toMatch(/NaN|undefined|null|Infinity/);
    expect(sections.riskAssessment).toContain('not rated');
    expect(sections.neighborhoodInsights).toBe('Neighborhood data is not available for this property.');
  });
});

describe('LocalSummaryProvider with the lot’s public record', () => {
  it("uses the lot's real neighbourhood facts and cites their source", () => {
    const { sections } = writeLocalSummary({
      ...brooklynWalkUp,
      property: { ...brooklynWalkUp.property, neighborhood: 'BEDFORD STUYVESANT', neighborhoodSource: 'DOF Rolling Sales, as of 2024-09-30', comparablesCount: 12, comparablesAvgPricePerSqFt: 310 },
    });
    expect(sections.neighborhoodInsights).toContain('The lot is in Bedford Stuyvesant, Brooklyn (DOF Rolling Sales, as of 2024-09-30).');
    expect(sections.neighborhoodInsights).toContain('12 comparable sales nearby average $310 per square foot; this price, $260, is at or below them.');
  });

  it('repeats the three-state legal check and says nothing about violations it did not read', () => {
    const { sections } = writeLocalSummary({
      ...brooklynWalkUp,
      property: { ...brooklynWalkUp.property, hpdViolations: 0, ecbViolations: 0, violationsChecked: false, legalCheck: 'Not checked: evictions, tax liens, foreclosure. Legal status unknown until they are checked.' },
    });
    expect(sections.riskAssessment).toContain('Legal records: Not checked: evictions, tax liens, foreclosure.');
    expect(sections.riskAssessment).not.toContain('No HPD or ECB violations are on file');
    expect(sections.riskAssessment).not.toMatch(/\bclear\b/i);
  });
});
