import { BUY_HOLD_COMPLIANCE, formatCurrency, formatNumber, formatPercent, type BuyHoldResult, type BuyHoldValues, type PrefillSource } from '@rei/engine';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { StatTile } from '../../../components/StatTile';
import { BuyHoldDealAnalysis } from '../../DealAnalysis';
import { buyHoldForm, buyHoldSavedValues, type BuyHoldFormValues } from '../forms/buyHoldForm';
import { BuyHoldCharts } from '../parts/CalculatorCharts';
import { CalculatorPanel, type CalculatorPanelStart } from '../parts/CalculatorPanel';
import { ResultCard } from '../parts/ResultCard';
import { notDefinedText } from '../parts/notDefinedText';
import { usePrefillFollowers, usePrefillSource } from '../prefill';
import { ResultRows, signTone, tileTone } from '../parts/ResultRows';
import * as styles from '../parts/calculatorParts.css';

export const BUY_HOLD_TEXT = {
  calculate: 'Calculate Returns',
  calculating: 'Saving...',
  generateSummary: 'Generate AI Summary',
  generatingSummary: 'Generating...',
  summaryTitle: 'AI Investment Summary',
  saved: 'Strategy Saved',
  /** A plain rental: the 80 % rule is shown for information, not as a verdict. */
  ruleTitle: '80 % cost-to-ARV rule',
  ruleForInformation: 'For information',
  ruleWhatItIs:
    'A wholesale and value-add test: a buyer who resells or refinances wants the total project cost at or below 80 % of the after-repair value. ' +
    'A rental you keep is judged by its cash flow, cap rate and DSCR above; this figure does not fail it.',
  ruleFigure: (percentOfArv: string, within: boolean) =>
    `Total project cost is ${percentOfArv} of the after-repair value — ${within ? 'within' : 'above'} the 80 % a wholesale or value-add buyer would look for.`,
  complianceTitle: 'Compliance',
  compliant: 'Compliant',
  nonCompliant: 'Non-compliant',
} as const;

/** The figures of the 80 % cost-to-ARV rule: total project cost, ARV, their ratio and the rule's limit. */
function ComplianceRows({ result }: { result: BuyHoldResult }) {
  return (
    <ResultRows
      rows={[
        { label: 'Total Project Cost', value: formatCurrency(result.compliance.totalProjectCost) },
        // The Buy & Hold form asks for no ARV: the rule's ARV is the engine's stated assumption.
        { label: `After-Repair Value (assumed ${BUY_HOLD_COMPLIANCE.arvMultiple} × price)`, value: formatCurrency(result.compliance.afterRepairValue) },
        { label: 'Cost-to-ARV Ratio', value: formatNumber(result.compliance.costToArvRatio, { decimals: 2 }) },
        { label: 'Maximum Allowed Ratio', value: formatNumber(result.compliance.maxAllowedRatio, { decimals: 2 }) },
      ]}
    />
  );
}

