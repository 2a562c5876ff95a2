import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', display: 'flex', justifyContent: 'flex-end', marginBottom: vars.space.md });

export const count = style({
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const panel = style({
  position: 'absolute',
  top: '100%',
  right: 0,
  zIndex: vars.zIndex.popover,
  width: `min(${vars.size.dialogWidth}, 90vw)`,
  maxHeight: vars.size.dialogWidth,
  overflowY: 'auto',
  marginTop: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const panelHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const panelTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const item = style({ padding: vars.space.sm, borderRadius: vars.radius.sm, background: vars.color.surfaceMuted });

export const unreadItem = style({ borderLeft: `${vars.borderWidth.thick} solid ${vars.color.accent}` });

export const itemTitle = style({ margin: 0, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm });

export const itemBody = style({ margin: 0, fontSize: vars.font.size.sm });

export const itemMeta = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
