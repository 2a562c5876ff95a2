import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const trigger = style({
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderBottom: `${vars.borderWidth.thick} solid transparent`,
  marginBottom: `calc(-1 * ${vars.borderWidth.thin})`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.accent, borderBottomColor: vars.color.accent, fontWeight: vars.font.weight.semibold },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus, borderRadius: vars.radius.sm },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const content = style({
  minWidth: 0,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus, borderRadius: vars.radius.sm } },
});
