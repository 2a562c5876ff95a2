import { useState } from 'react';
import {
  calculateWholesale,
  formatCurrency,
  formatPercent,
  wholesaleDefaults,
  type Property,
  type WholesaleResult,
  type WholesaleValues,
} from '@rei/engine';
import { Badge, riskBadgeTone } from '../../../components/Badge';
import { Card } from '../../../components/Card';
import { Meter } from '../../../components/Meter';
import { StatTile } from '../../../components/StatTile';
import { CalculationNotes } from '../parts/CalculationNotes';
import { CalculatorField } from '../parts/CalculatorField';
import { ResultRows, signTone, tileTone } from '../parts/ResultRows';
import { definedOnly, useLiveCalculation } from '../useLiveCalculation';
import * as styles from '../parts/calculatorParts.css';

export type WholesaleFormValues = { [K in keyof WholesaleValues]: number | undefined };

const REQUIRED: readonly (keyof WholesaleFormValues & string)[] = [
  'afterRepairValue',
  'rehabCost',
  'contractPrice',
  'assignmentFee',
  'daysToClose',
  'minimumInvestorRoi',
  'investorDownPaymentPercent',
  'investorSellingCostsPercent',
];

function calculateForm(values: WholesaleFormValues): WholesaleResult {
  return calculateWholesale(definedOnly(values) as WholesaleValues);
}

/** Wholesale starting values for the selected property's value. */
export function wholesaleFormDefaults(property?: Property | null): WholesaleFormValues {
  return wholesaleDefaults(property?.estimatedValue ?? property?.purchasePrice ?? undefined);
}

export const WHOLESALE_VERDICT_TEXT = { viable: 'Viable Deal', needs_adjustment: 'Needs Adjustment' } as const;

export interface WholesalePanelProps {
  defaultValues?: WholesaleFormValues;
}

/**
 * Wholesale: ARV, rehab, contract price, assignment fee and days to close; the engine's
 * maximum allowable offer, end-investor returns, verdict (viable deal or needs
 * adjustment), risk and competitiveness score, live on every change.
 */
export function WholesalePanel({ defaultValues }: WholesalePanelProps) {
  const [values, setValues] = useState<WholesaleFormValues>(() => defaultValues ?? wholesaleFormDefaults());
  const calculation = useLiveCalculation(calculateForm, values, REQUIRED);
  const { result, fieldErrors } = calculation;
  const field = (name: keyof WholesaleFormValues) => ({
    name,
    value: values[name],
    onValueChange: (value: number | undefined) => setValues((v) => ({ ...v, [name]: value })),
    error: fieldErrors[name],
  });
  return (
    <div className={styles.panel}>
      <div className={styles.column}>
        <Card title="Deal" headingLevel={3}>
          <div className={styles.fieldGrid}>
            <CalculatorField label="After-Repair Value (ARV)" mode="currency" {...field('afterRepairValue')} />
            <CalculatorField label="Rehab Cost" mode="currency" {...field('rehabCost')} />
            <CalculatorField label="Contract Price" mode="currency" {...field('contractPrice')} />
            <CalculatorField label="Assignment Fee" mode="currency" {...field('assignmentFee')} />
            <CalculatorField label="Days to Close" hint="At least 21; 60 or fewer recommended" {...field('daysToClose')} />
          </div>
        </Card>
        <Card title="End Investor" headingLevel={3}>
          <div className={styles.fieldGrid}>
            <CalculatorField label="Minimum Investor ROI" mode="percent" {...field('minimumInvestorRoi')} />
            <CalculatorField label="Investor Down Payment" mode="percent" {...field('investorDownPaymentPercent')} />
            <CalculatorField label="Investor Selling Costs" mode="percent" {...field('investorSellingCostsPercent')} />
          </div>
        </Card>
      </div>
      <div className={styles.column} aria-live="polite">
        <CalculationNotes calculation={calculation} />
        {result ? (
          <>
            <div className={styles.badges}>
              <Badge tone={result.isViable ? 'success' : 'warning'}>{WHOLESALE_VERDICT_TEXT[result.verdict]}</Badge>
              <Badge tone={riskBadgeTone(result.riskLevel)}>Risk: {result.riskLevel}</Badge>
            </div>
            <div className={styles.resultGrid}>
              <StatTile label="Maximum Allowable Offer" value={formatCurrency(result.maxAllowableOffer)} size="lg" />
              <StatTile label="Assignment Fee" value={formatPercent(result.assignmentFeePercent)} hint="of contract price" size="lg" />
              <StatTile label="Investor ROI" value={formatPercent(result.investorRoi)} tone={tileTone(result.investorRoi)} size="lg" />
            </div>
            <Card title="Deal Analysis" headingLevel={3}>
              <Meter label="Competitiveness" value={result.competitivenessScore} levelText={`${result.competitivenessScore} of 100`} />
              <ResultRows
                rows={[
                  { label: 'Spread Below Max Offer', value: formatCurrency(result.spreadBelowMaxOffer), tone: signTone(result.spreadBelowMaxOffer) },
                  { label: 'Meets Max Offer', value: result.meetsMaxOffer ? 'Yes' : 'No' },
                  { label: 'Fee Within 3–15%', value: result.feeWithinRange ? 'Yes' : 'No' },
                  { label: 'Meets Minimum ROI', value: result.meetsMinimumRoi ? 'Yes' : 'No' },
                ]}
              />
            </Card>
            <Card title="End Investor" headingLevel={3}>
              <ResultRows
                rows={[
                  { label: 'Purchase Price (contract + fee)', value: formatCurrency(result.investorPurchasePrice) },
                  { label: 'Down Payment', value: formatCurrency(result.investorDownPayment) },
                  { label: 'Loan Amount', value: formatCurrency(result.investorLoanAmount) },
                  { label: 'Selling Costs', value: formatCurrency(result.investorSellingCosts) },
                  { label: 'Cash Invested', value: formatCurrency(result.investorCashInvested) },
                  { label: 'Profit', value: formatCurrency(result.investorProfit), tone: signTone(result.investorProfit) },
                ]}
              />
            </Card>
            {result.warnings.map((warning) => (
              <p key={warning} role="note" className={styles.message.warning}>
                {warning}
              </p>
            ))}
          </>
        ) : null}
      </div>
    </div>
  );
}
