import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  border: `${vars.borderWidth.thin} dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const icon = style({ fontSize: vars.font.size.xxxl, color: vars.color.textMuted, lineHeight: 1 });
export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const description = style({ maxWidth: '48ch', color: vars.color.textMuted, fontSize: vars.font.size.md });
export const action = style({ marginTop: vars.space.sm, display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'center' });
