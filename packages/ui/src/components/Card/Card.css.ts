import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    background: vars.color.surface,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
    tone: {
      default: {},
      accent: { borderColor: vars.color.accent, background: vars.color.accentSoft },
      danger: { borderColor: vars.color.danger, background: vars.color.dangerSoft },
      warning: { borderColor: vars.color.warning, background: vars.color.warningSoft },
      inverse: { background: vars.color.surfaceInverse, color: vars.color.textInverse, borderColor: vars.color.surfaceInverse },
    },
  },
  defaultVariants: { padding: 'md', tone: 'default' },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });
export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexShrink: 0 });
