/** Addresses of the deal pages and of the calculator a deal reopens in. */
import type { DealStrategyType } from '@rei/ui';

/** The calculator tab of each strategy (see pageRules.calculatorPath; BRRRR's tab is rehab-reinvest). */
export const DEAL_CALCULATOR_TAB: Readonly<Record<DealStrategyType, string>> = {
  buy_hold: 'buy-hold',
  fix_flip: 'fix-flip',
  wholesale: 'wholesale',
  creative_financing: 'creative-financing',
  brrr: 'rehab-reinvest',
};

/** `/deals/12`. */
export function dealPath(dealId: number): string {
  return `/deals/${dealId}`;
}

/** `/calculator/buy-hold?dealId=12`: the calculator opened on the deal's saved inputs. */
export function dealCalculatorPath(strategyType: DealStrategyType, dealId: number): string {
  return `/calculator/${DEAL_CALCULATOR_TAB[strategyType]}?dealId=${dealId}`;
}

/** The property page of a saved property. */
export function portfolioPropertyPath(propertyId: number): string {
  return `/portfolio/${propertyId}`;
}

/** The deal ids of `?compare=1,2,3`, at most six, without repeats. */
export function compareIdsOf(search: string): number[] {
  const raw = new URLSearchParams(search).get('compare') ?? '';
  const ids = raw
    .split(',')
    .map((part) => Number(part))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, 6);
}
