import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const stack = style({ display: 'grid', gap: vars.space.md });
export const secret = style({
  fontFamily: vars.font.family.mono,
  wordBreak: 'break-all',
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  margin: 0,
});
export const warning = style({ color: vars.color.textMuted, margin: 0 });
