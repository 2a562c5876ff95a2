import { FIX_FLIP_RULES, formatCurrency, formatNumber, formatPercent } from '@rei/engine';
import { Badge } from '../../../components/Badge';
import { StatTile } from '../../../components/StatTile';
import { fixFlipForm, type FixFlipFormValues } from '../forms/fixFlipForm';
import { CalculatorPanel, type CalculatorPanelStart } from '../parts/CalculatorPanel';
import { ResultCard } from '../parts/ResultCard';
import { notDefinedText } from '../parts/notDefinedText';
import { RiskBadge } from '../parts/RiskBadge';
import { arvAssumption } from '../parts/arvAssumption';
import { usePrefillSource } from '../prefill';
import { signTone, tileTone } from '../parts/ResultRows';
import * as styles from '../parts/calculatorParts.css';

// The 70 % rule's verdict, named as such so it never reads as a second, different risk level
// beside the deal's risk badge.
export const FLIP_VIABILITY_TEXT = { viable: 'Viable Deal · 70 % rule met', high_risk: 'High Risk · over the 70 % rule' } as const;

export type FixFlipPanelProps = CalculatorPanelStart<FixFlipFormValues>;

/**
 * Fix & Flip: purchase, rehab, hold and sale inputs; the engine's 70 % rule verdict
 * (viable or high risk), risk level, profit and ROI, live on every change.
 */
export function FixFlipPanel({ defaultValues }: FixFlipPanelProps) {
  const arvSource = usePrefillSource('afterRepairValue');
  return (
    <CalculatorPanel definition={fixFlipForm} defaultValues={defaultValues}>
      {(result, _form, values) => {
        // A verdict or ROI resting on an assumed ARV is never shown as a success; the assumption is named beside it.
        const assumption = arvAssumption(values.afterRepairValue, (defaultValues ?? fixFlipForm.defaults()).afterRepairValue, arvSource);
        return (
        <>
          <div className={styles.badges}>
            <Badge tone={result.viability === 'viable' ? (assumption ? 'neutral' : 'success') : 'danger'}>{FLIP_VIABILITY_TEXT[result.viability]}</Badge>
            <RiskBadge level={result.riskLevel} />
          </div>
          <div className={styles.resultGrid}>
            <StatTile label="Profit" value={formatCurrency(result.profit)} tone={tileTone(result.profit)} size="lg" />
            <StatTile
              label="ROI"
              value={result.roi === null ? notDefinedText(result.notDefined.roi) : formatPercent(result.roi)}
              hint={assumption ?? undefined}
              size="lg"
            />
            <StatTile
              label="Annualized ROI"
              value={result.annualizedRoi === null ? notDefinedText(result.notDefined.annualizedRoi) : formatPercent(result.annualizedRoi)}
              hint={assumption ?? undefined}
              size="lg"
            />
          </div>
          <ResultCard
            title="Flip Analysis"
            rows={[
              { label: 'After-Repair Value', value: formatCurrency(result.afterRepairValue) },
              { label: 'Maximum Allowable Offer', value: formatCurrency(result.maxAllowableOffer) },
              { label: 'Cost-to-ARV Ratio', value: formatNumber(result.costToArvRatio, { decimals: 2 }) },
              { label: 'Total Project Cost', value: formatCurrency(result.totalProjectCost) },
              { label: 'Total Cash Invested', value: formatCurrency(result.totalCashInvested) },
              { label: 'Profit', value: formatCurrency(result.profit), tone: signTone(result.profit) },
            ]}
          >
            <p className={result.meets70PercentRule ? styles.message.success : styles.message.warning}>
              {result.meets70PercentRule
                ? `Meets the 70% rule: cost is within ${formatPercent(FIX_FLIP_RULES.maxCostToArv * 100, 0)} of ARV and ROI is at least ${formatPercent(FIX_FLIP_RULES.minRoiPercent, 0)}.`
                : `Misses the 70% rule: (price + rehab) must be at most ${formatPercent(FIX_FLIP_RULES.maxCostToArv * 100, 0)} of ARV with ROI of at least ${formatPercent(FIX_FLIP_RULES.minRoiPercent, 0)}.`}
            </p>
          </ResultCard>
          <ResultCard
            title="Cost Breakdown"
            rows={[
              { label: 'Down Payment', value: formatCurrency(result.downPaymentAmount) },
              { label: 'Loan Amount', value: formatCurrency(result.loanAmount) },
              { label: 'Rehab Contingency', value: formatCurrency(result.contingency) },
              { label: 'Holding Costs (interest)', value: formatCurrency(result.holdingCosts) },
              { label: 'Selling Costs', value: formatCurrency(result.sellingCosts) },
            ]}
          />
        </>
        );
      }}
    </CalculatorPanel>
  );
}
