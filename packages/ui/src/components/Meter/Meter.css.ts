import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });
export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm });
export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });
export const level = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });
export const track = style({
  position: 'relative',
  overflow: 'hidden',
  height: vars.size.meterHeight,
  borderRadius: vars.radius.full,
  background: vars.color.chartTrack,
});
export const fill = recipe({
  base: { height: '100%', borderRadius: vars.radius.full },
  variants: {
    tone: {
      accent: { background: vars.color.accent },
      success: { background: vars.color.success },
      warning: { background: vars.color.warning },
      danger: { background: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'accent' },
});
export const description = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
