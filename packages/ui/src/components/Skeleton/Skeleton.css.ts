import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const block = recipe({
  base: {
    display: 'block',
    borderRadius: vars.radius.sm,
    background: vars.color.surfaceHover,
    animation: `${pulse} 1.4s ease-in-out infinite`,
  },
  variants: {
    height: {
      sm: { height: vars.font.size.sm },
      md: { height: vars.font.size.lg },
      lg: { height: vars.font.size.xxxl },
      block: { height: vars.size.controlHeightLg },
      chart: { height: vars.size.chartHeight },
    },
  },
  defaultVariants: { height: 'md' },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
