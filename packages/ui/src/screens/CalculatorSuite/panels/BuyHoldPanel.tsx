import { useState } from 'react';
import {
  buyHoldDefaults,
  calculateBuyHold,
  formatCurrency,
  formatNumber,
  formatPercent,
  type BuyHoldResult,
  type BuyHoldValues,
  type Property,
} from '@rei/engine';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { StatTile } from '../../../components/StatTile';
import { Switch } from '../../../components/Switch';
import { CalculationNotes } from '../parts/CalculationNotes';
import { CalculatorField } from '../parts/CalculatorField';
import { BuyHoldCharts } from '../parts/CalculatorCharts';
import { ResultRows, signTone, tileTone } from '../parts/ResultRows';
import { definedOnly, useLiveCalculation } from '../useLiveCalculation';
import * as styles from '../parts/calculatorParts.css';

/** The Buy & Hold form: every number may be empty while typing. */
export type BuyHoldFormValues = { [K in Exclude<keyof BuyHoldValues, 'isWholesaled'>]: number | undefined } & {
  isWholesaled: boolean;
};

const REQUIRED: readonly (keyof BuyHoldFormValues & string)[] = [
  'purchasePrice',
  'downPaymentPercent',
  'interestRate',
  'loanTerm',
  'grossMonthlyRent',
  'vacancyRate',
  'propertyTax',
  'insurance',
  'propertyManagementPercent',
];

function calculateForm(values: BuyHoldFormValues): BuyHoldResult {
  return calculateBuyHold(definedOnly(values));
}

/** Buy & Hold starting values: the spec's defaults, pre-filled with a selected property's price and rent. */
export function buyHoldFormDefaults(property?: Property | null): BuyHoldFormValues {
  return buyHoldDefaults(property?.purchasePrice ?? undefined, property?.monthlyRent ?? undefined);
}

export const BUY_HOLD_TEXT = {
  calculate: 'Calculate Returns',
  calculating: 'Saving...',
  generateSummary: 'Generate AI Summary',
  generatingSummary: 'Generating...',
  summaryTitle: 'AI Investment Summary',
  saved: 'Strategy Saved',
} as const;

export interface BuyHoldPanelProps {
  /** Starting values (defaults to the spec's, or the selected property's price and rent). */
  defaultValues?: BuyHoldFormValues;
  /** 'Calculate Returns': the app saves the strategy with these inputs and engine outputs. */
  onCalculateReturns?: (values: BuyHoldValues, result: BuyHoldResult) => void;
  /** The strategy is being saved. */
  savingStrategy?: boolean;
  /** The strategy was saved: 'Generate AI Summary' becomes available. */
  strategySaved?: boolean;
  onGenerateAiSummary?: () => void;
  generatingSummary?: boolean;
  /** The AI summary text; once it exists the generate button is hidden. */
  aiSummary?: string | null;
}

/**
 * Buy & Hold: inputs on the left, results computed live by the engine on every change —
 * cash flow, cap rate and cash-on-cash, income and financing, the compliance block (with
 * the wholesale analysis when bought through a wholesaler), the cash-flow projection and
 * the amortization chart. 'Calculate Returns' then 'Generate AI Summary'.
 */
