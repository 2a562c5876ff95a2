import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.danger}`,
  borderLeftWidth: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
});
export const title = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
export const message = style({ fontSize: vars.font.size.md });
