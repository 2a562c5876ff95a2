import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PORTFOLIO_CARD_TEXT,
  dashboardStatTexts,
  dashboardStats,
  portfolioCardCells,
  portfolioCardFields,
  portfolioCardState,
  portfolioSummaryText,
  resolvePortfolioProperty,
} from './portfolio';
import { portfolioItemSchema } from '../domain/portfolio';

describe('portfolioCardState and cells', () => {
  it('is calculating, incomplete or ready', () => {
    expect(portfolioCardState({})).toBe('calculating');
    expect(portfolioCardState({ metricsCalculated: false, metricsError: null })).toBe('calculating');
    expect(portfolioCardState({ metricsCalculated: true })).toBe('ready');
    expect(portfolioCardState({ metricsCalculated: true, metricsError: 'No rent data' })).toBe('incomplete');
    expect(portfolioCardState({ metricsCalculated: false, metricsError: '   ' })).toBe('calculating');
  });

  it('shows the strategy fields of spec 1', () => {
    expect(portfolioCardFields('buy_hold').map((f) => f.label)).toEqual(['Purchase Price', 'Annual NOI', 'Monthly Rent', 'Cash-on-Cash']);
    expect(portfolioCardFields('fix_flip').map((f) => f.label)).toEqual(['Purchase Price', 'Rehab Cost', 'ARV', 'Profit']);
    expect(portfolioCardFields('wholesale').map((f) => f.label)).toEqual(['Contract Price', 'ARV', 'Repair Estimate', 'Assignment Fee']);
    expect(portfolioCardFields('brrr')).toBe(portfolioCardFields('buy_hold'));
    expect(portfolioCardFields(undefined)).toBe(portfolioCardFields('buy_hold'));
  });

  it('writes the cell texts for each state', () => {
    expect(portfolioCardCells({ purchasePrice: 1 }).every((c) => c.text === 'Calculating...')).toBe(true);
    // A property added by form or CSV with only its last sale known: what is known shows, never "Error".
    const incomplete = portfolioCardCells({ metricsError: ' Add the monthly rent to see cash flow ', lastSalePrice: 1_230_000 });
    expect(incomplete[0]).toEqual({ key: 'purchasePrice', label: 'Last Sale Price', text: '$1,230,000' });
    expect(incomplete[1]).toEqual({ key: 'annualNOI', label: 'Annual NOI', text: '--', hint: 'Add the monthly rent to see cash flow' });
    expect(incomplete.map((c) => c.text)).not.toContain('Error');
    const priced = portfolioCardCells({ metricsError: 'Add the monthly rent', purchasePrice: 900_000, lastSalePrice: 1_230_000 });
    expect(priced[0]).toEqual({ key: 'purchasePrice', label: 'Purchase Price', text: '$900,000' });
    const ready = portfolioCardCells({ metricsCalculated: true, purchasePrice: 1_250_000, annualNOI: '84500.50', monthlyRent: null, cashOnCash: 8.55 });
    expect(ready.map((c) => c.text)).toEqual(['$1,250,000', '$84,501', '--', '8.6%']);
    const wholesale = portfolioCardCells({ metricsCalculated: true, strategyType: 'wholesale', purchasePrice: 400_000, arv: 600_000, rehabCost: 50_000, profit: 12_000 });
    // the end investor's profit is never shown as the wholesaler's fee
    expect(wholesale.map((c) => c.text)).toEqual(['$400,000', '$600,000', '$50,000', '--']);
    expect(portfolioCardCells({ metricsCalculated: true, strategyType: 'wholesale', assignmentFee: 9_000, profit: 12_000 })[3]?.text).toBe('$9,000');
  });

  it('reads a wholesale card\'s repair estimate from repairEstimate, as the server sends it', () => {
    // the server's wholesale card: fee 8,000, repairEstimate 25,000, investor profit 352,286, no rehabCost
    const card = { metricsCalculated: true, strategyType: 'wholesale', purchasePrice: 400_000, arv: 650_000, repairEstimate: 25_000, assignmentFee: 8_000, profit: 352_286, rehabCost: null } as const;
    expect(portfolioCardCells(card).map((c) => `${c.label} ${c.text}`)).toEqual([
      'Contract Price $400,000',
      'ARV $650,000',
      'Repair Estimate $25,000',
      'Assignment Fee $8,000',
    ]);
    expect(portfolioSummaryText(card)).toBe(
      "Complete analysis: $8,000 assignment fee on a $400,000 contract against a $650,000 ARV; the end investor's projected profit is $352,286.",
    );
  });
});