export function BuyHoldPanel({
  defaultValues,
  onCalculateReturns,
  savingStrategy = false,
  strategySaved = false,
  onGenerateAiSummary,
  generatingSummary = false,
  aiSummary,
}: BuyHoldPanelProps) {
  const [values, setValues] = useState<BuyHoldFormValues>(() => defaultValues ?? buyHoldFormDefaults());
  const calculation = useLiveCalculation(calculateForm, values, REQUIRED);
  const { result, fieldErrors } = calculation;
  const set = (field: keyof BuyHoldFormValues) => (value: number | undefined) => setValues((v) => ({ ...v, [field]: value }));
  const field = (name: Exclude<keyof BuyHoldFormValues, 'isWholesaled'>) => ({
    name,
    value: values[name],
    onValueChange: set(name),
    error: fieldErrors[name],
  });

  return (
    <div className={styles.panel}>
      <div className={styles.column}>
        <Card title="Purchase & Financing" headingLevel={3}>
          <div className={styles.fieldGrid}>
            <CalculatorField label="Purchase Price" mode="currency" {...field('purchasePrice')} />
            <CalculatorField label="Down Payment" mode="percent" {...field('downPaymentPercent')} />
            <CalculatorField label="Interest Rate" mode="percent" maxDecimals={3} {...field('interestRate')} />
            <CalculatorField label="Loan Term (years)" {...field('loanTerm')} />
          </div>
        </Card>
        <Card title="Income & Expenses" headingLevel={3}>
          <div className={styles.fieldGrid}>
            <CalculatorField label="Gross Monthly Rent" mode="currency" {...field('grossMonthlyRent')} />
            <CalculatorField label="Vacancy Rate" mode="percent" {...field('vacancyRate')} />
            <CalculatorField label="Property Tax (annual)" mode="currency" {...field('propertyTax')} />
            <CalculatorField label="Insurance (annual)" mode="currency" {...field('insurance')} />
            <CalculatorField
              label="Maintenance (annual)"
              mode="currency"
              hint="Empty: the larger of 1% of price and 10% of annual rent"
              {...field('maintenance')}
            />
            <CalculatorField label="Property Management" mode="percent" {...field('propertyManagementPercent')} />
          </div>
        </Card>
        <Card title="Wholesale" headingLevel={3}>
          <Switch
            label="Bought through a wholesaler"
            checked={values.isWholesaled}
            onCheckedChange={(checked) => setValues((v) => ({ ...v, isWholesaled: checked }))}
          />
          {values.isWholesaled ? (
            <CalculatorField label="Wholesale Fee" mode="percent" hint="0 to 50% of the purchase price" {...field('wholesaleFeePercent')} />
          ) : null}
        </Card>
      </div>

      <div className={styles.column} aria-live="polite">
        <CalculationNotes calculation={calculation} />
        {result ? (
          <>
            <div className={styles.resultGrid}>
              <StatTile label="Monthly Cash Flow" value={formatCurrency(result.monthlyCashFlow)} tone={tileTone(result.monthlyCashFlow)} size="lg" />
              <StatTile label="Cap Rate" value={formatPercent(result.capRate, 2)} size="lg" />
              <StatTile label="Cash-on-Cash Return" value={formatPercent(result.cashOnCashReturn, 2)} size="lg" />
            </div>
            <Card title="Returns" headingLevel={3}>
              <ResultRows
                rows={[
                  { label: 'Monthly Vacancy Loss', value: formatCurrency(result.monthlyVacancyLoss) },
                  { label: 'Effective Gross Income (annual)', value: formatCurrency(result.effectiveGrossIncome) },
                  { label: 'Operating Expenses (annual)', value: formatCurrency(result.annualOperatingExpenses) },
                  { label: 'Net Operating Income (annual)', value: formatCurrency(result.annualNOI), tone: signTone(result.annualNOI) },
                  { label: 'Debt Service (annual)', value: formatCurrency(result.annualDebtService) },
                  { label: 'Annual Cash Flow', value: formatCurrency(result.annualCashFlow), tone: signTone(result.annualCashFlow) },
                  { label: 'Debt Service Coverage', value: result.dscr === null ? 'No loan' : formatNumber(result.dscr, { decimals: 2 }) },
                ]}
              />
            </Card>
            <Card title="Financing" headingLevel={3}>
              <ResultRows
                rows={[
                  { label: 'Down Payment', value: formatCurrency(result.downPaymentAmount) },
                  { label: 'Loan Amount', value: formatCurrency(result.loanAmount) },
                  { label: 'Monthly Mortgage', value: formatCurrency(result.monthlyMortgage, { decimals: 2 }) },
                  { label: 'Closing Costs (3%)', value: formatCurrency(result.closingCosts) },
                  { label: 'Total Cash Invested', value: formatCurrency(result.totalCashInvested) },
                ]}
              />
            </Card>
            <Card
              title="Compliance"
              headingLevel={3}
              actions={<Badge tone={result.compliance.isCompliant ? 'success' : 'danger'}>{result.compliance.isCompliant ? 'Compliant' : 'Non-compliant'}</Badge>}
            >
              <p className={result.compliance.isCompliant ? styles.message.success : styles.message.danger}>{result.compliance.complianceMessage}</p>
              <ResultRows
                rows={[
                  { label: 'Total Project Cost', value: formatCurrency(result.compliance.totalProjectCost) },
                  { label: 'After-Repair Value', value: formatCurrency(result.compliance.afterRepairValue) },
                  { label: 'Cost-to-ARV Ratio', value: formatNumber(result.compliance.costToArvRatio, { decimals: 2 }) },
                  { label: 'Maximum Allowed Ratio', value: formatNumber(result.compliance.maxAllowedRatio, { decimals: 2 }) },
                ]}
              />
              {values.isWholesaled ? (
                <ResultRows
                  rows={[
                    { label: "Finder's Fee", value: formatCurrency(result.compliance.wholesaleAnalysis.findersFee) },
                    { label: 'Adjusted Total Cost', value: formatCurrency(result.compliance.wholesaleAnalysis.adjustedTotalCost) },
                    { label: 'Fee Percentage', value: formatPercent(result.compliance.wholesaleAnalysis.feePercentage, 2) },
                    { label: 'Still Compliant', value: result.compliance.wholesaleAnalysis.stillCompliant ? 'Yes' : 'No' },
                  ]}
                />
              ) : null}
              {!result.compliance.isCompliant ? (
                <>
                  <p className={styles.rowLabel}>Creative financing pathways:</p>
                  <ul className={styles.list}>
                    {result.compliance.creativePathways.map((pathway) => (
                      <li key={pathway}>{pathway}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </Card>
            <BuyHoldCharts values={values} result={result} />
            <div className={styles.actions}>
              {onCalculateReturns ? (
                <Button
                  loading={savingStrategy}
                  loadingText={BUY_HOLD_TEXT.calculating}
                  disabled={calculation.stale || Object.keys(fieldErrors).length > 0}
                  onClick={() => onCalculateReturns(calculateBuyHoldValues(values), result)}
                >
                  {BUY_HOLD_TEXT.calculate}
                </Button>
              ) : null}
              {strategySaved && !aiSummary && onGenerateAiSummary ? (
                <Button variant="secondary" loading={generatingSummary} loadingText={BUY_HOLD_TEXT.generatingSummary} onClick={onGenerateAiSummary}>
                  {BUY_HOLD_TEXT.generateSummary}
                </Button>
              ) : null}
              {strategySaved ? <Badge tone="success">{BUY_HOLD_TEXT.saved}</Badge> : null}
            </div>
            {aiSummary ? (
              <Card title={BUY_HOLD_TEXT.summaryTitle} headingLevel={3} tone="accent">
                <p className={styles.summaryText}>{aiSummary}</p>
              </Card>
            ) : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

/** The inputs as saved: empty maintenance resolved to the engine's default. */
function calculateBuyHoldValues(values: BuyHoldFormValues): BuyHoldValues {
  const price = values.purchasePrice ?? 0;
  const rent = values.grossMonthlyRent ?? 0;
  const defaults = buyHoldDefaults(price, rent);
  return { ...defaults, ...definedOnly(values) } as BuyHoldValues;
}
