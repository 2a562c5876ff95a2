import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export const panel = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    zIndex: vars.zIndex.drawer,
    width: vars.size.drawerWidth,
    maxWidth: '100vw',
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    selectors: { '&:focus': { outline: 'none' } },
  },
  variants: {
    side: {
      left: { left: 0, animation: `${slideFromLeft} ${vars.duration.normal} ease-out` },
      right: { right: 0, animation: `${slideFromRight} ${vars.duration.normal} ease-out` },
    },
    width: {
      standard: {},
      wide: { width: vars.size.dialogWidth },
    },
  },
  defaultVariants: { side: 'left', width: 'standard' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const description = style({ padding: `${vars.space.sm} ${vars.space.lg} 0`, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const body = style({ flex: 1, overflowY: 'auto', padding: vars.space.lg });
