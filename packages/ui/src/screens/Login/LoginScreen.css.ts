import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.canvas,
  padding: vars.space.lg,
});

export const card = style({
  width: '100%',
  maxWidth: vars.size.dialogWidth,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg });

export const logoMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlHeightSm,
  height: vars.size.controlHeightSm,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontSize: vars.font.size.xs,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({ display: 'flex', justifyContent: 'flex-end' });

export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.accent,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus, borderRadius: vars.radius.sm } },
});

export const errorBox = style({
  margin: 0,
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
  border: `${vars.borderWidth.thin} solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  fontSize: vars.font.size.md,
});

export const demoBox = style({
  background: vars.color.accentSoft,
  color: vars.color.accentText,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  fontSize: vars.font.size.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const mono = style({ fontFamily: vars.font.family.mono });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: { '&::before, &::after': { content: '""', flex: 1, height: vars.borderWidth.thin, background: vars.color.border } },
});

export const switchMode = style({ margin: 0, textAlign: 'center', fontSize: vars.font.size.sm, color: vars.color.textMuted });
