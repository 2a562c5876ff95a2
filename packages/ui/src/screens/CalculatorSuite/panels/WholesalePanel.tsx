import { formatCurrency, formatPercent } from '@rei/engine';
import { Badge } from '../../../components/Badge';
import { Meter } from '../../../components/Meter';
import { StatTile } from '../../../components/StatTile';
import { wholesaleForm, type WholesaleFormValues } from '../forms/wholesaleForm';
import { CalculatorPanel, type CalculatorPanelStart } from '../parts/CalculatorPanel';
import { ResultCard } from '../parts/ResultCard';
import { RiskBadge } from '../parts/RiskBadge';
import { arvAssumption } from '../parts/arvAssumption';
import { usePrefillSource } from '../prefill';
import { signTone, tileTone } from '../parts/ResultRows';
import * as styles from '../parts/calculatorParts.css';

export const WHOLESALE_VERDICT_TEXT = { viable: 'Viable Deal', needs_adjustment: 'Needs Adjustment' } as const;

export type WholesalePanelProps = CalculatorPanelStart<WholesaleFormValues>;

/**
 * Wholesale: ARV, rehab, contract price, assignment fee and days to close; the engine's
 * maximum allowable offer, end-investor returns, verdict (viable deal or needs
 * adjustment), risk and competitiveness score, live on every change.
 */
export function WholesalePanel({ defaultValues }: WholesalePanelProps) {
  const arvSource = usePrefillSource('afterRepairValue');
  return (
    <CalculatorPanel definition={wholesaleForm} defaultValues={defaultValues}>
      {(result, _form, values) => {
        // The investor ROI rests on the ARV: an assumed ARV is named beside it and nothing reads as a success.
        const assumption = arvAssumption(values.afterRepairValue, (defaultValues ?? wholesaleForm.defaults()).afterRepairValue, arvSource);
        const investorRoiTone = !result.isViable || assumption ? (result.investorRoi < 0 ? 'negative' : 'neutral') : tileTone(result.investorRoi);
        return (
        <>
          <div className={styles.badges}>
            <Badge tone={result.isViable ? (assumption ? 'neutral' : 'success') : 'warning'}>{WHOLESALE_VERDICT_TEXT[result.verdict]}</Badge>
            <RiskBadge level={result.riskLevel} />
          </div>
          <div className={styles.resultGrid}>
            <StatTile label="Maximum Allowable Offer" value={formatCurrency(result.maxAllowableOffer)} size="lg" />
            <StatTile label="Assignment Fee" value={formatPercent(result.assignmentFeePercent)} hint="of contract price" size="lg" />
            <StatTile
              label="Investor ROI"
              value={formatPercent(result.investorRoi)}
              tone={investorRoiTone}
              hint={assumption ?? (result.isViable ? undefined : 'Deal needs adjustment — see Deal Analysis')}
              size="lg"
            />
          </div>
          <ResultCard
            title="Deal Analysis"
            rows={[
              { label: 'Spread Below Max Offer', value: formatCurrency(result.spreadBelowMaxOffer), tone: signTone(result.spreadBelowMaxOffer) },
              { label: 'Meets Max Offer', value: result.meetsMaxOffer ? 'Yes' : 'No' },
              { label: 'Fee Within 3–15%', value: result.feeWithinRange ? 'Yes' : 'No' },
              { label: 'Meets Minimum ROI', value: result.meetsMinimumRoi ? 'Yes' : 'No' },
            ]}
          >
            <Meter label="Competitiveness" value={result.competitivenessScore} levelText={`${result.competitivenessScore} of 100`} />
          </ResultCard>
          <ResultCard
            title="End Investor"
            rows={[
              { label: 'Purchase Price (contract + fee)', value: formatCurrency(result.investorPurchasePrice) },
              { label: 'Down Payment', value: formatCurrency(result.investorDownPayment) },
              { label: 'Loan Amount', value: formatCurrency(result.investorLoanAmount) },
              { label: 'Selling Costs', value: formatCurrency(result.investorSellingCosts) },
              { label: 'Cash Invested', value: formatCurrency(result.investorCashInvested) },
              { label: 'Profit', value: formatCurrency(result.investorProfit), tone: signTone(result.investorProfit) },
            ]}
          />
          {result.warnings.map((warning) => (
            <p key={warning} role="note" className={styles.message.warning}>
              {warning}
            </p>
          ))}
        </>
        );
      }}
    </CalculatorPanel>
  );
}
