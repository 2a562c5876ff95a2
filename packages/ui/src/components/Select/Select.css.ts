import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../Input/Input.css';

export const trigger = style([
  control,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    textAlign: 'left',
    cursor: 'pointer',
    selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
  },
]);

export const chevron = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const viewport = style({ padding: vars.space.xs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.accentSoft, color: vars.color.accentText },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const indicator = style({ color: vars.color.accent });
