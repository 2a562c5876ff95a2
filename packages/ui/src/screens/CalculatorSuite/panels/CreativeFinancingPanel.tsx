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
import { isLockedField, PRESET_LOCK_TEXT, usePresetLocks } from '../presets/presetLocks';
import { signTone, tileTone } from '../parts/ResultRows';
import type { CalculatorForm } from '../useCalculatorForm';
import * as styles from '../parts/calculatorParts.css';

const COMPLEXITY_TONES = { Simple: 'success', Moderate: 'warning', Complex: 'danger' } as const;

export type CreativeFinancingPanelProps = CalculatorPanelStart<CreativeFormValues>;

export const CREATIVE_PANEL_TEXT = {
  riskReasons: 'Why this risk',
  roiButHighRisk: 'At or above 12%, but the deal is rated High risk',
  wrapEnds: { balloon: 'at its balloon', term: 'at the end of its term', horizon: 'over the 5-year horizon (interest-only, no balloon given)' },
} as const;

/** "year 10" / "month 30" for a month count. */
function monthText(months: number): string {
  return months % 12 === 0 ? `year ${months / 12}` : `month ${months}`;
}


/**
 * Creative financing: the strategy selector (Subject-To, Seller Financing, Lease Option,
 * Wrap-Around Mortgage, Land Contract, each with its one-line description), only the
 * inputs the strategy uses, and the engine's Cash Flow Analysis, Investment Metrics with
 * the DSCR gauge (full at 1.5), Strategy Benefits and warnings — live on every change.
 * One risk: the deal's (structure and numbers together), with the engine's reasons listed
 * under it. A wrap-around adds both loans (spread, balances); a land contract its balloon and
 * when the deed passes. A 12 % ROI is not shown in success colours beside a High risk. A return the engine leaves undefined shows the engine's reason.
 */
export function CreativeFinancingPanel({ defaultValues }: CreativeFinancingPanelProps) {
  return (
    <CalculatorPanel definition={creativeFinancingForm} defaultValues={defaultValues} leadingInputs={(form) => <StrategyPicker form={form} />}>
      {(result) => {
        const roiAtMark = result.roi !== null && result.roi >= CREATIVE_RULES.goodRoiPercent;
        // A good ROI is not shown in success colours beside a High-risk verdict.
        const roiGood = roiAtMark && result.riskLevel !== 'High';
        const wrap = result.wrap;
        const land = result.landContract;
        return (
          <>
            <div className={styles.badges}>
              <RiskBadge level={result.riskLevel} />
              <Badge tone={COMPLEXITY_TONES[result.legalComplexity]}>Legal: {result.legalComplexity}</Badge>
            </div>
            <div>
              <h4 className={styles.legend}>{CREATIVE_PANEL_TEXT.riskReasons}</h4>
              <ul className={styles.list} aria-label="Risk reasons">
                {result.riskReasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
            <div className={styles.resultGrid}>
              <StatTile label="Monthly Net Cash Flow" value={formatCurrency(result.monthlyNetCashFlow)} tone={tileTone(result.monthlyNetCashFlow)} size="lg" />
              <StatTile
                label="ROI"
                value={result.roi === null ? notDefinedText(result.notDefined.roi) : formatPercent(result.roi)}
                tone={roiGood ? 'positive' : 'neutral'}
                hint={roiGood ? 'At or above 12%' : roiAtMark ? CREATIVE_PANEL_TEXT.roiButHighRisk : undefined}
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
            {wrap !== null && (
              <ResultCard
                title="Wrap-Around: Both Loans"
                rows={[
                  { label: 'Wrap note (value − down payment)', value: formatCurrency(wrap.wrapAmount) },
                  { label: "Buyer's payment to the seller (monthly)", value: formatCurrency(wrap.buyerPayment, { decimals: 2 }) },
                  { label: "Seller's underlying payment (monthly)", value: formatCurrency(wrap.underlyingPayment, { decimals: 2 }) },
                  { label: "Seller's spread (monthly)", value: formatCurrency(wrap.monthlySpread, { decimals: 2 }), tone: signTone(wrap.monthlySpread) },
                  { label: `Seller's total spread (${wrap.wrapMonths} months, ${CREATIVE_PANEL_TEXT.wrapEnds[wrap.endsAt]})`, value: formatCurrency(wrap.totalSpread), tone: signTone(wrap.totalSpread) },
                  { label: `Wrap balance at ${monthText(wrap.wrapMonths)}`, value: formatCurrency(wrap.wrapBalanceAtEnd) },
                  { label: `Underlying balance at ${monthText(wrap.wrapMonths)}`, value: formatCurrency(wrap.underlyingBalanceAtEnd) },
                  { label: "Seller's net on payoff (wrap − underlying balance)", value: formatCurrency(wrap.sellerNetAtPayoff), tone: signTone(wrap.sellerNetAtPayoff) },
                ]}
              >
                <BalanceTable caption="Year-end balances: wrap note and the seller's underlying loan" rows={wrap.schedule} showUnderlying />
              </ResultCard>
            )}
            {land !== null && (
              <ResultCard
                title="Land Contract: Instalments and Balloon"
                rows={[
                  { label: 'Contract amount (value − down payment)', value: formatCurrency(land.contractAmount) },
                  { label: 'Instalment (monthly)', value: formatCurrency(land.payment, { decimals: 2 }) },
                  { label: `Balloon due at ${monthText(land.balloonMonth)}`, value: formatCurrency(land.balanceAtBalloon) },
                  { label: `Interest paid to ${monthText(land.balloonMonth)}`, value: formatCurrency(land.totalInterest) },
                  { label: 'Title (deed) passes', value: `On payoff, at ${monthText(land.titleTransferMonth)}; until then you hold equitable title` },
                ]}
              >
                <BalanceTable caption="Year-end contract balance" rows={land.schedule} showUnderlying={false} />
              </ResultCard>
            )}
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

/** Year-end balances as a table (the underlying loan's column for a wrap-around only). */
function BalanceTable({ caption, rows, showUnderlying }: { caption: string; rows: NonNullable<CreativeFinancingResult['landContract']>['schedule']; showUnderlying: boolean }) {
  return (
    <table className={styles.balanceTable}>
      <caption className={styles.rowLabel}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Year</th>
          <th scope="col">Note balance</th>
          {showUnderlying && <th scope="col">Underlying balance</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.year}>
            <th scope="row">{row.year}</th>
            <td>{formatCurrency(row.noteBalance)}</td>
            {showUnderlying && <td>{formatCurrency(row.underlyingBalance)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The strategy radio group, each option with its one-line description. */
function StrategyPicker({ form }: { form: CalculatorForm<CreativeFormValues, CreativeFinancingResult> }) {
  const groupName = useId();
  // A team preset that locks the structure keeps it: shown, not changeable, naming the preset.
  const locks = usePresetLocks();
  const locked = isLockedField(locks, 'strategy');
  return (
    <Card title="Strategy" headingLevel={3}>
      <fieldset className={styles.fieldset} disabled={locked}>
        <legend className={styles.legend}>Financing strategy</legend>
        {locked && locks ? <p className={styles.strategyDescription}>{PRESET_LOCK_TEXT.lockedBy(locks)}</p> : null}
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
