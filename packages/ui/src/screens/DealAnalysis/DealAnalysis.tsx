import { useMemo, useRef, useState } from 'react';
import type { BrrrResult, BuyHoldResult, BuyHoldValues, DealInput, HoldAssumptions } from '@rei/engine';
import { Card } from '../../components/Card';
import { Tabs } from '../../components/Tabs';
import { dealFromBrrr, dealFromBuyHold, type AnalysedDeal, type BrrrDealValues, type DealBasis } from './dealFromCalculators';
import { GoalSeekView } from './GoalSeekView';
import { completeHold, holdDraftFrom, ProFormaView, type HoldDraft } from './ProFormaView';
import { describeHold } from './dealFormat';
import { ScenarioComparison, type DealScenario } from './ScenarioComparison';
import { SensitivityTable } from './SensitivityTable';
import * as styles from './DealAnalysis.css';

export interface DealAnalysisProps {
  deal: AnalysedDeal;
  /** Inputs the sensitivity table may vary and goal seek may solve for. */
  inputs: readonly DealInput[];
  /** What the figures assume (shown under the title). */
  assumptions: string;
  holdAssumptions?: Partial<HoldAssumptions>;
  /** Saved scenarios of this property; when given, a section under the tabs compares them (the latest two at first). */
  scenarios?: readonly DealScenario[];
  /** The tab open first. */
  defaultTab?: 'proForma' | 'sensitivity' | 'goalSeek';
}

/**
 * Deal analysis under a calculator's results: pro forma, two-way sensitivity and goal seek as
 * keyboard tabs, and (when saved scenarios are given) their side-by-side comparison below. Every number comes from
 * @rei/engine; the card says what the deal was built from.
 */
export function DealAnalysis({ deal, inputs, assumptions, holdAssumptions, scenarios, defaultTab }: DealAnalysisProps) {
  // The hold typed in the pro forma tab drives IRR, NPV and equity multiple in every tab; the last
  // complete one is used while a field is empty. Kept here so switching tabs keeps it.
  const [draft, setDraft] = useState<HoldDraft>(() => holdDraftFrom(holdAssumptions));
  const lastHold = useRef<HoldAssumptions>(completeHold(draft) ?? (holdDraftFrom() as HoldAssumptions));
  const complete = completeHold(draft);
  if (complete) lastHold.current = complete;
  const hold = lastHold.current;
  // Appreciation and exit cap rate only matter under their own valuation.
  const offered = inputs.filter((input) =>
    input === 'annualAppreciationPercent' ? hold.exitValuation === 'appreciation' : input === 'exitCapRatePercent' ? hold.exitValuation === 'exitCapRate' : true,
  );
  const holdNote = <p className={styles.note}>{describeHold(hold)}</p>;
  const items = [
    { value: 'proForma', label: 'Pro forma', content: <ProFormaView deal={deal} draft={draft} onDraftChange={setDraft} /> },
    {
      value: 'sensitivity',
      label: 'Sensitivity',
      content: (
        <div className={styles.stack}>
          {holdNote}
          <SensitivityTable deal={deal} inputs={offered} assumptions={hold} />
        </div>
      ),
    },
    {
      value: 'goalSeek',
      label: 'Goal seek',
      content: (
        <div className={styles.stack}>
          {holdNote}
          <GoalSeekView deal={deal} inputs={offered} assumptions={hold} />
        </div>
      ),
    },
  ];
  return (
    // The calculator's results sit in a polite live region; this interactive section is not announced as a whole.
    <div aria-live="off" className={styles.stack}>
      <Card title="Deal analysis" headingLevel={3} as="section" description={<span className={styles.note}>{assumptions}</span>}>
        <Tabs aria-label="Deal analysis views" items={items} defaultValue={defaultTab} />
      </Card>
      {scenarios ? (
        <Card title="Saved scenarios" headingLevel={3} as="section">
          {/* A newly saved scenario starts a fresh selection: the latest two. */}
          <ScenarioComparison key={scenarios.length} scenarios={scenarios} defaultSelected={latestTwo(scenarios.length)} />
        </Card>
      ) : null}
    </div>
  );
}

/** Indexes of the two newest scenarios (the list is oldest first), oldest of the two first. */
function latestTwo(count: number): number[] {
  return [count - 2, count - 1].filter((index) => index >= 0);
}

/** Keeps the values of the last render whose inputs were all valid, so the analysis and the results agree. */
function useLastValid<V>(values: V, valid: boolean): V {
  const last = useRef(values);
  if (valid) last.current = values;
  return last.current;
}

export interface CalculatorDealAnalysisProps<V, R> {
  /** The inputs that produced `result` (ignored while `valid` is false). */
  values: V;
  /** The panel's result. */
  result: R;
  /** False while `values` are not the ones behind `result`: the last valid pair stays on screen. Default true. */
  valid?: boolean;
  scenarios?: readonly DealScenario[];
}

function AnalysisOf<V, R>({ values, result, valid = true, scenarios, toDeal }: CalculatorDealAnalysisProps<V, R> & { toDeal: (values: V, result: R) => DealBasis }) {
  const last = useLastValid({ values, result }, valid);
  // Panels rebuild their values on every render; recompute the deal only when a number changed.
  const key = JSON.stringify(last);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const basis = useMemo(() => toDeal(last.values, last.result), [key, toDeal]);
  return <DealAnalysis deal={basis.deal} inputs={basis.inputs} assumptions={basis.assumptions} scenarios={scenarios} />;
}

/** Deal analysis of the Buy & Hold panel's last valid inputs and result. */
export function BuyHoldDealAnalysis(props: CalculatorDealAnalysisProps<BuyHoldValues, BuyHoldResult>) {
  return <AnalysisOf {...props} toDeal={dealFromBuyHold} />;
}

/** Deal analysis of the BRRRR panel's last valid inputs and result (the rental after the refinance). */
export function BrrrDealAnalysis(props: CalculatorDealAnalysisProps<BrrrDealValues, BrrrResult>) {
  return <AnalysisOf {...props} toDeal={dealFromBrrr} />;
}
