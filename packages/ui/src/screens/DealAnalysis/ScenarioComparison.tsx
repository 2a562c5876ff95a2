import { useId, useState } from 'react';
import type { BrrrInput, BrrrResult, BuyHoldInput, BuyHoldResult, DealUnit } from '@rei/engine';
import { EmptyState } from '../../components/EmptyState';
import { formatDealDifference, formatDealValue } from './dealFormat';
import * as styles from './DealAnalysis.css';

/** A saved scenario: a saved strategy's name, time, calculator inputs and the engine's results. */
export type DealScenario =
  | { strategy: 'buy_hold'; name: string; savedAt: string; inputs: BuyHoldInput; results: BuyHoldResult }
  | { strategy: 'brrr'; name: string; savedAt: string; inputs: BrrrInput; results: BrrrResult };

interface Line<S> {
  label: string;
  unit: DealUnit | 'years' | 'months';
  value: (scenario: S) => number | null | undefined;
}
type BuyHoldScenario = Extract<DealScenario, { strategy: 'buy_hold' }>;
type BrrrScenario = Extract<DealScenario, { strategy: 'brrr' }>;

const BUY_HOLD_LINES: { inputs: Line<BuyHoldScenario>[]; results: Line<BuyHoldScenario>[] } = {
  inputs: [
    { label: 'Purchase price', unit: 'usd', value: (s) => s.inputs.purchasePrice },
    { label: 'Down payment', unit: 'percent', value: (s) => s.inputs.downPaymentPercent },
    { label: 'Interest rate', unit: 'percent', value: (s) => s.inputs.interestRate },
    { label: 'Loan term', unit: 'years', value: (s) => s.inputs.loanTerm },
    { label: 'Gross monthly rent', unit: 'usd', value: (s) => s.inputs.grossMonthlyRent },
    { label: 'Vacancy rate', unit: 'percent', value: (s) => s.inputs.vacancyRate },
    { label: 'Property tax (annual)', unit: 'usd', value: (s) => s.inputs.propertyTax },
    { label: 'Insurance (annual)', unit: 'usd', value: (s) => s.inputs.insurance },
    { label: 'Maintenance (annual)', unit: 'usd', value: (s) => s.results.annualMaintenance },
    { label: 'Management', unit: 'percent', value: (s) => s.inputs.propertyManagementPercent },
    // The figure used: the closing costs entered (a NYC lot's buyer costs) or 3 % of the price.
    { label: 'Closing costs', unit: 'usd', value: (s) => s.results.closingCosts },
  ],
  results: [
    { label: 'Monthly cash flow', unit: 'usd', value: (s) => s.results.monthlyCashFlow },
    { label: 'Net operating income (annual)', unit: 'usd', value: (s) => s.results.annualNOI },
    { label: 'Cap rate', unit: 'percent', value: (s) => s.results.capRate },
    { label: 'Cash-on-cash return', unit: 'percent', value: (s) => s.results.cashOnCashReturn },
    { label: 'DSCR', unit: 'ratio', value: (s) => s.results.dscr },
    { label: 'Total cash invested', unit: 'usd', value: (s) => s.results.totalCashInvested },
  ],
};

const BRRR_LINES: { inputs: Line<BrrrScenario>[]; results: Line<BrrrScenario>[] } = {
  inputs: [
    { label: 'Purchase price', unit: 'usd', value: (s) => s.inputs.purchasePrice },
    { label: 'Rehab costs', unit: 'usd', value: (s) => s.inputs.rehabCosts },
    { label: 'After-repair value', unit: 'usd', value: (s) => s.inputs.afterRepairValue },
    { label: 'Refinance LTV', unit: 'percent', value: (s) => s.inputs.refinanceLTV },
    { label: 'Refinance rate', unit: 'percent', value: (s) => s.inputs.refinanceRate },
    { label: 'Monthly rent', unit: 'usd', value: (s) => s.inputs.monthlyRent },
    { label: 'Holding time', unit: 'months', value: (s) => s.inputs.holdingTime },
  ],
  results: [
    { label: 'Cash left in deal', unit: 'usd', value: (s) => s.results.cashLeftInDeal },
    { label: 'Monthly net cash flow', unit: 'usd', value: (s) => s.results.monthlyNetCashFlow },
    { label: 'Cash-on-cash return', unit: 'percent', value: (s) => s.results.actualCashOnCashReturn },
    { label: 'Equity after refinance', unit: 'usd', value: (s) => s.results.equity },
    { label: 'Total ROI', unit: 'percent', value: (s) => s.results.totalROI },
  ],
};

function show(value: number | null | undefined, unit: Line<unknown>['unit']): string {
  if (value === undefined) return 'Not entered (engine default)';
  if (unit === 'years' || unit === 'months') return value === null ? 'Not defined' : `${value} ${unit}`;
  return formatDealValue(value, unit);
}

