import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    textDecoration: 'none',
    userSelect: 'none',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.textOnAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textOnAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerHover } },
      },
      success: {
        background: vars.color.success,
        color: vars.color.textOnAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.successHover } },
      },
    },
    size: {
      sm: { height: vars.size.controlHeightSm, paddingInline: vars.space.sm, fontSize: vars.font.size.sm },
      md: { height: vars.size.controlHeightMd, paddingInline: vars.space.md, fontSize: vars.font.size.md },
      lg: { height: vars.size.controlHeightLg, paddingInline: vars.space.lg, fontSize: vars.font.size.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
    iconOnly: {
      true: { paddingInline: 0, aspectRatio: '1 / 1' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false, iconOnly: false },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof button>>;

export const icon = style({
  display: 'inline-flex',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  flexShrink: 0,
});
