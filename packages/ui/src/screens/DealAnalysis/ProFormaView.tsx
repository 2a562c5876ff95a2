import { useId, useMemo, useRef, useState } from 'react';
import {
  EngineInputError,
  formatCurrency,
  formatNumber,
  formatPercent,
  holdAssumptionDefaults,
  rentalHoldProForma,
  type HoldAssumptions,
  type RentalHoldProForma,
} from '@rei/engine';
import { CashFlowProjectionChart } from '../../charts/CashFlowProjectionChart';
import { Field } from '../../components/Field';
import { NumberInput } from '../../components/NumberInput';
import { Select } from '../../components/Select';
import { StatTile } from '../../components/StatTile';
import type { AnalysedDeal } from './dealFromCalculators';
import { NOT_DEFINED_LABEL } from './dealFormat';
import * as styles from './DealAnalysis.css';

export interface ProFormaViewProps {
  deal: AnalysedDeal;
  /** Starting hold assumptions; `holdAssumptionDefaults()` when absent. */
  defaultAssumptions?: Partial<HoldAssumptions>;
  /** Controlled hold assumptions as typed (a number may be empty); with `onDraftChange`, the parent keeps them. */
  draft?: HoldDraft;
  onDraftChange?: (draft: HoldDraft) => void;
}

/** Hold assumptions as typed: a number is `undefined` while its field is empty. */
export type HoldDraft = { [K in Exclude<keyof HoldAssumptions, 'exitValuation'>]: number | undefined } & { exitValuation: HoldAssumptions['exitValuation'] };

const FIELDS: ReadonlyArray<{ key: Exclude<keyof HoldDraft, 'exitValuation'>; label: string; hint: string; mode: 'number' | 'percent' }> = [
  { key: 'holdingYears', label: 'Hold (years)', hint: 'Sold at the end of the last year.', mode: 'number' },
  { key: 'annualRentGrowthPercent', label: 'Rent growth (% a year)', hint: 'From year 2.', mode: 'percent' },
  { key: 'annualExpenseGrowthPercent', label: 'Expense growth (% a year)', hint: 'Fixed expenses, from year 2.', mode: 'percent' },
  { key: 'annualAppreciationPercent', label: 'Appreciation (% a year)', hint: 'Used when the value grows by appreciation.', mode: 'percent' },
  { key: 'exitCapRatePercent', label: 'Exit cap rate (%)', hint: "Used when the value is the year's NOI ÷ this rate.", mode: 'percent' },
  { key: 'sellingCostsPercent', label: 'Selling costs (% of sale price)', hint: 'Commission, transfer taxes and closing at the sale.', mode: 'percent' },
  { key: 'discountRatePercent', label: 'Discount rate for NPV (% a year)', hint: 'The return you could earn elsewhere.', mode: 'percent' },
];

const HOLD_DEFAULTS = holdAssumptionDefaults();
function formatDefault(key: Exclude<keyof HoldDraft, 'exitValuation'>, mode: 'number' | 'percent'): string {
  const value = HOLD_DEFAULTS[key];
  return mode === 'percent' ? formatPercent(value, 1) : `${value} years`;
}

const VALUATIONS = [
  { value: 'appreciation', label: 'Appreciation rate' },
  { value: 'exitCapRate', label: 'Exit cap rate' },
] as const;

/** A complete draft from partial assumptions, the rest from `holdAssumptionDefaults()`. */
/** Said above the pro forma table: where it is too wide for its column, the rest is a sideways scroll away. */
const PRO_FORMA_SCROLL_HINT = 'Ten columns, from gross rent to equity: where they do not all fit, scroll the table sideways (or focus it and use the arrow keys); the Year column stays in view.';

export function holdDraftFrom(assumptions?: Partial<HoldAssumptions>): HoldDraft {
  return { ...holdAssumptionDefaults(), ...assumptions } as HoldDraft;
}

/** The draft as assumptions when every number is filled in, else null. */
export function completeHold(draft: HoldDraft): HoldAssumptions | null {
  return FIELDS.some((field) => draft[field.key] === undefined) ? null : (draft as HoldAssumptions);
}

