import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: vars.size.tooltipMaxWidth,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  boxShadow: vars.shadow.md,
});

export const arrow = style({ fill: vars.color.surfaceInverse });
