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
  gap: vars.space.md,
});

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const icon = style({ color: vars.color.danger, width: vars.size.iconLg, height: vars.size.iconLg, flexShrink: 0 });

export const hint = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.textMuted });