/** The pro forma of the deal over a chosen hold (engine: `rentalHoldProForma`). */
export function useProForma(deal: AnalysedDeal, assumptions: HoldDraft): { proForma: RentalHoldProForma | null; errors: Record<string, string> } {
  const key = JSON.stringify([deal, assumptions]);
  return useMemo(() => {
    const errors: Record<string, string> = {};
    for (const field of FIELDS) if (assumptions[field.key] === undefined) errors[field.key] = 'Enter a number.';
    if (Object.keys(errors).length > 0) return { proForma: null, errors };
    try {
      return { proForma: rentalHoldProForma({ ...deal, ...(assumptions as HoldAssumptions) }), errors };
    } catch (error) {
      if (!(error instanceof EngineInputError)) throw error;
      for (const issue of error.issues) errors[issue.field] ??= issue.message;
      return { proForma: null, errors };
    }
    // `key` stands for both objects, rebuilt by callers on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/**
 * Pro forma over a chosen hold: the hold assumptions (each labelled, with its default), IRR,
 * NPV at the chosen rate, equity multiple and average cash-on-cash, a year-by-year table and the
 * cash-flow chart. Undefined figures read "Not defined" with the engine's reason.
 */
export function ProFormaView({ deal, defaultAssumptions, draft: controlled, onDraftChange }: ProFormaViewProps) {
  const [own, setOwn] = useState<HoldDraft>(() => holdDraftFrom(defaultAssumptions));
  const draft = controlled ?? own;
  const setDraft = (change: (current: HoldDraft) => HoldDraft) => {
    const next = change(draft);
    setOwn(next);
    onDraftChange?.(next);
  };
  const { proForma: current, errors } = useProForma(deal, draft);
  // While a hold field is invalid, the last valid pro forma stays, marked as such (as the calculators do).
  const lastValid = useRef<RentalHoldProForma | null>(null);
  if (current) lastValid.current = current;
  const proForma = current ?? lastValid.current;
  const fields = FIELDS.filter((field) =>
    field.key === 'annualAppreciationPercent' ? draft.exitValuation === 'appreciation' : field.key === 'exitCapRatePercent' ? draft.exitValuation === 'exitCapRate' : true,
  );
  return (
    <div className={styles.stack}>
      <div className={styles.controls}>
        <Field label="Value at sale from" hint="How the property is valued each year and when sold. Default: appreciation rate.">
          <Select
            options={VALUATIONS}
            value={draft.exitValuation}
            onValueChange={(value) => setDraft((current) => ({ ...current, exitValuation: value as HoldDraft['exitValuation'] }))}
          />
        </Field>
        {fields.map((field) => (
          <Field key={field.key} label={field.label} hint={`${field.hint} Default ${formatDefault(field.key, field.mode)}.`} error={errors[field.key]} required>
            <NumberInput
              mode={field.mode}
              value={draft[field.key]}
              onValueChange={(value) => setDraft((current) => ({ ...current, [field.key]: value }))}
            />
          </Field>
        ))}
      </div>
      {current === null ? (
        <p className={styles.notDefined} role="status">
          {proForma ? 'A hold assumption is invalid: the figures below are from the last valid assumptions.' : 'Fix the hold assumptions above to see the pro forma.'}
        </p>
      ) : null}
      {proForma ? <ProFormaResults proForma={proForma} /> : null}
    </div>
  );
}

/** The figures of one pro forma: KPIs, the year-by-year table and the chart. */
export function ProFormaResults({ proForma }: { proForma: RentalHoldProForma }) {
  const { totals, notDefined, years, sale } = proForma;
  const holdYears = years.length;
  const scrollHintId = useId();
  return (
    <div className={styles.stack}>
      <div className={styles.kpis}>
        <StatTile
          label="IRR (annual)"
          value={totals.irrPercent === null ? NOT_DEFINED_LABEL : formatPercent(totals.irrPercent, 2)}
          tone={totals.irrPercent === null ? 'muted' : totals.irrPercent < 0 ? 'negative' : 'neutral'}
          hint={notDefined.irrPercent ?? `Equity cash flows over ${holdYears} years, sale included.`}
        />
        <StatTile
          label={`NPV at ${formatPercent(totals.discountRatePercent, 2)}`}
          value={formatCurrency(totals.npv)}
          tone={totals.npv < 0 ? 'negative' : 'neutral'}
          hint="Positive means the deal beats the discount rate."
        />
        <StatTile
          label="Equity multiple"
          value={totals.equityMultiple === null ? NOT_DEFINED_LABEL : `${formatNumber(totals.equityMultiple, { decimals: 2 })}×`}
          tone={totals.equityMultiple === null ? 'muted' : 'neutral'}
          hint={notDefined.equityMultiple ?? 'Cash back ÷ cash put in.'}
        />
        <StatTile
          label="Average cash-on-cash"
          value={totals.averageCashOnCashPercent === null ? NOT_DEFINED_LABEL : formatPercent(totals.averageCashOnCashPercent, 2)}
          tone={totals.averageCashOnCashPercent === null ? 'muted' : 'neutral'}
          hint={notDefined.cashOnCashPercent ?? `Yearly cash flow ÷ ${formatCurrency(totals.initialEquityInvested)} invested.`}
        />
      </div>
      <p className={styles.note}>
        {`Sale at the end of year ${holdYears}: ${formatCurrency(sale.salePrice)} (${proForma.exitValuation === 'exitCapRate' ? 'final-year NOI ÷ exit cap rate' : 'grown by the appreciation rate'}), less ${formatCurrency(sale.sellingCosts)} selling costs and ${formatCurrency(sale.loanPayoff)} loan payoff = ${formatCurrency(sale.netSaleProceeds)} net. Total profit ${formatCurrency(totals.totalProfit)}. Cash flows are before tax.`}
      </p>
      <p className={styles.scrollHint} id={scrollHintId}>
        {PRO_FORMA_SCROLL_HINT}
      </p>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Pro forma by year (scrolls sideways)" aria-describedby={scrollHintId}>
        <table className={styles.table}>
          <caption className={styles.caption}>Pro forma by year (USD; cash-on-cash in percent)</caption>
          <thead>
            <tr>
              {['Year', 'Gross rent', 'Operating expenses', 'NOI', 'Debt service', 'Cash flow', 'Cash-on-cash', 'Loan balance', 'Property value', 'Equity'].map((header, index) => (
                <th key={header} scope="col" className={index === 0 ? styles.rowHeaderCell : styles.headerCell}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {years.map((year) => (
              <tr key={year.year}>
                <th scope="row" className={styles.rowHeaderCell}>{`Year ${year.year}`}</th>
                <td className={styles.cell}>{formatCurrency(year.grossRent)}</td>
                <td className={styles.cell}>{formatCurrency(year.operatingExpenses)}</td>
                <td className={styles.cell}>{formatCurrency(year.netOperatingIncome)}</td>
                <td className={styles.cell}>{formatCurrency(year.debtService)}</td>
                <td className={styles.cell}>{formatCurrency(year.cashFlowBeforeTax)}</td>
                <td className={styles.cell}>{year.cashOnCashPercent === null ? NOT_DEFINED_LABEL : formatPercent(year.cashOnCashPercent, 2)}</td>
                <td className={styles.cell}>{formatCurrency(year.loanBalance)}</td>
                <td className={styles.cell}>{formatCurrency(year.propertyValue)}</td>
                <td className={styles.cell}>{formatCurrency(year.equity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CashFlowProjectionChart
        title="Pro forma cash flow by year"
        summary={`Cash flow before tax over the ${holdYears}-year hold: ${formatCurrency(years[0]?.cashFlowBeforeTax)} in year 1, ${formatCurrency(years[holdYears - 1]?.cashFlowBeforeTax)} in year ${holdYears}, ${formatCurrency(totals.totalCashFlow)} in total before the sale.`}
        data={years.map((year) => ({ year: year.year, cashFlow: year.cashFlowBeforeTax }))}
      />
    </div>
  );
}
