import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const overlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: vars.zIndex.overlay });

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `min(${vars.size.dialogWidth}, calc(100vw - ${vars.space.xxl}))`,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space.xl,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const description = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
