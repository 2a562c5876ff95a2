import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const label = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const value = recipe({
  base: {
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums lining-nums',
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      neutral: { color: vars.color.text },
      positive: { color: vars.color.success },
      negative: { color: vars.color.danger },
      muted: { color: vars.color.textMuted },
    },
    size: {
      md: {},
      lg: { fontSize: vars.font.size.xxxl },
      // A sentence in place of a figure (e.g. why a return is not defined): body size, normal weight.
      text: { fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.normal },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export const hint = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
