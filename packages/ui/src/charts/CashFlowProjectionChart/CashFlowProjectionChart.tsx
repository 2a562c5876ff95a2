import { formatCompactCurrency, formatCurrency, type CashFlowProjection } from '@rei/engine';
import { chartGeometry } from '../../theme/tokens';
import * as styles from '../shared/Chart.css';
import { ChartFrame } from '../shared/ChartFrame';
import { labelEvery, linearScale, niceTicks } from '../shared/scale';
import { ValueAxis } from '../shared/ValueAxis';

/** One year of a cash-flow projection: the year's cash flow before tax, USD. */
export interface CashFlowPoint {
  year: number;
  cashFlow: number;
}

/**
 * The chart points of an engine projection (`projectCashFlows`): year and cash flow before tax.
 *
 * @example cashFlowPointsFromProjection(projectCashFlows(cashFlowProjectionDefaults()))[0]?.year // 1
 */
export function cashFlowPointsFromProjection(projection: Pick<CashFlowProjection, 'years'>): CashFlowPoint[] {
  return projection.years.map((year) => ({ year: year.year, cashFlow: year.cashFlowBeforeTax }));
}

export interface CashFlowProjectionChartProps {
  /** Yearly cash flows from the engine (Buy & Hold or BRRR projection), in year order. */
  data: readonly CashFlowPoint[];
  title?: string;
  /** Replaces the generated one-sentence summary. */
  summary?: string;
}

function cumulative(data: readonly CashFlowPoint[]): number[] {
  let running = 0;
  return data.map((point) => (running += point.cashFlow));
}

/**
 * Yearly cash flow as bars (green above zero, red below) with the running total as a line.
 * Role img named by its title and summary; the numbers are in a table for screen readers.
 */
export function CashFlowProjectionChart({ data, title = 'Cash flow projection', summary }: CashFlowProjectionChartProps) {
  const { width, height, plotTop, plotRight, plotBottom, plotLeft, barGap, lineWidth, pointRadius } = chartGeometry;
  const totals = cumulative(data);
  const values = [...data.map((point) => point.cashFlow), ...totals, 0];
  const { ticks, domain } = niceTicks(Math.min(...values), Math.max(...values));
  const y = linearScale(domain, [height - plotBottom, plotTop]);
  const band = (width - plotLeft - plotRight) / Math.max(1, data.length);
  const barWidth = band * (1 - barGap);
  const every = labelEvery(data.length, 12);
  const first = data[0];
  const last = data[data.length - 1];
  const total = totals[totals.length - 1] ?? 0;
  const generatedSummary =
    first && last
      ? `Yearly cash flow goes from ${formatCurrency(first.cashFlow)} in year ${first.year} to ${formatCurrency(last.cashFlow)} in year ${last.year}; ${formatCurrency(total)} in total over ${data.length} years.`
      : 'No projection yet.';
  const linePoints = totals.map((value, index) => `${plotLeft + band * index + band / 2},${y(value)}`).join(' ');

  return (
    <ChartFrame
      title={title}
      summary={summary ?? generatedSummary}
      viewBox={`0 0 ${width} ${height}`}
      legend={[
        { label: 'Cash flow (positive)', swatchClassName: styles.fillPositive },
        { label: 'Cash flow (negative)', swatchClassName: styles.fillNegative },
        { label: 'Cumulative cash flow', swatchClassName: styles.fillEquity },
      ]}
      table={{
        caption: title,
        headers: ['Year', 'Cash flow', 'Cumulative cash flow'],
        rows: data.map((point, index) => [`Year ${point.year}`, formatCurrency(point.cashFlow), formatCurrency(totals[index])]),
      }}
    >
      <ValueAxis ticks={ticks} y={y} format={formatCompactCurrency} />
      <g aria-hidden="true">
        {data.map((point, index) => {
          const x = plotLeft + band * index + (band - barWidth) / 2;
          const top = y(Math.max(point.cashFlow, 0));
          const bottom = y(Math.min(point.cashFlow, 0));
          return (
            <g key={point.year}>
              <rect
                x={x}
                y={top}
                width={barWidth}
                height={Math.max(bottom - top, 0)}
                className={point.cashFlow < 0 ? styles.fillNegative : styles.fillPositive}
              />
              {index % every === 0 ? (
                <text x={x + barWidth / 2} y={height - plotBottom + chartGeometry.axisLabelOffset} textAnchor="middle" className={styles.axisText}>
                  {`Y${point.year}`}
                </text>
              ) : null}
            </g>
          );
        })}
        {data.length > 1 ? <polyline points={linePoints} className={styles.strokeEquity} strokeWidth={lineWidth} /> : null}
        {totals.map((value, index) => (
          <circle
            key={index}
            cx={plotLeft + band * index + band / 2}
            cy={y(value)}
            r={pointRadius}
            className={styles.pointEquity}
            strokeWidth={lineWidth}
          />
        ))}
      </g>
    </ChartFrame>
  );
}
