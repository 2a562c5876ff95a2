import { useId, useState } from 'react';
import {
  CREATIVE_RULES,
  CREATIVE_STRATEGIES,
  CREATIVE_STRATEGY_LIST,
  calculateCreativeFinancing,
  creativeFinancingDefaults,
  formatCurrency,
  formatNumber,
  formatPercent,
  isCreativeFieldVisible,
  type CreativeField,
  type CreativeFinancingResult,
  type CreativeFinancingValues,
  type CreativeStrategy,
  type Property,
} from '@rei/engine';
import type { NumberInputMode } from '../../../components/NumberInput';
import { Badge, riskBadgeTone } from '../../../components/Badge';
import { Card } from '../../../components/Card';
import { StatTile } from '../../../components/StatTile';
import { CalculationNotes } from '../parts/CalculationNotes';
import { CalculatorField } from '../parts/CalculatorField';
import { DscrGauge } from '../parts/CalculatorCharts';
import { ResultRows, signTone, tileTone } from '../parts/ResultRows';
import { definedOnly, useLiveCalculation } from '../useLiveCalculation';
import * as styles from '../parts/calculatorParts.css';

export type CreativeFormValues = { [K in CreativeField]: number | undefined } & { strategy: CreativeStrategy };

/** Label, unit and shown decimals of each creative input. */
export const CREATIVE_FIELD_LABELS: Readonly<Record<CreativeField, { label: string; mode: NumberInputMode; maxDecimals?: number }>> = {
  propertyValue: { label: 'Property Value', mode: 'currency' },
  monthlyRent: { label: 'Monthly Rent', mode: 'currency' },
  downPayment: { label: 'Down Payment', mode: 'currency' },
  closingCosts: { label: 'Closing Costs', mode: 'currency' },
  sellerDebt: { label: 'Existing Debt', mode: 'currency' },
  existingPayment: { label: 'Existing Payment (monthly)', mode: 'currency' },
  optionFee: { label: 'Option Fee', mode: 'currency' },
  optionTerm: { label: 'Option Term (months)', mode: 'number', maxDecimals: 0 },
  exercisePrice: { label: 'Exercise Price', mode: 'currency' },
  interestRate: { label: 'Interest Rate', mode: 'percent', maxDecimals: 3 },
  loanTerm: { label: 'Loan Term (years)', mode: 'number', maxDecimals: 0 },
  monthlyExpenses: { label: 'Monthly Expenses', mode: 'currency' },
  appreciationRate: { label: 'Appreciation Rate', mode: 'percent' },
};

function calculateForm(values: CreativeFormValues): CreativeFinancingResult {
  // Empty creative inputs count as 0 (spec 2 §5): the engine's defaults fill them in.
  return calculateCreativeFinancing(definedOnly(values) as CreativeFinancingValues);
}

/** Creative starting values for a strategy, pre-filled with a selected property's price and rent. */
export function creativeFormDefaults(strategy: CreativeStrategy = 'subject_to', property?: Property | null): CreativeFormValues {
  const known: { propertyValue?: number; monthlyRent?: number } = {};
  const value = property?.purchasePrice ?? property?.estimatedValue;
  if (value != null) known.propertyValue = value;
  if (property?.monthlyRent != null) known.monthlyRent = property.monthlyRent;
  return creativeFinancingDefaults(strategy, known);
}

const COMPLEXITY_TONES = { Simple: 'success', Moderate: 'warning', Complex: 'danger' } as const;

export interface CreativeFinancingPanelProps {
  defaultValues?: CreativeFormValues;
}

/**
 * Creative financing: the strategy selector (Subject-To, Seller Financing, Lease Option,
 * Wrap-Around Mortgage, Land Contract, each with its one-line description), only the
 * inputs the strategy uses, and the engine's Cash Flow Analysis, Investment Metrics with
 * the DSCR gauge (full at 1.5), Strategy Benefits and warnings — live on every change.
 */
