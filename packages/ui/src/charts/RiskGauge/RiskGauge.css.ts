import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs, width: '100%', minWidth: 0 });
export const meter = style({ display: 'flex', justifyContent: 'center', width: '100%' });
export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });
export const svg = style({ display: 'block', width: '100%', maxWidth: vars.size.gaugeSize, height: 'auto' });
export const track = style({ stroke: vars.color.chartTrack, fill: 'none' });
export const arcGood = style({ stroke: vars.color.success, fill: 'none' });
export const arcWarning = style({ stroke: vars.color.warning, fill: 'none' });
export const arcDanger = style({ stroke: vars.color.danger, fill: 'none' });
export const arcNone = style({ stroke: 'transparent', fill: 'none' });
export const targetMark = style({ stroke: vars.color.text, strokeWidth: '2' });
export const value = style({
  fill: vars.color.text,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const level = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, textAlign: 'center' });