function difference(value: number | null | undefined, base: number | null | undefined, unit: Line<unknown>['unit']): string {
  if (typeof value === 'number' && typeof base === 'number') {
    const numeric = unit === 'years' || unit === 'months' ? 'ratio' : unit;
    return `${formatDealDifference(value, base, numeric)}${unit === 'years' || unit === 'months' ? ` ${unit}` : ''} vs first`;
  }
  return 'differs from first';
}

export interface ScenarioComparisonProps {
  /** Saved scenarios of one property and one strategy, newest last; up to 4 are compared at once. */
  scenarios: readonly DealScenario[];
  /** Scenarios compared at first (indexes); the first two when absent. */
  defaultSelected?: readonly number[];
}

const MAX_COMPARED = 4;

/**
 * Saved scenarios side by side: a checkbox per scenario chooses 2–4 of them (keyboard: Tab and
 * Space); the table lists inputs then results in one column per scenario, and every value that
 * differs from the first chosen scenario says by how much and which way ("+$1,200 vs first") and
 * is shaded in one highlight colour (higher is not always better, so colour never says good or bad).
 */
export function ScenarioComparison({ scenarios, defaultSelected }: ScenarioComparisonProps) {
  const [selected, setSelected] = useState<number[]>(() =>
    [...(defaultSelected ?? scenarios.map((_, index) => index).slice(0, 2))].filter((index) => index < scenarios.length).slice(0, MAX_COMPARED),
  );
  const hintId = useId();
  if (scenarios.length === 0) {
    return <EmptyState title="No saved scenarios yet" description="Calculate Returns saves the current inputs as a scenario; save two to compare them here." />;
  }
  const strategy = scenarios[0]?.strategy;
  const compared = selected
    .slice()
    .sort((a, b) => a - b)
    .map((index) => scenarios[index])
    .filter((scenario): scenario is DealScenario => scenario !== undefined && scenario.strategy === strategy);
  const toggle = (index: number) =>
    setSelected((current) => (current.includes(index) ? current.filter((i) => i !== index) : current.length >= MAX_COMPARED ? current : [...current, index]));

  const lines = (strategy === 'brrr' ? BRRR_LINES : BUY_HOLD_LINES) as { inputs: Line<DealScenario>[]; results: Line<DealScenario>[] };
  const base = compared[0];
  const section = (title: string, group: Line<DealScenario>[]) => (
    <tbody>
      <tr>
        <th scope="rowgroup" colSpan={compared.length + 1} className={styles.rowHeaderCell}>
          {title}
        </th>
      </tr>
      {group.map((line) => (
        <tr key={line.label}>
          <th scope="row" className={styles.rowHeaderCell}>
            {line.label}
          </th>
          {compared.map((scenario, column) => {
            const value = line.value(scenario);
            const baseValue = base ? line.value(base) : value;
            const differs = column > 0 && value !== baseValue;
            return (
              <td key={`${scenario.name}-${scenario.savedAt}`} className={[styles.cell, differs ? styles.changed : ''].join(' ')}>
                {show(value, line.unit)}
                {differs ? <span className={styles.diffText}>{difference(value, baseValue, line.unit)}</span> : null}
              </td>
            );
          })}
        </tr>
      ))}
    </tbody>
  );

  return (
    <div className={styles.stack}>
      <fieldset className={styles.fieldset} aria-describedby={hintId}>
        <legend className={styles.legend}>Scenarios to compare</legend>
        {scenarios.map((scenario, index) => (
          <label key={`${scenario.name}-${scenario.savedAt}`} className={styles.choice}>
            <input
              type="checkbox"
              checked={selected.includes(index)}
              disabled={scenario.strategy !== strategy || (!selected.includes(index) && selected.length >= MAX_COMPARED)}
              onChange={() => toggle(index)}
            />
            {`${scenario.name} (saved ${scenario.savedAt.slice(0, 10)})`}
          </label>
        ))}
      </fieldset>
      <p id={hintId} className={styles.note}>
        Choose two to four. Highlighted values differ from the first chosen scenario (the left column); the line under each says by how much.
      </p>
      {compared.length < 2 ? (
        <p className={styles.notDefined}>Choose at least two scenarios to compare.</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Scenario comparison (scrolls sideways)">
          <table className={styles.table}>
            <caption className={styles.caption}>{`Saved scenarios compared (${strategy === 'brrr' ? 'BRRRR' : 'Buy & Hold'}); differences from ${base?.name ?? 'the first'}`}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.rowHeaderCell}>
                  Figure
                </th>
                {compared.map((scenario) => (
                  <th key={`${scenario.name}-${scenario.savedAt}`} scope="col" className={styles.headerCell}>
                    {scenario.name}
                    <span className={styles.cellTag}>{`saved ${scenario.savedAt.slice(0, 10)}`}</span>
                  </th>
                ))}
              </tr>
            </thead>
            {section('Inputs', lines.inputs)}
            {section('Results', lines.results)}
          </table>
        </div>
      )}
    </div>
  );
}
