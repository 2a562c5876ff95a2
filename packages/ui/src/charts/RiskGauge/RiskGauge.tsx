import { useId } from 'react';
import { CREATIVE_RULES, formatNumber, NOT_AVAILABLE } from '@rei/engine';
import { chartGeometry } from '../../theme/tokens';
import * as styles from './RiskGauge.css';

export type RiskGaugeLevel = 'meets-target' | 'below-target' | 'not-covered' | 'not-available';

/**
 * Where a coverage ratio stands: at or above the target (DSCR 1.25), between 1.00 and the
 * target, below 1.00 (income does not cover the debt), or unknown.
 *
 * @example riskGaugeLevel(1.32, 1.25) // 'meets-target'
 */
export function riskGaugeLevel(value: number | null | undefined, target: number): RiskGaugeLevel {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'not-available';
  if (value >= target) return 'meets-target';
  if (value >= 1) return 'below-target';
  return 'not-covered';
}

export interface RiskGaugeProps {
  /** The ratio, e.g. DSCR from the creative-financing or buy-and-hold result; null shows N/A. */
  value: number | null | undefined;
  label?: string;
  /** The value at which the gauge is full; 1.5 for a DSCR (spec 2 §9). */
  fullAt?: number;
  /** The target value, marked on the gauge; 1.25 for a DSCR (spec 2 §9). */
  target?: number;
}

const levelTexts: Record<RiskGaugeLevel, string> = {
  'meets-target': 'Meets the target',
  'below-target': 'Below the target',
  'not-covered': 'Income does not cover the debt',
  'not-available': 'Not available',
};

function polar(cx: number, cy: number, radius: number, fraction: number): [number, number] {
  const angle = Math.PI * (1 - fraction);
  return [cx + radius * Math.cos(angle), cy - radius * Math.sin(angle)];
}

function arcPath(cx: number, cy: number, radius: number, fraction: number): string {
  const [startX, startY] = polar(cx, cy, radius, 0);
  const [endX, endY] = polar(cx, cy, radius, fraction);
  return `M ${startX} ${startY} A ${radius} ${radius} 0 0 1 ${endX} ${endY}`;
}

/**
 * A half-circle gauge for a coverage ratio (role="meter"): the arc fills from 0 to `fullAt`,
 * a tick marks the target, and the colour and text say where the value stands.
 */
export function RiskGauge({
  value,
  label = 'DSCR',
  fullAt = CREATIVE_RULES.dscrGaugeFull,
  target = CREATIVE_RULES.dscrTarget,
}: RiskGaugeProps) {
  const labelId = `gauge-${useId()}`;
  const { gaugeWidth, gaugeHeight, gaugeStroke } = chartGeometry;
  const level = riskGaugeLevel(value, target);
  const known = level !== 'not-available' && value !== null && value !== undefined;
  const fraction = known ? Math.min(1, Math.max(0, value / fullAt)) : 0;
  const shown = known ? `${formatNumber(value, { decimals: 2 })}x` : NOT_AVAILABLE;
  const levelText = `${levelTexts[level]} (target ${formatNumber(target, { decimals: 2 })}x)`;
  const cx = gaugeWidth / 2;
  const cy = gaugeHeight - gaugeStroke;
  const radius = cx - gaugeStroke;
  const [tickInnerX, tickInnerY] = polar(cx, cy, radius - gaugeStroke / 2 - chartGeometry.labelGap / 2, Math.min(1, target / fullAt));
  const [tickOuterX, tickOuterY] = polar(cx, cy, radius + gaugeStroke / 2 + chartGeometry.labelGap / 2, Math.min(1, target / fullAt));
  const arcClass =
    level === 'meets-target' ? styles.arcGood : level === 'below-target' ? styles.arcWarning : level === 'not-covered' ? styles.arcDanger : styles.arcNone;

  return (
    <div className={styles.root}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={fullAt}
        aria-valuenow={known ? Math.min(fullAt, Math.max(0, value)) : 0}
        aria-valuetext={`${shown}: ${levelText}`}
        className={styles.meter}
      >
        <svg viewBox={`0 0 ${gaugeWidth} ${gaugeHeight}`} className={styles.svg} aria-hidden="true">
          <path d={arcPath(cx, cy, radius, 1)} className={styles.track} strokeWidth={gaugeStroke} strokeLinecap="round" />
          {fraction > 0 ? (
            <path d={arcPath(cx, cy, radius, fraction)} className={arcClass} strokeWidth={gaugeStroke} strokeLinecap="round" />
          ) : null}
          <line x1={tickInnerX} y1={tickInnerY} x2={tickOuterX} y2={tickOuterY} className={styles.targetMark} />
          <text x={cx} y={cy} textAnchor="middle" className={styles.value}>
            {shown}
          </text>
        </svg>
      </div>
      <p className={styles.level} aria-hidden="true">
        {levelText}
      </p>
    </div>
  );
}
