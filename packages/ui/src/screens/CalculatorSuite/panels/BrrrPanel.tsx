import { formatCurrency, formatNumber, formatPercent } from '@rei/engine';
import { Card } from '../../../components/Card';
import { StatTile } from '../../../components/StatTile';
import { BrrrDealAnalysis } from '../../DealAnalysis';
import { brrrForm, type BrrrFormValues } from '../forms/brrrForm';
import { BrrrCharts } from '../parts/CalculatorCharts';
import { CalculatorPanel, type CalculatorPanelStart } from '../parts/CalculatorPanel';
import { ResultCard } from '../parts/ResultCard';
import { notDefinedText } from '../parts/notDefinedText';
import { RiskBadge } from '../parts/RiskBadge';
import { signTone, tileTone } from '../parts/ResultRows';
import * as styles from '../parts/calculatorParts.css';

export const BRRR_TEXT = {
  infinite: 'INFINITE RETURN ACHIEVED',
  /** No cash left in the deal, but the project fails the cost-to-ARV test: nothing is "achieved". */
  infiniteNotViable: 'No cash left in the deal — but the project is not viable (cost-to-ARV); the return is not achieved',
  infiniteHint: 'No cash left in the deal',
  infiniteNotViableHint: 'No cash left in the deal · project not viable',
  /** What each figure measures, so a positive ROI beside a negative cash-on-cash reads as two different things. */
  totalRoi: 'Total ROI (equity after refinance + one year of net cash flow, ÷ cash spent)',
  costToArv: 'Cost-to-ARV (all-in cost ÷ after-repair value)',
  ltvTest: 'Refinance test: the new loan against the 80 % of ARV lenders allow',
  costTest: 'Project test: all-in cost against 75 % of ARV',
  benefits: [
    'Recycle the same capital into the next deal',
    'Force appreciation through the rehab',
    'Long-term rental income after the refinance',
    'Equity build-up as tenants pay down the loan',
  ],
} as const;

export type BrrrPanelProps = CalculatorPanelStart<BrrrFormValues>;

/**
 * BRRR (buy, rehab, rent, refinance): inputs in Property Details, Refinance Terms and
 * Rental Income & Expenses; results recomputed by the engine on every change — BRRR
 * Analysis with 'INFINITE RETURN ACHIEVED' when no cash is left in the deal and the rental
 * makes money (the cash-on-cash return otherwise, or why it is not defined), BRRR Guidelines with the two compliance messages, BRRR Benefits
 * and the cash-flow projection after the refinance.
 */
export function BrrrPanel({ defaultValues }: BrrrPanelProps) {
  return (
    <CalculatorPanel definition={brrrForm} defaultValues={defaultValues}>
      {(result, _form, values) => (
        <>
          {result.infiniteReturn ? (
            result.isViableProject ? (
              <p className={styles.banner}>{BRRR_TEXT.infinite}</p>
            ) : (
              <p role="note" className={styles.message.warning}>
                {BRRR_TEXT.infiniteNotViable}
              </p>
            )
          ) : null}
          <div className={styles.resultGrid}>
            <StatTile label="Cash Left in Deal" value={formatCurrency(result.cashLeftInDeal)} size="lg" />
            <StatTile label="Monthly Net Cash Flow" value={formatCurrency(result.monthlyNetCashFlow)} tone={tileTone(result.monthlyNetCashFlow)} size="lg" />
            {result.infiniteReturn ? (
              <StatTile
                label="Cash-on-Cash Return"
                value="∞"
                tone={result.isViableProject ? undefined : 'muted'}
                hint={result.isViableProject ? BRRR_TEXT.infiniteHint : BRRR_TEXT.infiniteNotViableHint}
                size="lg"
              />
            ) : result.actualCashOnCashReturn === null ? (
              <StatTile label="Cash-on-Cash Return" value={notDefinedText(result.notDefined.actualCashOnCashReturn)} size="lg" />
            ) : (
              <StatTile label="Cash-on-Cash Return" value={formatPercent(result.actualCashOnCashReturn, 2)} size="lg" />
            )}
          </div>
          <ResultCard
            title="BRRR Analysis"
            actions={<RiskBadge level={result.riskLevel} />}
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
              { label: BRRR_TEXT.totalRoi, value: result.totalROI === null ? notDefinedText(result.notDefined.totalROI) : formatPercent(result.totalROI, 2) },
              { label: BRRR_TEXT.costToArv, value: formatNumber(result.costToArvRatio, { decimals: 2 }) },
              { label: 'Viable Project (cost-to-ARV ≤ 0.75)', value: result.isViableProject ? 'Yes' : 'No' },
            ]}
          />
          <ResultCard
            title="BRRR Guidelines"
            rows={[
              { label: 'Loan-to-Value', value: formatPercent(result.refinanceCompliance.ltvRatio, 2) },
              { label: 'Maximum Loan (80% of ARV)', value: formatCurrency(result.refinanceCompliance.maxLoanAmount) },
            ]}
          >
            <p className={result.refinanceCompliance.isCompliant ? styles.message.success : styles.message.danger}>
              <strong>{BRRR_TEXT.ltvTest}:</strong> {result.refinanceCompliance.message}
            </p>
            <p className={result.isViableProject ? styles.message.success : styles.message.danger}>
              <strong>{BRRR_TEXT.costTest}:</strong> {result.costToArvMessage}
            </p>
          </ResultCard>
          <Card title="BRRR Benefits" headingLevel={3}>
            <ul className={styles.list}>
              {BRRR_TEXT.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </Card>
          <BrrrCharts values={values} result={result} />
          <BrrrDealAnalysis values={values} result={result} />
        </>
      )}
    </CalculatorPanel>
  );
}
