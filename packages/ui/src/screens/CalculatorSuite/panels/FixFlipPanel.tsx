import { useState } from 'react';
import {
  FIX_FLIP_RULES,
  calculateFixFlip,
  fixFlipDefaults,
  formatCurrency,
  formatNumber,
  formatPercent,
  type FixFlipResult,
  type FixFlipValues,
  type Property,
} from '@rei/engine';
import { Badge, riskBadgeTone } from '../../../components/Badge';
import { Card } from '../../../components/Card';
import { StatTile } from '../../../components/StatTile';
import { CalculationNotes } from '../parts/CalculationNotes';
import { CalculatorField } from '../parts/CalculatorField';
import { ResultRows, signTone, tileTone } from '../parts/ResultRows';
import { definedOnly, useLiveCalculation } from '../useLiveCalculation';
import * as styles from '../parts/calculatorParts.css';

export type FixFlipFormValues = { [K in keyof FixFlipValues]: number | undefined };

const REQUIRED: readonly (keyof FixFlipFormValues & string)[] = [
  'purchasePrice',
  'downPaymentPercent',
  'closingCosts',
  'rehabCost',
  'holdingMonths',
  'interestRate',
  'sellingCostsPercent',
  'contingencyPercent',
];

function calculateForm(values: FixFlipFormValues): FixFlipResult {
  return calculateFixFlip(definedOnly(values) as FixFlipValues);
}

/** Fix & Flip starting values for the selected property's price (or estimated value). */
export function fixFlipFormDefaults(property?: Property | null): FixFlipFormValues {
  return fixFlipDefaults(property?.purchasePrice ?? property?.estimatedValue ?? undefined);
}

export const FLIP_VIABILITY_TEXT = { viable: 'Viable Deal', high_risk: 'High Risk' } as const;

export interface FixFlipPanelProps {
  defaultValues?: FixFlipFormValues;
}

/**
 * Fix & Flip: purchase, rehab, hold and sale inputs; the engine's 70 % rule verdict
 * (viable or high risk), risk level, profit and ROI, live on every change.
 */
export function FixFlipPanel({ defaultValues }: FixFlipPanelProps) {
  const [values, setValues] = useState<FixFlipFormValues>(() => defaultValues ?? fixFlipFormDefaults());
  const calculation = useLiveCalculation(calculateForm, values, REQUIRED);
  const { result, fieldErrors } = calculation;
  const field = (name: keyof FixFlipFormValues) => ({
    name,
    value: values[name],
    onValueChange: (value: number | undefined) => setValues((v) => ({ ...v, [name]: value })),
    error: fieldErrors[name],
  });
  return (
    <div className={styles.panel}>
      <div className={styles.column}>
        <Card title="Purchase & Rehab" headingLevel={3}>
          <div className={styles.fieldGrid}>
            <CalculatorField label="Purchase Price" mode="currency" {...field('purchasePrice')} />
            <CalculatorField label="After-Repair Value (ARV)" mode="currency" hint="Empty: 1.3 × purchase price" {...field('afterRepairValue')} />
            <CalculatorField label="Rehab Cost" mode="currency" {...field('rehabCost')} />
            <CalculatorField label="Contingency" mode="percent" hint="Percent of the rehab budget" {...field('contingencyPercent')} />
            <CalculatorField label="Closing Costs" mode="currency" {...field('closingCosts')} />
          </div>
        </Card>
        <Card title="Financing & Sale" headingLevel={3}>
          <div className={styles.fieldGrid}>
            <CalculatorField label="Down Payment" mode="percent" {...field('downPaymentPercent')} />
            <CalculatorField label="Interest Rate" mode="percent" maxDecimals={3} {...field('interestRate')} />
            <CalculatorField label="Holding Period (months)" {...field('holdingMonths')} />
            <CalculatorField label="Selling Costs" mode="percent" hint="Percent of ARV" {...field('sellingCostsPercent')} />
          </div>
        </Card>
      </div>
      <div className={styles.column} aria-live="polite">
        <CalculationNotes calculation={calculation} />
        {result ? (
          <>
            <div className={styles.badges}>
              <Badge tone={result.viability === 'viable' ? 'success' : 'danger'}>{FLIP_VIABILITY_TEXT[result.viability]}</Badge>
              <Badge tone={riskBadgeTone(result.riskLevel)}>Risk: {result.riskLevel}</Badge>
            </div>
            <div className={styles.resultGrid}>
              <StatTile label="Profit" value={formatCurrency(result.profit)} tone={tileTone(result.profit)} size="lg" />
              <StatTile label="ROI" value={result.roi === null ? 'N/A' : formatPercent(result.roi)} hint={result.roi === null ? 'No cash invested' : undefined} size="lg" />
              <StatTile label="Annualized ROI" value={result.annualizedRoi === null ? 'N/A' : formatPercent(result.annualizedRoi)} size="lg" />
            </div>
            <Card title="Flip Analysis" headingLevel={3}>
              <p className={result.meets70PercentRule ? styles.message.success : styles.message.warning}>
                {result.meets70PercentRule
                  ? `Meets the 70% rule: cost is within ${formatPercent(FIX_FLIP_RULES.maxCostToArv * 100, 0)} of ARV and ROI is at least ${formatPercent(FIX_FLIP_RULES.minRoiPercent, 0)}.`
                  : `Misses the 70% rule: (price + rehab) must be at most ${formatPercent(FIX_FLIP_RULES.maxCostToArv * 100, 0)} of ARV with ROI of at least ${formatPercent(FIX_FLIP_RULES.minRoiPercent, 0)}.`}
              </p>
              <ResultRows
                rows={[
                  { label: 'After-Repair Value', value: formatCurrency(result.afterRepairValue) },
                  { label: 'Maximum Allowable Offer', value: formatCurrency(result.maxAllowableOffer) },
                  { label: 'Cost-to-ARV Ratio', value: formatNumber(result.costToArvRatio, { decimals: 2 }) },
                  { label: 'Total Project Cost', value: formatCurrency(result.totalProjectCost) },
                  { label: 'Total Cash Invested', value: formatCurrency(result.totalCashInvested) },
                  { label: 'Profit', value: formatCurrency(result.profit), tone: signTone(result.profit) },
                ]}
              />
            </Card>
            <Card title="Cost Breakdown" headingLevel={3}>
              <ResultRows
                rows={[
                  { label: 'Down Payment', value: formatCurrency(result.downPaymentAmount) },
                  { label: 'Loan Amount', value: formatCurrency(result.loanAmount) },
                  { label: 'Rehab Contingency', value: formatCurrency(result.contingency) },
                  { label: 'Holding Costs (interest)', value: formatCurrency(result.holdingCosts) },
                  { label: 'Selling Costs', value: formatCurrency(result.sellingCosts) },
                ]}
              />
            </Card>
          </>
        ) : null}
      </div>
    </div>
  );
}
