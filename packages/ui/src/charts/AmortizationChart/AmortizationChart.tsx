import { formatCompactCurrency, formatCurrency, type AmortizationRow } from '@rei/engine';
import { chartGeometry } from '../../theme/tokens';
import * as styles from '../shared/Chart.css';
import { ChartFrame } from '../shared/ChartFrame';
import { labelEvery, linearScale, niceTicks } from '../shared/scale';
import { ValueAxis } from '../shared/ValueAxis';
import { amortizationByYear } from './amortizationByYear';

export interface AmortizationChartProps {
  /** The engine's monthly schedule (`amortizationSchedule(loan)`). */
  schedule: readonly AmortizationRow[];
  title?: string;
  summary?: string;
}

/** Principal vs interest paid each loan year as stacked bars: interest shrinks as principal grows. */
export function AmortizationChart({ schedule, title = 'Principal vs interest by year', summary }: AmortizationChartProps) {
  const { width, height, plotTop, plotRight, plotBottom, plotLeft, barGap } = chartGeometry;
  const years = amortizationByYear(schedule);
  const maxPaid = Math.max(0, ...years.map((year) => year.principal + year.interest));
  const { ticks, domain } = niceTicks(0, maxPaid);
  const y = linearScale(domain, [height - plotBottom, plotTop]);
  const band = (width - plotLeft - plotRight) / Math.max(1, years.length);
  const barWidth = band * (1 - barGap);
  const every = labelEvery(years.length, 12);
  const totalInterest = years.reduce((sum, year) => sum + year.interest, 0);
  const totalPrincipal = years.reduce((sum, year) => sum + year.principal, 0);
  const crossover = years.find((year) => year.principal >= year.interest);
  const generatedSummary =
    years.length === 0
      ? 'No loan.'
      : `${formatCurrency(totalPrincipal)} of principal and ${formatCurrency(totalInterest)} of interest over ${years.length} years; ` +
        (crossover ? `principal overtakes interest in year ${crossover.year}.` : 'interest exceeds principal every year.');

  return (
    <ChartFrame
      title={title}
      summary={summary ?? generatedSummary}
      viewBox={`0 0 ${width} ${height}`}
      legend={[
        { label: 'Principal', swatchClassName: styles.fillPrincipal },
        { label: 'Interest', swatchClassName: styles.fillInterest },
      ]}
      table={{
        caption: title,
        headers: ['Year', 'Principal', 'Interest', 'Balance at year end'],
        rows: years.map((year) => [
          `Year ${year.year}`,
          formatCurrency(year.principal),
          formatCurrency(year.interest),
          formatCurrency(year.endingBalance),
        ]),
      }}
    >
      <ValueAxis ticks={ticks} y={y} format={formatCompactCurrency} />
      <g aria-hidden="true">
        {years.map((year, index) => {
          const x = plotLeft + band * index + (band - barWidth) / 2;
          const principalTop = y(year.principal);
          const interestTop = y(year.principal + year.interest);
          return (
            <g key={year.year}>
              <rect x={x} y={principalTop} width={barWidth} height={Math.max(y(0) - principalTop, 0)} className={styles.fillPrincipal} />
              <rect x={x} y={interestTop} width={barWidth} height={Math.max(principalTop - interestTop, 0)} className={styles.fillInterest} />
              {index % every === 0 ? (
                <text x={x + barWidth / 2} y={height - plotBottom + chartGeometry.axisLabelOffset} textAnchor="middle" className={styles.axisText}>
                  {`Y${year.year}`}
                </text>
              ) : null}
            </g>
          );
        })}
      </g>
    </ChartFrame>
  );
}
