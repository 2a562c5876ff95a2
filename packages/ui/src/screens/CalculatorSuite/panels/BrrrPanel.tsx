import { useState } from 'react';
import {
  brrrDefaults,
  calculateBrrr,
  formatCurrency,
  formatNumber,
  formatPercent,
  type BrrrResult,
  type BrrrValues,
  type Property,
} from '@rei/engine';
import { Badge, riskBadgeTone } from '../../../components/Badge';
import { Card } from '../../../components/Card';
import { StatTile } from '../../../components/StatTile';
import { Switch } from '../../../components/Switch';
import { CalculationNotes } from '../parts/CalculationNotes';
import { CalculatorField } from '../parts/CalculatorField';
import { BrrrCharts } from '../parts/CalculatorCharts';
import { ResultRows, signTone, tileTone } from '../parts/ResultRows';
import { definedOnly, useLiveCalculation } from '../useLiveCalculation';
import * as styles from '../parts/calculatorParts.css';

export type BrrrFormValues = { [K in Exclude<keyof BrrrValues, 'isWholesaled'>]: number | undefined } & { isWholesaled: boolean };

// Empty BRRR numbers count as 0 and an empty wholesale fee as 10 % (spec 2 §5; the engine's
// defaults); only the price and the ARV cannot be left out.
const REQUIRED: readonly (keyof BrrrFormValues & string)[] = ['purchasePrice', 'afterRepairValue'];

function calculateForm(values: BrrrFormValues): BrrrResult {
  return calculateBrrr(definedOnly(values) as BrrrValues);
}

/** BRRR starting values: the spec's defaults, or the selected property's estimated value and rent. */
export function brrrFormDefaults(property?: Property | null): BrrrFormValues {
  return brrrDefaults({ estimatedValue: property?.estimatedValue ?? null, monthlyRent: property?.monthlyRent ?? null });
}

export const BRRR_TEXT = {
  infinite: 'INFINITE RETURN ACHIEVED',
  benefits: [
    'Recycle the same capital into the next deal',
    'Force appreciation through the rehab',
    'Long-term rental income after the refinance',
    'Equity build-up as tenants pay down the loan',
  ],
} as const;

export interface BrrrPanelProps {
  defaultValues?: BrrrFormValues;
}

/**
 * BRRR (buy, rehab, rent, refinance): inputs in Property Details, Refinance Terms and
 * Rental Income & Expenses; results recomputed by the engine on every change — BRRR
 * Analysis with 'INFINITE RETURN ACHIEVED' when no cash is left in the deal (otherwise the
 * cash-on-cash return), BRRR Guidelines with the two compliance messages, BRRR Benefits
 * and the cash-flow projection after the refinance.
 */
