import { CALCULATOR_TAB_STRATEGIES, type CalculatorTab, type StrategyType } from '@rei/engine';

/** The strategy each calculator tab saves its deals under (BRRRR's tab is `rehab-reinvest`, its strategy `brrr`). */
export const TAB_STRATEGY: Readonly<Record<CalculatorTab, StrategyType>> = CALCULATOR_TAB_STRATEGIES;

/** The calculator tab that opens a deal of `strategy`. */
export function tabOfStrategy(strategy: StrategyType): CalculatorTab {
  const entry = Object.entries(TAB_STRATEGY).find(([, type]) => type === strategy);
  return (entry?.[0] ?? 'buy-hold') as CalculatorTab;
}

/** The `dealId` in a calculator URL's query, or null when absent or not a positive whole number. */
export function dealIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('dealId');
  return raw && /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
}

/** The calculator URL with `dealId` set (or removed with null), every other parameter kept. */
export function withDealId(tab: string, search: string, dealId: number | null): string {
  const params = new URLSearchParams(search);
  if (dealId) params.set('dealId', String(dealId));
  else params.delete('dealId');
  const query = params.toString();
  return `/calculator/${tab}${query ? `?${query}` : ''}`;
}

/** Why Export is not available on a tab, or null when the deal on it is saved (its report is exported). */
export function dealExportUnavailableReason(signedIn: boolean, savedOnThisTab: boolean): string | null {
  if (!signedIn) return 'Sign in to export an analysis.';
  if (!savedOnThisTab) return 'Save this deal first: the report is built from its saved version.';
  return null;
}
