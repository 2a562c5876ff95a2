import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
});

export const tone = styleVariants({
  green: { color: vars.color.successText, background: vars.color.successSoft },
  yellow: { color: vars.color.warningText, background: vars.color.warningSoft },
  red: { color: vars.color.dangerText, background: vars.color.dangerSoft },
});
