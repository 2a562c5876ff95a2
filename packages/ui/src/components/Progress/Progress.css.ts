import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });
export const header = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.font.size.sm });
export const label = style({ fontWeight: vars.font.weight.medium });
export const value = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });
export const root = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  height: vars.size.progressHeight,
  borderRadius: vars.radius.full,
  background: vars.color.chartTrack,
});
export const indicator = style({
  width: '100%',
  height: '100%',
  background: vars.color.accent,
  transition: `transform ${vars.duration.normal} ease-out`,
});