export function BrrrPanel({ defaultValues }: BrrrPanelProps) {
  const [values, setValues] = useState<BrrrFormValues>(() => defaultValues ?? brrrFormDefaults());
  const calculation = useLiveCalculation(calculateForm, values, REQUIRED);
  const { result, fieldErrors } = calculation;
  const field = (name: Exclude<keyof BrrrFormValues, 'isWholesaled'>) => ({
    name,
    value: values[name],
    onValueChange: (value: number | undefined) => setValues((v) => ({ ...v, [name]: value })),
    error: fieldErrors[name],
  });
  return (
    <div className={styles.panel}>
      <div className={styles.column}>
        <Card title="Property Details" headingLevel={3}>
          <div className={styles.fieldGrid}>
            <CalculatorField label="Purchase Price" mode="currency" {...field('purchasePrice')} />
            <CalculatorField label="Down Payment" mode="currency" {...field('downPayment')} />
            <CalculatorField label="Closing Costs" mode="currency" {...field('closingCosts')} />
            <CalculatorField label="Rehab Costs" mode="currency" {...field('rehabCosts')} />
            <CalculatorField label="After-Repair Value (ARV)" mode="currency" {...field('afterRepairValue')} />
            <CalculatorField label="Holding Time (months)" {...field('holdingTime')} />
          </div>
          <Switch
            label="Wholesaled deal"
            description="Raises the purchase price by the wholesale fee"
            checked={values.isWholesaled}
            onCheckedChange={(checked) => setValues((v) => ({ ...v, isWholesaled: checked }))}
          />
          {values.isWholesaled ? (
            <CalculatorField label="Wholesale Fee" mode="percent" hint="0 to 50%; empty counts as 10%" {...field('wholesaleFeePercent')} />
          ) : null}
        </Card>
        <Card title="Refinance Terms" headingLevel={3}>
          <div className={styles.fieldGrid}>
            <CalculatorField label="Refinance Rate" mode="percent" {...field('refinanceRate')} />
            <CalculatorField label="Refinance LTV" mode="percent" {...field('refinanceLTV')} />
          </div>
        </Card>
        <Card title="Rental Income & Expenses" headingLevel={3}>
          <div className={styles.fieldGrid}>
            <CalculatorField label="Monthly Rent" mode="currency" {...field('monthlyRent')} />
            <CalculatorField label="Vacancy Rate" mode="percent" {...field('vacancyRate')} />
            <CalculatorField label="Utilities (monthly)" mode="currency" {...field('utilities')} />
            <CalculatorField label="Insurance (monthly)" mode="currency" {...field('insurance')} />
            <CalculatorField label="Taxes (monthly)" mode="currency" {...field('taxes')} />
            <CalculatorField label="Maintenance (monthly)" mode="currency" {...field('maintenance')} />
          </div>
        </Card>
      </div>
      <div className={styles.column} aria-live="polite">
        <CalculationNotes calculation={calculation} />
        {result ? (
          <>
            {result.infiniteReturn ? <p className={styles.banner}>{BRRR_TEXT.infinite}</p> : null}
            <div className={styles.resultGrid}>
              <StatTile label="Cash Left in Deal" value={formatCurrency(result.cashLeftInDeal)} size="lg" />
              <StatTile label="Monthly Net Cash Flow" value={formatCurrency(result.monthlyNetCashFlow)} tone={tileTone(result.monthlyNetCashFlow)} size="lg" />
              {result.infiniteReturn ? (
                <StatTile label="Cash-on-Cash Return" value="∞" hint="No cash left in the deal" size="lg" />
              ) : (
                <StatTile label="Cash-on-Cash Return" value={formatPercent(result.actualCashOnCashReturn, 2)} size="lg" />
              )}
            </div>
            <Card title="BRRR Analysis" headingLevel={3} actions={<Badge tone={riskBadgeTone(result.riskLevel)}>Risk: {result.riskLevel}</Badge>}>
              <ResultRows
                rows={[
                  ...(result.wholesaleFee > 0
                    ? [
                        { label: 'Wholesale Fee', value: formatCurrency(result.wholesaleFee) },
                        { label: 'Adjusted Purchase Price', value: formatCurrency(result.adjustedPurchasePrice) },
                      ]
                    : []),
                  { label: 'Total Cash Invested', value: formatCurrency(result.totalCashInvested) },
                  { label: 'Holding Costs', value: formatCurrency(result.holdingCosts) },
                  { label: 'Refinance Loan', value: formatCurrency(result.refinanceLoanAmount) },
                  { label: 'Cash Out at Refinance', value: formatCurrency(result.cashOutAtRefinance), tone: signTone(result.cashOutAtRefinance) },
                  { label: 'Cash Left in Deal', value: formatCurrency(result.cashLeftInDeal) },
                  { label: 'Effective Monthly Rent', value: formatCurrency(result.effectiveMonthlyRent) },
                  { label: 'Monthly Operating Costs', value: formatCurrency(result.monthlyOperatingCosts) },
                  { label: 'Monthly Mortgage (30-year)', value: formatCurrency(result.monthlyMortgagePayment, { decimals: 2 }) },
                  { label: 'Annual Net Cash Flow', value: formatCurrency(result.annualNetCashFlow), tone: signTone(result.annualNetCashFlow) },
                  { label: 'Equity After Refinance', value: formatCurrency(result.equity) },
                  { label: 'Total ROI', value: result.totalROI === null ? 'N/A' : formatPercent(result.totalROI, 2) },
                  { label: 'Cost-to-ARV Ratio', value: formatNumber(result.costToArvRatio, { decimals: 2 }) },
                  { label: 'Viable Project', value: result.isViableProject ? 'Yes' : 'No' },
                ]}
              />
            </Card>
            <Card title="BRRR Guidelines" headingLevel={3}>
              <p className={result.refinanceCompliance.isCompliant ? styles.message.success : styles.message.danger}>{result.refinanceCompliance.message}</p>
              <p className={result.isViableProject ? styles.message.success : styles.message.danger}>{result.costToArvMessage}</p>
              <ResultRows
                rows={[
                  { label: 'Loan-to-Value', value: formatPercent(result.refinanceCompliance.ltvRatio, 2) },
                  { label: 'Maximum Loan (80% of ARV)', value: formatCurrency(result.refinanceCompliance.maxLoanAmount) },
                ]}
              />
            </Card>
            <Card title="BRRR Benefits" headingLevel={3}>
              <ul className={styles.list}>
                {BRRR_TEXT.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </Card>
            <BrrrCharts values={values} result={result} />
          </>
        ) : null}
      </div>
    </div>
  );
}