export interface BuyHoldPanelProps extends CalculatorPanelStart<BuyHoldFormValues> {
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

/** What an emptied field on a NYC lot is missing: ", a flat rate — NYC buyer costs here would be $33,938". */
export function nycInsteadText(nycCosts: number | undefined): string {
  return nycCosts === undefined ? '' : `, a flat rate — NYC buyer costs at this price and loan would be ${formatCurrency(nycCosts)}`;
}

/**
 * What the closing-cost figure rests on, in a few words: "3 % of price" when the field is
 * empty, the record's source ("NYC buyer closing costs") while the prefilled figure is kept,
 * otherwise "as entered".
 */
export function closingCostsBasis(entered: number | undefined, prefilled: number | undefined, source: PrefillSource | undefined): string {
  if (entered === undefined) return '3 % of price';
  if (source && source.kind !== 'default' && entered === prefilled) return source.label;
  return 'as entered';
}

/**
 * Buy & Hold: inputs on the left, results computed live by the engine on every change —
 * cash flow, cap rate and cash-on-cash, income and financing, the compliance block (with
 * the wholesale analysis when bought through a wholesaler), the cash-flow projection and
 * the amortization chart, all from the same (last valid) inputs. 'Calculate Returns' then
 * 'Generate AI Summary' sit above the results, in view without scrolling.
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
  const closingSource = usePrefillSource('closingCosts');
  // On a NYC lot an emptied Closing Costs field still counts the flat 3 % (the engine's rule):
  // the results say what NYC's buyer costs would be at this price and loan.
  const nycClosing = usePrefillFollowers().followers['closingCosts'];
  return (
    <CalculatorPanel
      definition={buyHoldForm}
      defaultValues={defaultValues}
      actions={({ values, calculation }, dealSave) => {
        const { result } = calculation;
        const invalid = result === null || calculation.stale || Object.keys(calculation.fieldErrors).length > 0;
        return (
          <>
            {dealSave ? (
              // In the suite, Calculate Returns saves the deal (a new version once saved), as Save deal does.
              <Button
                loading={dealSave.unavailable === 'saving'}
                loadingText={BUY_HOLD_TEXT.calculating}
                disabled={invalid || (dealSave.unavailable !== null && dealSave.unavailable !== 'saving')}
                onClick={() => dealSave.save('calculate-returns')}
              >
                {BUY_HOLD_TEXT.calculate}
              </Button>
            ) : onCalculateReturns ? (
              <Button
                loading={savingStrategy}
                loadingText={BUY_HOLD_TEXT.calculating}
                disabled={invalid}
                onClick={() => {
                  if (result !== null) onCalculateReturns(buyHoldSavedValues(values), result);
                }}
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
          </>
        );
      }}
    >
      {(result, _form, values, followed) => (
        <>
          <div className={styles.resultGrid}>
            <StatTile label="Monthly Cash Flow" value={formatCurrency(result.monthlyCashFlow)} tone={tileTone(result.monthlyCashFlow)} size="lg" />
            <StatTile label="Cap Rate" value={formatPercent(result.capRate, 2)} size="lg" />
            <StatTile
              label="Cash-on-Cash Return"
              value={result.cashOnCashReturn === null ? notDefinedText(result.notDefined.cashOnCashReturn) : formatPercent(result.cashOnCashReturn, 2)}
              size="lg"
            />
          </div>
          <ResultCard
            title="Returns"
            rows={[
              { label: 'Monthly Vacancy Loss', value: formatCurrency(result.monthlyVacancyLoss) },
              { label: 'Effective Gross Income (annual)', value: formatCurrency(result.effectiveGrossIncome) },
              { label: 'Operating Expenses (annual)', value: formatCurrency(result.annualOperatingExpenses) },
              { label: 'Net Operating Income (annual)', value: formatCurrency(result.annualNOI), tone: signTone(result.annualNOI) },
              { label: 'Debt Service (annual)', value: formatCurrency(result.annualDebtService) },
              { label: 'Annual Cash Flow', value: formatCurrency(result.annualCashFlow), tone: signTone(result.annualCashFlow) },
              { label: 'Debt Service Coverage', value: result.dscr === null ? notDefinedText(result.notDefined.dscr) : formatNumber(result.dscr, { decimals: 2 }) },
            ]}
          />
          <ResultCard
            title="Financing"
            rows={[
              { label: 'Down Payment', value: formatCurrency(result.downPaymentAmount) },
              { label: 'Loan Amount', value: formatCurrency(result.loanAmount) },
              { label: 'Monthly Mortgage', value: formatCurrency(result.monthlyMortgage, { decimals: 2 }) },
              {
                label: 'Closing Costs',
                value: `${formatCurrency(result.closingCosts)} · ${closingCostsBasis(values.closingCosts, followed['closingCosts']?.value ?? defaultValues?.closingCosts, followed['closingCosts']?.source ?? closingSource)}${
                  values.closingCosts === undefined && nycClosing ? nycInsteadText(nycClosing(values as unknown as Record<string, unknown>)?.value) : ''
                }`,
              },
              { label: 'Total Cash Invested', value: formatCurrency(result.totalCashInvested) },
            ]}
          />
          {values.isWholesaled ? (
            <Card
              title={BUY_HOLD_TEXT.complianceTitle}
              headingLevel={3}
              actions={
                <Badge tone={result.compliance.isCompliant ? 'success' : 'danger'}>
                  {result.compliance.isCompliant ? BUY_HOLD_TEXT.compliant : BUY_HOLD_TEXT.nonCompliant}
                </Badge>
              }
            >
              <p className={result.compliance.isCompliant ? styles.message.success : styles.message.danger}>{result.compliance.complianceMessage}</p>
              <ComplianceRows result={result} />
              <ResultRows
                rows={[
                  { label: "Finder's Fee", value: formatCurrency(result.compliance.wholesaleAnalysis.findersFee) },
                  { label: 'Adjusted Total Cost', value: formatCurrency(result.compliance.wholesaleAnalysis.adjustedTotalCost) },
                  { label: 'Fee Percentage', value: formatPercent(result.compliance.wholesaleAnalysis.feePercentage, 2) },
                  { label: 'Still Compliant', value: result.compliance.wholesaleAnalysis.stillCompliant ? 'Yes' : 'No' },
                ]}
              />
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
          ) : (
            // A plain rental: the rule is a wholesale / value-add test, shown as information.
            <Card title={BUY_HOLD_TEXT.ruleTitle} headingLevel={3} actions={<Badge tone="neutral">{BUY_HOLD_TEXT.ruleForInformation}</Badge>}>
              <p className={styles.summaryText}>{BUY_HOLD_TEXT.ruleWhatItIs}</p>
              <p className={styles.summaryText}>
                {BUY_HOLD_TEXT.ruleFigure(formatPercent(result.compliance.costToArvRatio * 100, 2), result.compliance.isCompliant)}
              </p>
              <ComplianceRows result={result} />
            </Card>
          )}
          <BuyHoldCharts values={values} result={result} />
          <BuyHoldDealAnalysis values={buyHoldSavedValues(values)} result={result} />
          {aiSummary ? (
            <Card title={BUY_HOLD_TEXT.summaryTitle} headingLevel={3} tone="accent">
              <p className={styles.summaryText}>{aiSummary}</p>
            </Card>
          ) : null}
        </>
      )}
    </CalculatorPanel>
  );
}
