import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * A screen's section on the page: a bordered surface whose children stack with the medium gap, and
 * which may shrink below its content's width (its tables scroll sideways instead).
 */
export const panel = style({
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});
