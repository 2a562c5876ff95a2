import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

/** The dimmed page behind dialogs, alert dialogs and drawers. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    zIndex: vars.zIndex.modal,
    transform: 'translate(-50%, -50%)',
    width: `calc(100vw - ${vars.space.xl})`,
    maxHeight: `calc(100vh - ${vars.space.xxl})`,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    animation: `${popIn} ${vars.duration.normal} ease-out`,
    selectors: { '&:focus': { outline: 'none' } },
  },
  variants: {
    size: {
      md: { maxWidth: vars.size.dialogWidth },
      wide: { maxWidth: vars.size.dialogWidthWide },
    },
  },
  defaultVariants: { size: 'md' },
});

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingRight: vars.space.xxl });
export const close = style({ position: 'absolute', top: vars.space.md, right: vars.space.md });
export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.tight });
export const description = style({ fontSize: vars.font.size.md, color: vars.color.textMuted });
export const footer = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space.sm });
