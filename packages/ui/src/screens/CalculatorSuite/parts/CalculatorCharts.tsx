import { CREATIVE_RULES, formatNumber, type BrrrResult, type BuyHoldResult } from '@rei/engine';
import { Meter } from '../../../components/Meter';
import type { BrrrFormValues } from '../panels/BrrrPanel';
import type { BuyHoldFormValues } from '../panels/BuyHoldPanel';

/** Cash-flow projection and amortization for a Buy & Hold deal (charts land with U1's chart components). */
export function BuyHoldCharts(_props: { values: BuyHoldFormValues; result: BuyHoldResult }) {
  return null;
}

/** Cash-flow projection after a BRRR refinance. */
export function BrrrCharts(_props: { values: BrrrFormValues; result: BrrrResult }) {
  return null;
}

/** DSCR gauge, full at 1.5; the target 1.25 is named in the text. */
export function DscrGauge({ dscr }: { dscr: number | null }) {
  if (dscr === null) return <p>Debt service coverage: N/A (no payment)</p>;
  const score = Math.min(100, Math.max(0, (dscr / CREATIVE_RULES.dscrGaugeFull) * 100));
  return (
    <Meter
      label="Debt Service Coverage (DSCR)"
      value={score}
      levelText={`${formatNumber(dscr, { decimals: 2 })} (target ${formatNumber(CREATIVE_RULES.dscrTarget, { decimals: 2 })})`}
      tone={dscr >= CREATIVE_RULES.dscrTarget ? 'success' : 'danger'}
    />
  );
}
