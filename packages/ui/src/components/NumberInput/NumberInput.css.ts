import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center', width: '100%' });

export const input = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
export const withPrefix = style({ paddingLeft: vars.space.xl });
export const withSuffix = style({ paddingRight: vars.space.xl });

const adornment = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  pointerEvents: 'none',
});
export const prefix = style([adornment, { left: vars.space.md }]);
export const suffix = style([adornment, { right: vars.space.md }]);