describe('portfolioSummaryText', () => {
  it('speaks of profit, ARV and rehab for a flip, and of the fee for a wholesale deal', () => {
    expect(
      portfolioSummaryText({ strategyType: 'fix_flip', metricsCalculated: true, profit: 48_250, arv: 650_000, rehabCost: 25_000 }),
    ).toBe('Complete analysis: $48,250 projected profit on a $650,000 ARV after $25,000 of rehab.');
    expect(
      portfolioSummaryText({ strategyType: 'wholesale', metricsCalculated: true, assignmentFee: 8_000, purchasePrice: 400_000, arv: 650_000 }),
    ).toBe('Complete analysis: $8,000 assignment fee on a $400,000 contract against a $650,000 ARV.');
    expect(portfolioSummaryText({ strategyType: 'fix_flip', metricsCalculated: false })).toBe(PORTFOLIO_CARD_TEXT.summaryPending);
  });

  it('writes the three sentences', () => {
    expect(portfolioSummaryText({ metricsCalculated: true, capRate: 6.25, monthlyNetCashFlow: 1250, cashOnCash: 9.8 })).toBe(
      'Complete analysis: 6.25% cap rate, $1,250 monthly cash flow and 9.8% cash-on-cash return.',
    );
    expect(portfolioSummaryText({ metricsCalculated: false, metricsError: ' Add the monthly rent to see cash flow. ' })).toBe('Add the monthly rent to see cash flow.');
    expect(portfolioSummaryText({ metricsCalculated: false })).toBe(
      'Run an analysis to generate an AI-powered investment summary for this property.',
    );
    expect(portfolioSummaryText({ metricsCalculated: true })).toBe('Complete analysis: N/A cap rate, N/A monthly cash flow and N/A cash-on-cash return.');
  });
});

describe('resolvePortfolioProperty', () => {
  it('fills missing property values from the strategy', () => {
    const item = portfolioItemSchema.parse({
      id: 7,
      property: { address: '1 Main Street', purchasePrice: 480_000, monthlyRent: null },
      strategy: { strategyType: 'fix_flip', purchasePrice: 500_000, monthlyRent: 3_100, arv: 700_000, metricsCalculated: true, metricsError: 'stale' },
    });
    const resolved = resolvePortfolioProperty(item);
    expect(resolved).toMatchObject({
      address: '1 Main Street',
      purchasePrice: 480_000,
      monthlyRent: 3_100,
      arv: 700_000,
      metricsCalculated: true,
      metricsError: 'stale',
      strategyType: 'fix_flip',
    });
  });

  it('defaults the strategy type and copes with no strategy', () => {
    const item = portfolioItemSchema.parse({ id: 1, property: { address: 'A' }, strategy: null });
    expect(resolvePortfolioProperty(item)).toMatchObject({ address: 'A', strategyType: 'buy_hold', metricsCalculated: false });
    expect(portfolioItemSchema.parse({ id: 1, property: { address: 'A' }, strategy: {} }).strategy?.strategyType).toBe('buy_hold');
  });

  it('never overrides a value the property has (law)', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: 1e7 }), { nil: null }), fc.option(fc.integer({ min: 0, max: 1e7 }), { nil: null }), (own, saved) => {
        const resolved = resolvePortfolioProperty(
          portfolioItemSchema.parse({ id: 1, property: { address: 'A', purchasePrice: own }, strategy: { purchasePrice: saved } }),
        );
        expect(resolved.purchasePrice).toBe(own ?? saved);
      }),
    );
  });
});

describe('dashboardStats', () => {
  it('counts, averages the cap rate and sums the value', () => {
    const stats = dashboardStats([
      { capRate: 6.2, purchasePrice: 500_000, strategyAdvice: 'Hold for cash flow' },
      { capRate: 7.05, purchasePrice: 750_000, strategyAdvice: '  ' },
      { capRate: null, purchasePrice: null, strategyAdvice: null },
    ]);
    // (6.2 + 7.05) ÷ 2 = 6.625 → 6.6 (1 decimal, half-up); 500,000 + 750,000 = 1,250,000
    expect(stats).toEqual({ properties: 3, avgCapRate: 6.6, totalValue: 1_250_000, reports: 1 });
    expect(dashboardStatTexts(stats)).toEqual({ properties: '3', avgCapRate: '6.6%', totalValue: '$1.3M', reports: '1' });
    // a property with no purchase price counts at its last recorded sale, not $0
    expect(dashboardStats([{ capRate: null, purchasePrice: null, lastSalePrice: 1_230_000, strategyAdvice: null }]).totalValue).toBe(1_230_000);
  });

  it('has no average cap rate for an empty portfolio', () => {
    expect(dashboardStats([])).toEqual({ properties: 0, avgCapRate: null, totalValue: 0, reports: 0 });
    expect(dashboardStatTexts(dashboardStats([])).avgCapRate).toBe('N/A');
  });

  it('total value is the sum and the average lies within the cap rates (law)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ capRate: fc.option(fc.integer({ min: -500, max: 2500 }).map((n) => n / 100), { nil: null }), purchasePrice: fc.integer({ min: 0, max: 5e6 }) })),
        (cards) => {
          const stats = dashboardStats(cards);
          expect(stats.totalValue).toBe(cards.reduce((sum, c) => sum + c.purchasePrice, 0));
          const rates = cards.map((c) => c.capRate).filter((r): r is number => r !== null);
          if (rates.length > 0) {
            expect(stats.avgCapRate).toBeGreaterThanOrEqual(Math.min(...rates) - 0.05 - 1e-9);
            expect(stats.avgCapRate).toBeLessThanOrEqual(Math.max(...rates) + 0.05 + 1e-9);
          }
        },
      ),
    );
  });
});
