import { useId, useMemo, useState } from 'react';
import {
  EngineInputError,
  dealInputInfo,
  dealMetricInfo,
  dealMetrics,
  holdAssumptionDefaults,
  rentalDealSensitivity,
  sensitivityAxisValues,
  type DealInput,
  type DealMetric,
  type HoldAssumptions,
  type SensitivityGrid,
} from '@rei/engine';
import { Field } from '../../components/Field';
import { NumberInput } from '../../components/NumberInput';
import { Select } from '../../components/Select';
import { visuallyHidden } from '../../theme/reset.css';
import type { AnalysedDeal } from './dealFromCalculators';
import { NOT_DEFINED_LABEL, formatDealValue } from './dealFormat';
import * as styles from './DealAnalysis.css';

export interface SensitivityTableProps {
  deal: AnalysedDeal;
  /** Inputs offered for the two axes (in this order); the first two start as rows and columns. */
  inputs: readonly DealInput[];
  /** Hold assumptions for IRR, NPV and equity multiple; `holdAssumptionDefaults()` when absent. */
  assumptions?: Partial<HoldAssumptions>;
  defaultMetric?: DealMetric;
  /** Steps each side of the current value (default 2: a 5 × 5 table). */
  stepsEachSide?: number;
}

type BandName = 'lowest' | 'low' | 'middle' | 'high' | 'highest';
const BAND_NAMES: readonly BandName[] = ['lowest', 'low', 'middle', 'high', 'highest'];
const BAND_LABELS: Record<BandName, string> = { lowest: 'Lowest', low: 'Low', middle: 'Middle', high: 'High', highest: 'Highest' };

function bandOf(value: number, low: number, high: number): BandName {
  if (high <= low) return 'middle';
  const index = Math.min(4, Math.floor(((value - low) / (high - low)) * 5));
  return BAND_NAMES[index] as BandName;
}

function currentValue(deal: AnalysedDeal, assumptions: HoldAssumptions, input: DealInput): number {
  return (input in deal ? deal[input as keyof AnalysedDeal] : assumptions[input as keyof HoldAssumptions]) as number;
}

/**
 * A two-way sensitivity table: any result over any two inputs, each stepped around the current
 * deal. Every cell holds its value as text and is shaded in one of five bands from the table's
 * lowest to its highest value (higher is better for every result offered); the current deal's
 * cell is outlined and says "current deal" (also to screen readers). Numbers from the engine
 * (`rentalDealSensitivity`).
 */
