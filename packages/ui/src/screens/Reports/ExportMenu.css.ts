import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs, minWidth: 0 });

export const content = style({
  minWidth: vars.size.drawerWidth,
  maxWidth: '90vw',
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

export const note = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  color: vars.color.warningText,
  background: vars.color.warningSoft,
  borderRadius: vars.radius.sm,
  marginBottom: vars.space.xs,
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.accentSoft, color: vars.color.accentText },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const itemName = style({ fontWeight: vars.font.weight.semibold });

export const itemDescription = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const chevron = style({ fontSize: vars.font.size.xs });

export const status = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, maxWidth: vars.size.drawerWidth, textAlign: 'right' });

export const progress = style({ width: vars.size.drawerWidth, maxWidth: '100%' });

export const error = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.dangerText,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  maxWidth: vars.size.drawerWidth,
});

export const separator = style({ height: vars.borderWidth.thin, background: vars.color.border, marginBlock: vars.space.xs });
