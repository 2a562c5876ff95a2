import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, minWidth: 0 });
export const caption = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const title = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
export const summary = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const svg = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });

export const axisText = style({ fill: vars.color.textMuted, fontSize: vars.font.size.xs, fontVariantNumeric: 'tabular-nums' });
export const gridLine = style({ stroke: vars.color.chartGrid, strokeWidth: '1' });
export const zeroLine = style({ stroke: vars.color.borderStrong, strokeWidth: '1' });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const swatch = style({ display: 'inline-block', width: vars.space.md, height: vars.space.md, borderRadius: vars.radius.sm });

export const fillPositive = style({ fill: vars.color.chartPositive, background: vars.color.chartPositive });
export const fillNegative = style({ fill: vars.color.chartNegative, background: vars.color.chartNegative });
export const fillPrincipal = style({ fill: vars.color.chartPrincipal, background: vars.color.chartPrincipal });
export const fillInterest = style({ fill: vars.color.chartInterest, background: vars.color.chartInterest });
export const fillHigh = style({ fill: vars.color.chartHigh, background: vars.color.chartHigh });
export const fillMedian = style({ fill: vars.color.chartMedian, background: vars.color.chartMedian });
export const fillLow = style({ fill: vars.color.chartLow, background: vars.color.chartLow });
export const fillEquity = style({ fill: vars.color.chartEquity, background: vars.color.chartEquity });
export const strokeEquity = style({ stroke: vars.color.chartEquity, fill: 'none' });
export const pointEquity = style({ fill: vars.color.surface, stroke: vars.color.chartEquity });

export const valueText = style({ fill: vars.color.text, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });
