import { useId } from 'react';
import { CREATIVE_RULES, CREATIVE_STRATEGY_LIST, formatCurrency, formatPercent, type CreativeFinancingResult } from '@rei/engine';
import { Badge } from '../../../components/Badge';
import { Card } from '../../../components/Card';
import { StatTile } from '../../../components/StatTile';
import { creativeFinancingForm, type CreativeFormValues } from '../forms/creativeFinancingForm';
import { DscrGauge } from '../parts/CalculatorCharts';
import { CalculatorPanel, type CalculatorPanelStart } from '../parts/CalculatorPanel';
import { ResultCard } from '../parts/ResultCard';
import { formatYears } from '../parts/formatYears';
import { notDefinedText } from '../parts/notDefinedText';
import { RiskBadge } from '../parts/RiskBadge';
import { signTone, tileTone } from '../parts/ResultRows';
import type { CalculatorForm } from '../useCalculatorForm';
import * as styles from '../parts/calculatorParts.css';

const COMPLEXITY_TONES = { Simple: 'success', Moderate: 'warning', Complex: 'danger' } as const;

export type CreativeFinancingPanelProps = CalculatorPanelStart<CreativeFormValues>;

export const CREATIVE_PANEL_TEXT = {
  strategyRisk: (level: string) => `Strategy risk: ${level}`,
} as const;


/**
 * Creative financing: the strategy selector (Subject-To, Seller Financing, Lease Option,
 * Wrap-Around Mortgage, Land Contract, each with its one-line description), only the
 * inputs the strategy uses, and the engine's Cash Flow Analysis, Investment Metrics with
 * the DSCR gauge (full at 1.5), Strategy Benefits and warnings — live on every change.
 * The risk badge is the deal's risk (strategy and numbers together); the strategy's own
 * rating sits beside it. A return the engine leaves undefined shows the engine's reason.
 */
export function CreativeFinancingPanel({ defaultValues }: CreativeFinancingPanelProps) {
  return (
    <CalculatorPanel definition={creativeFinancingForm} defaultValues={defaultValues} leadingInputs={(form) => <StrategyPicker form={form} />}>
      {(result) => {
        const roiGood = result.roi !== null && result.roi >= CREATIVE_RULES.goodRoiPercent;
        return (
          <>
            <div className={styles.badges}>
              <RiskBadge level={result.riskLevel} />
              <Badge tone="neutral">{CREATIVE_PANEL_TEXT.strategyRisk(result.strategyRisk)}</Badge>
              <Badge tone={COMPLEXITY_TONES[result.legalComplexity]}>Legal: {result.legalComplexity}</Badge>
            </div>
            <div className={styles.resultGrid}>
              <StatTile label="Monthly Net Cash Flow" value={formatCurrency(result.monthlyNetCashFlow)} tone={tileTone(result.monthlyNetCashFlow)} size="lg" />
              <StatTile
                label="ROI"
                value={result.roi === null ? notDefinedText(result.notDefined.roi) : formatPercent(result.roi)}
                tone={roiGood ? 'positive' : 'neutral'}
                hint={roiGood ? 'At or above 12%' : undefined}
                size="lg"
              />
              <StatTile label="Total Cash Invested" value={formatCurrency(result.totalCashInvested)} size="lg" />
            </div>
            <ResultCard
              title="Cash Flow Analysis"
              rows={[
                { label: 'Monthly Payment', value: formatCurrency(result.monthlyPayment, { decimals: 2 }) },
                { label: 'Monthly Net Cash Flow', value: formatCurrency(result.monthlyNetCashFlow), tone: signTone(result.monthlyNetCashFlow) },
                { label: 'Annual Net Cash Flow', value: formatCurrency(result.annualNetCashFlow), tone: signTone(result.annualNetCashFlow) },
                { label: 'Break-Even Rent', value: formatCurrency(result.breakEvenRent) },
              ]}
            />
            <ResultCard
              title="Investment Metrics"
              rows={[
                {
                  label: `Total Return (${formatYears(result.horizonYears)})`,
                  value: result.totalReturn === null ? notDefinedText(result.notDefined.totalReturn) : formatPercent(result.totalReturn),
                },
                { label: 'Leverage Ratio', value: formatPercent(result.leverageRatio * 100) },
                { label: 'Equity Position', value: formatCurrency(result.equityPosition) },
                { label: `Future Value (after ${formatYears(result.horizonYears)})`, value: formatCurrency(result.futureValue) },
                { label: 'Equity Build-Up (annual)', value: formatCurrency(result.equityBuildup) },
              ]}
            >
              {result.dscr === null ? (
                <p className={styles.rowLabel}>DSCR: {notDefinedText(result.notDefined.dscr)}</p>
              ) : (
                <DscrGauge dscr={result.dscr} />
              )}
            </ResultCard>
            <Card title="Strategy Benefits" headingLevel={3}>
              <h4 className={styles.legend}>Seller benefits</h4>
              <ul className={styles.list}>
                {result.sellerBenefits.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <h4 className={styles.legend}>Buyer advantages</h4>
              <ul className={styles.list}>
                {result.buyerAdvantages.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <h4 className={styles.legend}>Exit strategies</h4>
              <ul className={styles.list}>
                {result.exitStrategies.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Card>
            {result.warnings.map((warning) => (
              <p key={warning} role="note" className={styles.message.warning}>
                <span aria-hidden="true">⚠ </span>
                {warning}
              </p>
            ))}
          </>
        );
      }}
    </CalculatorPanel>
  );
}

/** The strategy radio group, each option with its one-line description. */
function StrategyPicker({ form }: { form: CalculatorForm<CreativeFormValues, CreativeFinancingResult> }) {
  const groupName = useId();
  return (
    <Card title="Strategy" headingLevel={3}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Financing strategy</legend>
        <div className={styles.strategyOptions}>
          {CREATIVE_STRATEGY_LIST.map((strategy) => (
            <label key={strategy.id} className={styles.strategyOption}>
              <input
                type="radio"
                name={groupName}
                value={strategy.id}
                checked={form.values.strategy === strategy.id}
                onChange={() => form.setValue('strategy', strategy.id)}
              />
              <span>
                <span className={styles.strategyName}>{strategy.label}</span>
                <span className={styles.strategyDescription}>{strategy.description}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
