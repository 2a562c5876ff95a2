import { chartGeometry } from '../../theme/tokens';
import type { LinearScale } from './scale';
import * as styles from './Chart.css';

interface ValueAxisProps {
  ticks: readonly number[];
  y: LinearScale;
  format: (value: number) => string;
}

/** Horizontal grid lines with value labels on the left, and a stronger line at zero. */
export function ValueAxis({ ticks, y, format }: ValueAxisProps) {
  const { plotLeft, plotRight, width } = chartGeometry;
  return (
    <g aria-hidden="true">
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={plotLeft}
            x2={width - plotRight}
            y1={y(tick)}
            y2={y(tick)}
            className={tick === 0 ? styles.zeroLine : styles.gridLine}
          />
          <text x={plotLeft - chartGeometry.labelGap} y={y(tick)} dy="0.32em" textAnchor="end" className={styles.axisText}>
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}
