import type { StrategyType } from '../contract';
import { STRATEGY_NAMES, formatPercent } from '@rei/engine';
import { formatRatio, formatUsd, pickNumber } from '../ai/format';
import { CREATIVE_RULES } from './engine';

/** The coverage lenders usually ask for; the engine's creative-financing warning uses the same bar. */
const DSCR_BAR = CREATIVE_RULES.dscrTarget;

const monthly = (value: number) => `${formatUsd(value)}/mo cash flow`;

function coverage(dscr: number | undefined): string | undefined {
  if (dscr === undefined) return undefined;
  const verdict = dscr >= DSCR_BAR ? 'meets' : 'below';
  return `DSCR ${formatRatio(dscr)} (${verdict} the ${DSCR_BAR.toFixed(2)}x lenders look for)`;
}

/** Joins the figures the engine produced, skipping those it left out. */
function sentence(name: string, figures: ReadonlyArray<string | undefined>, verdict?: string): string | null {
  const shown = figures.filter((figure): figure is string => figure !== undefined);
  if (shown.length === 0) return null;
  return `${name}: ${shown.join(', ')}${verdict ? ` — ${verdict}` : ''}.`;
}

/**
 * One short sentence summing up a saved strategy from the engine's own outputs, for the
 * portfolio card and the property's "Strategy Advice" (the dashboard counts these as analyzed).
 * Only figures the engine produced are quoted; none at all → null.
 *
 * @example
 * strategyAdvice('buy_hold', { monthlyCashFlow: 412, cashOnCashReturn: 7.1, capRate: 5.2, dscr: 1.31 })
 * // 'Buy & Hold: $412/mo cash flow, 7.10% cash-on-cash, 5.20% cap rate, DSCR 1.31x (meets the 1.25x lenders look for).'
 */
export function strategyAdvice(strategyType: StrategyType, outputs: Record<string, unknown>): string | null {
  const name = STRATEGY_NAMES[strategyType];
  const n = (...keys: string[]) => pickNumber(outputs, ...keys);
  const percent = (value: number | undefined, label: string) => (value === undefined ? undefined : `${formatPercent(value, 2)} ${label}`);
  const money = (value: number | undefined, label: string) => (value === undefined ? undefined : `${formatUsd(value)} ${label}`);
  switch (strategyType) {
    case 'buy_hold': {
      const cashFlow = n('monthlyCashFlow');
      const dscr = n('dscr');
      return sentence(name, [
        cashFlow === undefined ? undefined : monthly(cashFlow),
        percent(n('cashOnCashReturn'), 'cash-on-cash'),
        percent(n('capRate'), 'cap rate'),
        dscr === undefined ? (outputs['dscr'] === null ? 'no loan' : undefined) : coverage(dscr),
      ]);
    }
    case 'fix_flip': {
      const verdict =
        outputs['viability'] === 'viable' ? 'viable under the 70% rule' : outputs['viability'] === 'high_risk' ? 'high risk: misses the 70% rule' : undefined;
      const ratio = n('costToArvRatio');
      return sentence(
        name,
        [money(n('profit'), 'profit'), percent(n('roi'), 'ROI'), ratio === undefined ? undefined : `cost-to-ARV ${ratio.toFixed(2)}`],
        verdict,
      );
    }
    case 'wholesale': {
      const verdict = outputs['verdict'] === 'viable' ? 'viable' : outputs['verdict'] === 'needs_adjustment' ? 'needs adjustment' : undefined;
      return sentence(
        name,
        [money(n('spreadBelowMaxOffer'), 'under the max offer'), percent(n('investorRoi'), "end investor's ROI")],
        verdict,
      );
    }
    case 'creative_financing': {
      const cashFlow = n('monthlyNetCashFlow');
      return sentence(name, [cashFlow === undefined ? undefined : monthly(cashFlow), percent(n('roi'), 'ROI'), coverage(n('dscr'))]);
    }
    case 'brrr': {
      const cashFlow = n('monthlyNetCashFlow');
      const ratio = n('costToArvRatio');
      const cashOnCash = outputs['infiniteReturn'] === true ? 'no cash left in the deal' : percent(n('actualCashOnCashReturn'), 'cash-on-cash');
      const verdict =
        outputs['isViableProject'] === true ? 'viable project' : outputs['isViableProject'] === false ? 'cost-to-ARV over 0.75' : undefined;
      return sentence(
        name,
        [cashFlow === undefined ? undefined : monthly(cashFlow), cashOnCash, ratio === undefined ? undefined : `cost-to-ARV ${ratio.toFixed(2)}`],
        verdict,
      );
    }
  }
}