export function SensitivityTable({ deal, inputs, assumptions, defaultMetric = 'monthlyCashFlow', stepsEachSide = 2 }: SensitivityTableProps) {
  const hold = useMemo(() => ({ ...holdAssumptionDefaults(), ...assumptions }) as HoldAssumptions, [assumptions]);
  const [metric, setMetric] = useState<DealMetric>(defaultMetric);
  const [rowChoice, setRowChoice] = useState<DealInput>(inputs[0] ?? 'monthlyRent');
  const [columnChoice, setColumnChoice] = useState<DealInput>(inputs[1] ?? 'interestRatePercent');
  // A step per input, so switching an axis back keeps the step typed for it.
  const [steps, setSteps] = useState<Partial<Record<DealInput, number | undefined>>>({});
  // An axis whose input is no longer offered (e.g. exit cap rate after switching to appreciation) moves to another.
  const rowInput = inputs.includes(rowChoice) ? rowChoice : (inputs.find((input) => input !== columnChoice) ?? rowChoice);
  const columnInput =
    inputs.includes(columnChoice) && columnChoice !== rowInput ? columnChoice : (inputs.find((input) => input !== rowInput) ?? columnChoice);
  const stepOf = (input: DealInput) => (input in steps ? steps[input] : dealInputInfo[input].defaultStep);
  const rowStep = stepOf(rowInput);
  const columnStep = stepOf(columnInput);
  const setStep = (input: DealInput) => (value: number | undefined) => setSteps((current) => ({ ...current, [input]: value }));
  const statusId = useId();

  const rowCenter = currentValue(deal, hold, rowInput);
  const columnCenter = currentValue(deal, hold, columnInput);
  const outcome = useMemo((): { grid: SensitivityGrid } | { error: string } => {
    if (rowStep === undefined || rowStep <= 0 || columnStep === undefined || columnStep <= 0) return { error: 'Enter a step above zero for both inputs.' };
    try {
      return {
        grid: rentalDealSensitivity({
          deal: { ...deal, ...hold },
          metric,
          rowInput: { input: rowInput, values: sensitivityAxisValues(rowInput, rowCenter, rowStep, stepsEachSide) },
          columnInput: { input: columnInput, values: sensitivityAxisValues(columnInput, columnCenter, columnStep, stepsEachSide) },
        }),
      };
    } catch (error) {
      if (error instanceof EngineInputError) return { error: `The table cannot be built: ${error.issues.map((issue) => issue.message).join('; ')}.` };
      throw error;
    }
  }, [deal, hold, metric, rowInput, columnInput, rowStep, columnStep, rowCenter, columnCenter, stepsEachSide]);

  const inputOptions = inputs.map((input) => ({ value: input, label: dealInputInfo[input].label }));
  const metricInfo = dealMetricInfo[metric];
  // Choosing the other axis's input swaps the two axes.
  const chooseRow = (next: string) => {
    const input = next as DealInput;
    if (input === columnInput) setColumnChoice(rowInput);
    setRowChoice(input);
  };
  const chooseColumn = (next: string) => {
    const input = next as DealInput;
    if (input === rowInput) setRowChoice(columnInput);
    setColumnChoice(input);
  };

  const numbers = 'grid' in outcome ? outcome.grid.cells.flat().filter((value): value is number => value !== null) : [];
  const low = Math.min(...numbers);
  const high = Math.max(...numbers);
  const rowUnit = dealInputInfo[rowInput].unit;
  const columnUnit = dealInputInfo[columnInput].unit;

  return (
    <div className={styles.stack}>
      <div className={styles.controls}>
        <Field label="Result shown" hint={metricInfo.description}>
          <Select options={dealMetrics.map((value) => ({ value, label: dealMetricInfo[value].label }))} value={metric} onValueChange={(value) => setMetric(value as DealMetric)} />
        </Field>
        <Field label="Rows vary" hint={`Current: ${formatDealValue(rowCenter, rowUnit)}`}>
          <Select options={inputOptions} value={rowInput} onValueChange={chooseRow} />
        </Field>
        <Field label="Row step" hint={`${stepsEachSide} steps each side of the current value`}>
          <NumberInput mode={rowUnit === 'usd' ? 'currency' : 'percent'} value={rowStep} onValueChange={setStep(rowInput)} />
        </Field>
        <Field label="Columns vary" hint={`Current: ${formatDealValue(columnCenter, columnUnit)}`}>
          <Select options={inputOptions} value={columnInput} onValueChange={chooseColumn} />
        </Field>
        <Field label="Column step" hint={`${stepsEachSide} steps each side of the current value`}>
          <NumberInput mode={columnUnit === 'usd' ? 'currency' : 'percent'} value={columnStep} onValueChange={setStep(columnInput)} />
        </Field>
      </div>
      {'error' in outcome ? (
        <p className={styles.notDefined} role="alert">
          {outcome.error}
        </p>
      ) : (
        <>
          <p id={statusId} className={styles.note}>
            {`${metricInfo.label} (${metricInfo.description}) for each ${dealInputInfo[rowInput].label.toLowerCase()} (rows) and ${dealInputInfo[columnInput].label.toLowerCase()} (columns); everything else as entered. The current deal is outlined and marked "current deal". ${NOT_DEFINED_LABEL} means the result has no value there.`}
          </p>
          <ul className={styles.legendList} aria-label="Shading: the range from the table's lowest to its highest value, cut into five equal bands">
            {BAND_NAMES.map((name) => (
              <li key={name} className={`${styles.legendSwatch} ${styles.band[name]}`}>
                {BAND_LABELS[name]}
              </li>
            ))}
          </ul>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`Sensitivity of ${metricInfo.label.toLowerCase()} (scrolls sideways)`}>
            <table className={styles.table} aria-describedby={statusId}>
              <caption className={styles.caption}>
                {`${metricInfo.label}: ${dealInputInfo[rowInput].label} (rows) × ${dealInputInfo[columnInput].label} (columns)`}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.rowHeaderCell}>
                    {`${dealInputInfo[rowInput].label} \\ ${dealInputInfo[columnInput].label}`}
                  </th>
                  {outcome.grid.columnInput.values.map((value) => (
                    <th key={value} scope="col" className={styles.headerCell}>
                      {formatDealValue(value, columnUnit)}
                      {value === columnCenter ? <span className={styles.cellTag}>current</span> : null}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {outcome.grid.rowInput.values.map((rowValue, i) => (
                  <tr key={rowValue}>
                    <th scope="row" className={styles.rowHeaderCell}>
                      {formatDealValue(rowValue, rowUnit)}
                      {rowValue === rowCenter ? <span className={styles.cellTag}>current</span> : null}
                    </th>
                    {outcome.grid.columnInput.values.map((columnValue, j) => {
                      const value = outcome.grid.cells[i]?.[j] ?? null;
                      const current = rowValue === rowCenter && columnValue === columnCenter;
                      const band = value === null ? styles.band.none : styles.band[bandOf(value, low, high)];
                      return (
                        <td key={columnValue} className={[styles.cell, band, current ? styles.currentCell : ''].join(' ')} aria-current={current ? 'true' : undefined}>
                          {formatDealValue(value, metricInfo.unit)}
                          {current ? <span className={styles.cellTag}>current deal</span> : null}
                          {value !== null ? <span className={visuallyHidden}>{`, ${BAND_LABELS[bandOf(value, low, high)].toLowerCase()} band`}</span> : null}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
