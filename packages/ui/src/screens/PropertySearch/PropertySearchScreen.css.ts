import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const subtitle = style({ margin: 0, marginTop: vars.space.xs, color: vars.color.textMuted });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
});

export const label = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.md });

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [mediaQueries.tablet]: { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const comboWrap = style({ position: 'relative', flex: 1, minWidth: 0 });

export const input = style({
  width: '100%',
  height: vars.size.controlHeightLg,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.font.size.lg,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  ':focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const dropdown = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xs})`,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.popover,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const dropdownHeading = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
});

export const listbox = style({ margin: 0, padding: 0, listStyle: 'none' });

export const option = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  fontSize: vars.font.size.md,
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.accentSoft, color: vars.color.accentText },
    '&:hover': { background: vars.color.surfaceHover },
  },
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

const blink = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0 } });

export const terminal = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const terminalTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, fontFamily: vars.font.family.mono });

export const terminalLines = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const cursor = style({
  display: 'inline-block',
  marginLeft: vars.space.xs,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${blink} 1s step-end infinite` } },
});

export const resultsGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });
