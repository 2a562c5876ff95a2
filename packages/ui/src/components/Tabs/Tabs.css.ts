import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** Holds the tab row and, when it scrolls, the cues at its ends. */
export const listFrame = style({ position: 'relative', minWidth: 0 });

/**
 * A faded edge with an arrow over an end of the row that hides tabs: the fade says "more this
 * way", the arrow scrolls there.
 */
export const scrollCue = recipe({
  base: {
    position: 'absolute',
    top: 0,
    bottom: vars.borderWidth.thin,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    width: vars.size.controlHeightLg,
    padding: 0,
    border: 0,
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.text } },
  },
  variants: {
    side: {
      start: { left: 0, justifyContent: 'flex-start', background: `linear-gradient(to right, ${vars.color.canvas} 45%, transparent)` },
      end: { right: 0, justifyContent: 'flex-end', background: `linear-gradient(to left, ${vars.color.canvas} 45%, transparent)` },
    },
  },
});

export const scrollArrow = style({ fontSize: vars.font.size.xl, lineHeight: 1, paddingInline: vars.space.xs });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const trigger = style({
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderBottom: `${vars.borderWidth.thick} solid transparent`,
  marginBottom: `calc(-1 * ${vars.borderWidth.thin})`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.accent, borderBottomColor: vars.color.accent, fontWeight: vars.font.weight.semibold },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus, borderRadius: vars.radius.sm },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const content = style({
  minWidth: 0,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus, borderRadius: vars.radius.sm } },
});
