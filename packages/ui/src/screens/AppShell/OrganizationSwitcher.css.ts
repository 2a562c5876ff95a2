import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlHeightMd,
  maxWidth: '100%',
  minWidth: 0,
  flexShrink: 1,
  paddingInline: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&:hover': { background: vars.color.surfaceHover },
  },
});

export const triggerFull = style({ width: '100%' });

export const triggerName = style({ flex: 1, minWidth: 0, textAlign: 'left', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlHeightMd,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const chevron = style({ width: vars.size.iconSm, height: vars.size.iconSm, flexShrink: 0 });

export const content = style({
  minWidth: vars.size.drawerWidth,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  padding: vars.space.xs,
  zIndex: vars.zIndex.popover,
});

export const label = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surfaceHover },
    '&[data-disabled]': { cursor: 'default', color: vars.color.textMuted },
  },
});

export const itemMeta = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const pending = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const separator = style({ height: vars.borderWidth.thin, background: vars.color.border, marginBlock: vars.space.xs });
