import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const address = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const recordSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const recordTitle = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const filings = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const filing = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const none = style({ margin: 0, color: vars.color.textMuted });

export const sampleNote = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
