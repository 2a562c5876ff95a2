import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  fontSize: vars.font.size.md,
});

export const panel = style({ paddingTop: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const settingList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const settingItem = style({
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** The audit log list stops growing at 24rem and scrolls inside (spec 1 §9). */
export const auditScroller = style({
  maxHeight: '24rem',
  overflowY: 'auto',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const auditList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const auditItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

export const auditAction = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

export const auditActor = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

export const auditMeta = style({ flex: 1, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const auditTime = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });

