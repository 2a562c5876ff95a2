import { useId, useState, type FormEvent } from 'react';
import {
  EngineInputError,
  dealInputInfo,
  dealMetricInfo,
  holdAssumptionDefaults,
  rentalDealGoalSeek,
  type DealGoalSeekResult,
  type DealInput,
  type DealMetric,
  type HoldAssumptions,
} from '@rei/engine';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { NumberInput } from '../../components/NumberInput';
import { Select } from '../../components/Select';
import type { AnalysedDeal } from './dealFromCalculators';
import { formatDealValue } from './dealFormat';
import * as styles from './DealAnalysis.css';

/** Results a goal seek can aim at. */
export const GOAL_SEEK_METRICS: readonly DealMetric[] = ['cashOnCashPercent', 'dscr', 'capRatePercent', 'monthlyCashFlow', 'irrPercent', 'npv'];

export interface GoalSeekViewProps {
  deal: AnalysedDeal;
  /** Inputs that may be solved for. */
  inputs: readonly DealInput[];
  assumptions?: Partial<HoldAssumptions>;
  defaultMetric?: DealMetric;
  defaultTarget?: number;
  defaultSolveFor?: DealInput;
}

const SUMMARY_METRICS: readonly DealMetric[] = ['monthlyCashFlow', 'cashOnCashPercent', 'capRatePercent', 'dscr', 'irrPercent'];

/**
 * Goal seek: pick a result, the value it must at least reach and the input to change; the engine
 * (`rentalDealGoalSeek`) answers with the input value and what the deal looks like there, or says
 * plainly that no value in the input's range gets there.
 */
export function GoalSeekView({ deal, inputs, assumptions, defaultMetric = 'cashOnCashPercent', defaultTarget = 8, defaultSolveFor }: GoalSeekViewProps) {
  const [metric, setMetric] = useState<DealMetric>(defaultMetric);
  const [target, setTarget] = useState<number | undefined>(defaultTarget);
  const [solveChoice, setSolveFor] = useState<DealInput>(defaultSolveFor ?? inputs[0] ?? 'monthlyRent');
  // An input no longer offered (e.g. exit cap rate after switching to appreciation) falls back to the first one.
  const solveFor = inputs.includes(solveChoice) ? solveChoice : (inputs[0] ?? solveChoice);
  const [answer, setAnswer] = useState<{ result: DealGoalSeekResult; metric: DealMetric; target: number; solveFor: DealInput } | { error: string } | null>(null);
  const answerId = useId();
  const metricInfo = dealMetricInfo[metric];

  const solve = (event: FormEvent) => {
    event.preventDefault();
    if (target === undefined) {
      setAnswer({ error: 'Enter the value the result must reach.' });
      return;
    }
    try {
      const result = rentalDealGoalSeek({ deal: { ...deal, ...holdAssumptionDefaults(), ...assumptions }, metric, target, solveFor });
      setAnswer({ result, metric, target, solveFor });
    } catch (error) {
      if (!(error instanceof EngineInputError)) throw error;
      setAnswer({ error: `Goal seek cannot run: ${error.issues.map((issue) => `${issue.field} ${issue.message}`).join('; ')}.` });
    }
  };

  return (
    <form className={styles.stack} onSubmit={solve} aria-describedby={answerId}>
      <div className={styles.controls}>
        <Field label="Result to reach" hint={metricInfo.description}>
          <Select options={GOAL_SEEK_METRICS.map((value) => ({ value, label: dealMetricInfo[value].label }))} value={metric} onValueChange={(value) => setMetric(value as DealMetric)} />
        </Field>
        <Field label={`At least (${metricInfo.unit === 'usd' ? 'USD' : metricInfo.unit === 'percent' ? '%' : 'ratio'})`} required>
          <NumberInput mode={metricInfo.unit === 'usd' ? 'currency' : metricInfo.unit === 'percent' ? 'percent' : 'number'} value={target} onValueChange={setTarget} />
        </Field>
        <Field label="By changing" hint="Every other input stays as entered.">
          <Select options={inputs.map((value) => ({ value, label: dealInputInfo[value].label }))} value={solveFor} onValueChange={(value) => setSolveFor(value as DealInput)} />
        </Field>
        <div className={styles.actions}>
          <Button type="submit">Solve</Button>
        </div>
      </div>
      <div id={answerId} role="status" className={styles.result}>
        {answer === null ? null : 'error' in answer ? (
          <p className={styles.notDefined}>{answer.error}</p>
        ) : (
          <GoalSeekAnswer {...answer} />
        )}
      </div>
    </form>
  );
}

/** "Cash-on-cash return" → "cash-on-cash return"; "IRR" and "NPV" stay as they are. */
function lowerFirst(label: string): string {
  return /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

function GoalSeekAnswer({ result, metric, target, solveFor }: { result: DealGoalSeekResult; metric: DealMetric; target: number; solveFor: DealInput }) {
  const input = dealInputInfo[solveFor];
  const goal = `${lowerFirst(dealMetricInfo[metric].label)} of at least ${formatDealValue(target, dealMetricInfo[metric].unit)}`;
  if (result.status === 'noSolution') {
    return (
      <p className={styles.notDefined}>
        {`No solution in range: no ${input.label.toLowerCase()} from ${formatDealValue(result.low, input.unit)} to ${formatDealValue(result.high, input.unit)} gives a ${goal}. At those ends the result is ${formatDealValue(result.metricAtLow, dealMetricInfo[metric].unit)} and ${formatDealValue(result.metricAtHigh, dealMetricInfo[metric].unit)}.`}
      </p>
    );
  }
  if (result.status === 'everyValue') {
    return <p className={styles.note}>{`Every ${input.label.toLowerCase()} from ${formatDealValue(result.low, input.unit)} to ${formatDealValue(result.high, input.unit)} already gives a ${goal}.`}</p>;
  }
  return (
    <>
      <p>
        <strong>{`${result.bound === 'highest' ? 'Highest' : 'Lowest'} ${input.label.toLowerCase()} for a ${goal}: ${formatDealValue(result.value, input.unit)}`}</strong>
      </p>
      <p className={styles.note}>The deal at that value (year one unless noted):</p>
      <ul>
        {SUMMARY_METRICS.map((key) => (
          <li key={key}>{`${dealMetricInfo[key].label}: ${formatDealValue(result.metricsAtValue[key], dealMetricInfo[key].unit)}`}</li>
        ))}
      </ul>
    </>
  );
}
