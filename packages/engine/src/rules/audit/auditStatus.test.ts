import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { discrepancyArb, monthlyCashFlowArb, monthlyRentArb } from '../../testing/auditArbitraries';
import { isRentOutsideMarketBand } from '../marketRent/isRentOutsideMarketBand';
import { discrepancyStatus } from './audit';
import { auditStatus } from './auditStatus';

describe('auditStatus', () => {
  it('the issue’s case: 0 % discrepancy but rent and market cash flow contradict it, so Flagged', () => {
    expect(
      auditStatus({
        discrepancyPercentage: 0,
        monthlyRent: 46_425,
        statedMonthlyCashFlow: -6_956,
        marketRent: { low: 20_000, high: 30_000, monthlyCashFlow: -17_090 },
      }),
    ).toEqual({ status: 'warning', color: 'red', icon: 'warning', reasons: ['rent-outside-market-band', 'market-cash-flow-differs'] });
  });

  it('a rent inside the band and a close market cash flow keep the discrepancy’s own status', () => {
    const status = auditStatus({
      discrepancyPercentage: 8,
      monthlyRent: 10_000,
      statedMonthlyCashFlow: 1_000,
      marketRent: { low: 9_000, high: 11_000, monthlyCashFlow: 1_100 },
    });
    expect(status).toEqual({ status: 'watch', color: 'yellow', icon: 'clock', reasons: ['cash-flow-differs'] });
  });

  it('without a market estimate it is the discrepancy’s status', () => {
    expect(auditStatus({ discrepancyPercentage: 2, monthlyRent: 10_000, statedMonthlyCashFlow: 1_000, marketRent: null })).toMatchObject({
      status: 'ok',
      reasons: [],
    });
  });

  it('a rent outside the band alone asks for a look: Watch', () => {
    expect(auditStatus({ discrepancyPercentage: 1, monthlyRent: 15_000, statedMonthlyCashFlow: 1_000, marketRent: { low: 9_000, high: 11_000 } })).toEqual({
      status: 'watch',
      color: 'yellow',
      icon: 'clock',
      reasons: ['rent-outside-market-band'],
    });
  });

  it('a rent on the band’s edge is inside', () => {
    expect(auditStatus({ discrepancyPercentage: 0, monthlyRent: 11_000, statedMonthlyCashFlow: null, marketRent: { low: 9_000, high: 11_000 } }).status).toBe('ok');
  });

  it('law: a property whose rent is outside the market band is never shown OK', () => {
    fc.assert(
      fc.property(discrepancyArb(), monthlyRentArb(), monthlyRentArb(), monthlyRentArb(), fc.option(monthlyCashFlowArb(), { nil: null }), (pct, rent, a, b, stated) => {
        const band = { low: Math.min(a, b), high: Math.max(a, b) };
        fc.pre(isRentOutsideMarketBand(rent, band));
        const status = auditStatus({ discrepancyPercentage: pct, monthlyRent: rent, statedMonthlyCashFlow: stated, marketRent: band });
        expect(status.status).not.toBe('ok');
        expect(status.reasons).toContain('rent-outside-market-band');
      }),
    );
  });

  it('law: a market finding never makes the status milder than the discrepancy’s own', () => {
    const rank = { ok: 0, watch: 1, warning: 2 } as const;
    fc.assert(
      fc.property(discrepancyArb(), monthlyRentArb(), monthlyRentArb(), monthlyRentArb(), monthlyCashFlowArb(), monthlyCashFlowArb(), (pct, rent, a, b, stated, market) => {
        const status = auditStatus({
          discrepancyPercentage: pct,
          monthlyRent: rent,
          statedMonthlyCashFlow: stated,
          marketRent: { low: Math.min(a, b), high: Math.max(a, b), monthlyCashFlow: market },
        });
        expect(rank[status.status]).toBeGreaterThanOrEqual(rank[discrepancyStatus(pct).status]);
        expect(status.status === 'ok').toBe(status.reasons.length === 0);
      }),
    );
  });
});