export function CreativeFinancingPanel({ defaultValues }: CreativeFinancingPanelProps) {
  const groupName = useId();
  const [values, setValues] = useState<CreativeFormValues>(() => defaultValues ?? creativeFormDefaults());
  const calculation = useLiveCalculation(calculateForm, values);
  const { result, fieldErrors } = calculation;
  const info = CREATIVE_STRATEGIES[values.strategy];
  const roiGood = result?.roi != null && result.roi >= CREATIVE_RULES.goodRoiPercent;
  return (
    <div className={styles.panel}>
      <div className={styles.column}>
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
                    checked={values.strategy === strategy.id}
                    onChange={() => setValues((v) => ({ ...v, strategy: strategy.id }))}
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
        <Card title={`${info.label} Terms`} headingLevel={3}>
          <div className={styles.fieldGrid}>
            {info.visibleFields.map((name) => (
              <CalculatorField
                key={name}
                name={name}
                label={CREATIVE_FIELD_LABELS[name].label}
                mode={CREATIVE_FIELD_LABELS[name].mode}
                maxDecimals={CREATIVE_FIELD_LABELS[name].maxDecimals}
                value={values[name]}
                onValueChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
                error={isCreativeFieldVisible(values.strategy, name) ? fieldErrors[name] : undefined}
              />
            ))}
          </div>
        </Card>
      </div>
      <div className={styles.column} aria-live="polite">
        <CalculationNotes calculation={calculation} />
        {result ? (
          <>
            <div className={styles.badges}>
              <Badge tone={riskBadgeTone(result.strategyRisk)}>Risk: {result.strategyRisk}</Badge>
              <Badge tone={COMPLEXITY_TONES[result.legalComplexity]}>Legal: {result.legalComplexity}</Badge>
            </div>
            <div className={styles.resultGrid}>
              <StatTile label="Monthly Net Cash Flow" value={formatCurrency(result.monthlyNetCashFlow)} tone={tileTone(result.monthlyNetCashFlow)} size="lg" />
              <StatTile label="ROI" value={result.roi === null ? 'N/A' : formatPercent(result.roi)} tone={roiGood ? 'positive' : 'neutral'} hint={result.roi === null ? 'No cash invested' : roiGood ? 'At or above 12%' : undefined} size="lg" />
              <StatTile label="Total Cash Invested" value={formatCurrency(result.totalCashInvested)} size="lg" />
            </div>
            <Card title="Cash Flow Analysis" headingLevel={3}>
              <ResultRows
                rows={[
                  { label: 'Monthly Payment', value: formatCurrency(result.monthlyPayment, { decimals: 2 }) },
                  { label: 'Monthly Net Cash Flow', value: formatCurrency(result.monthlyNetCashFlow), tone: signTone(result.monthlyNetCashFlow) },
                  { label: 'Annual Net Cash Flow', value: formatCurrency(result.annualNetCashFlow), tone: signTone(result.annualNetCashFlow) },
                  { label: 'Break-Even Rent', value: formatCurrency(result.breakEvenRent) },
                ]}
              />
            </Card>
            <Card title="Investment Metrics" headingLevel={3}>
              <DscrGauge dscr={result.dscr} />
              <ResultRows
                rows={[
                  { label: `Total Return (${formatNumber(result.horizonYears, { decimals: 1 })} years)`, value: result.totalReturn === null ? 'N/A' : formatPercent(result.totalReturn) },
                  { label: 'Leverage Ratio', value: formatPercent(result.leverageRatio * 100) },
                  { label: 'Equity Position', value: formatCurrency(result.equityPosition) },
                  { label: `Future Value (${formatNumber(result.horizonYears, { decimals: 1 })}-year)`, value: formatCurrency(result.futureValue) },
                  { label: 'Equity Build-Up (annual)', value: formatCurrency(result.equityBuildup) },
                ]}
              />
            </Card>
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
        ) : null}
      </div>
    </div>
  );
}
