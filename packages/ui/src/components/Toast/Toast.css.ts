import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
  '@media': { [mediaQueries.tablet]: { maxWidth: vars.size.toastWidth } },
});

const slideIn = keyframes({ from: { transform: `translateX(calc(100% + ${vars.space.lg}))` }, to: { transform: 'translateX(0)' } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: vars.space.xs,
    alignItems: 'start',
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    borderLeftWidth: vars.space.xs,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.normal} ease-out` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ease-in` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: `transform ${vars.duration.normal}` },
      '&[data-swipe="end"]': { animation: `${fadeOut} ${vars.duration.fast} ease-out` },
    },
  },
  variants: {
    tone: {
      info: { borderLeftColor: vars.color.accent },
      success: { borderLeftColor: vars.color.success },
      warning: { borderLeftColor: vars.color.warning },
      destructive: { borderLeftColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const title = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.md });
export const description = style({ gridColumn: '1 / -1', color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const actions = style({ gridColumn: '1 / -1', display: 'flex', gap: vars.space.sm, marginTop: vars.space.xs });
export const close = style({
  gridRow: 1,
  gridColumn: 2,
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  padding: vars.space.xxs,
  lineHeight: 1,
  fontSize: vars.font.size.lg,
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted } },
});

/** The tone's icon before the title: drawn (an SVG), so it shows where no emoji font exists. */
export const icon = recipe({
  base: { flexShrink: 0, width: vars.space.lg, height: vars.space.lg, marginTop: vars.space.xxs },
  variants: {
    tone: {
      info: { color: vars.color.accent },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      destructive: { color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const titleRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });
