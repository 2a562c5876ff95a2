import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const label = style({ fontSize: vars.font.size.md, color: vars.color.text, cursor: 'pointer' });
export const description = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const root = style({
  position: 'relative',
  flexShrink: 0,
  width: vars.size.switchWidth,
  height: vars.size.switchHeight,
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.accent, borderColor: vars.color.accent },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const thumb = style({
  display: 'block',
  width: vars.size.switchThumb,
  height: vars.size.switchThumb,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transform: `translateX(${vars.borderWidth.thin})`,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    '&[data-state="checked"]': {
      transform: `translateX(calc(${vars.size.switchWidth} - ${vars.size.switchThumb} - ${vars.borderWidth.thick} - ${vars.borderWidth.thin}))`,
    },
  },
});
