import { formatCompactCurrency, formatCurrency, type CashFlowForecast } from '@rei/engine';
import { chartGeometry } from '../../theme/tokens';
import * as styles from '../shared/Chart.css';
import { ChartFrame } from '../shared/ChartFrame';
import { linearScale, niceTicks } from '../shared/scale';

/** High / median / low values of one forecast measure, USD. */
export interface ForecastScenarioValues {
  high: number;
  median: number;
  low: number;
}

/**
 * One measure of a stored forecast as chart values: monthly cash flow or monthly rent.
 *
 * @example forecastScenarioValues(forecast, 'rent') // { high: forecast.rentHighScenario, … }
 */
export function forecastScenarioValues(
  forecast: Pick<
    CashFlowForecast,
    'rentHighScenario' | 'rentMedianScenario' | 'rentLowScenario' | 'cashFlowHighScenario' | 'cashFlowMedianScenario' | 'cashFlowLowScenario'
  >,
  measure: 'cashFlow' | 'rent',
): ForecastScenarioValues {
  return measure === 'rent'
    ? { high: forecast.rentHighScenario, median: forecast.rentMedianScenario, low: forecast.rentLowScenario }
    : { high: forecast.cashFlowHighScenario, median: forecast.cashFlowMedianScenario, low: forecast.cashFlowLowScenario };
}

export interface ForecastScenariosChartProps {
  scenarios: ForecastScenarioValues;
  /** What the values are, e.g. "Monthly cash flow". */
  measureLabel?: string;
  title?: string;
  summary?: string;
}

const rows = [
  { key: 'high', label: 'High', className: styles.fillHigh },
  { key: 'median', label: 'Median', className: styles.fillMedian },
  { key: 'low', label: 'Low', className: styles.fillLow },
] as const;

/** The high, median and low scenarios as horizontal bars from a zero line, each labelled with its value. */
export function ForecastScenariosChart({
  scenarios,
  measureLabel = 'Monthly cash flow',
  title = 'Forecast scenarios',
  summary,
}: ForecastScenariosChartProps) {
  const { width, plotTop, plotRight, plotLeft } = chartGeometry;
  const { rowHeight, axisLabelOffset, labelGap, valueLabelRoom } = chartGeometry;
  const height = plotTop * 2 + rowHeight * rows.length + axisLabelOffset;
  const values = rows.map((row) => scenarios[row.key]);
  const { ticks, domain } = niceTicks(Math.min(0, ...values), Math.max(0, ...values), 4);
  const x = linearScale(domain, [plotLeft + labelGap * 2, width - plotRight - valueLabelRoom]);
  const axisY = plotTop + rowHeight * rows.length;
  const generatedSummary = `${measureLabel}: ${formatCurrency(scenarios.low)} in the low case, ${formatCurrency(scenarios.median)} median, ${formatCurrency(scenarios.high)} in the high case.`;

  return (
    <ChartFrame
      title={title}
      summary={summary ?? generatedSummary}
      viewBox={`0 0 ${width} ${height}`}
      table={{
        caption: title,
        headers: ['Scenario', measureLabel],
        rows: rows.map((row) => [row.label, formatCurrency(scenarios[row.key])]),
      }}
    >
      <g aria-hidden="true">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={plotTop} y2={axisY} className={tick === 0 ? styles.zeroLine : styles.gridLine} />
            <text x={x(tick)} y={axisY + axisLabelOffset} textAnchor="middle" className={styles.axisText}>
              {formatCompactCurrency(tick)}
            </text>
          </g>
        ))}
        {rows.map((row, index) => {
          const value = scenarios[row.key];
          const top = plotTop + rowHeight * index + rowHeight * 0.2;
          const barHeight = rowHeight * 0.6;
          const start = x(Math.min(0, value));
          const end = x(Math.max(0, value));
          return (
            <g key={row.key}>
              <text x={plotLeft} y={top + barHeight / 2} dy="0.32em" textAnchor="end" className={styles.axisText}>
                {row.label}
              </text>
              <rect x={start} y={top} width={Math.max(end - start, 1)} height={barHeight} className={row.className} />
              <text x={end + labelGap} y={top + barHeight / 2} dy="0.32em" className={styles.valueText}>
                {formatCurrency(value)}
              </text>
            </g>
          );
        })}
      </g>
    </ChartFrame>
  );
}
