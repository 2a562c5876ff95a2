import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Shared by Input, NumberInput and Textarea. */
export const control = style({
  width: '100%',
  minWidth: 0,
  height: vars.size.controlHeightMd,
  padding: `0 ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': { outline: 'none', borderColor: vars.color.focusRing, boxShadow: vars.shadow.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

export const input = recipe({
  base: [control],
  variants: {
    size: {
      sm: { height: vars.size.controlHeightSm, fontSize: vars.font.size.sm, padding: `0 ${vars.space.sm}` },
      md: {},
      lg: { height: vars.size.controlHeightLg, fontSize: vars.font.size.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const textarea = style([control, { height: 'auto', minHeight: vars.size.controlHeightLg, padding: vars.space.sm, resize: 'vertical' }]);
