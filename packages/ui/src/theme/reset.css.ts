import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { mediaQueries } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  background: vars.color.canvas,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, dl, dd', { margin: 0 });
globalStyle('h1, h2, h3, h4, h5, h6', { lineHeight: vars.font.lineHeight.tight, fontWeight: vars.font.weight.semibold });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('table', { borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
globalStyle('a', { color: vars.color.accent });
globalStyle('a:hover', { color: vars.color.accentHover });
globalStyle(':focus-visible', { outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.thick });

globalStyle('*', {
  '@media': {
    [mediaQueries.reducedMotion]: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
  },
});

/** Hides content visually while keeping it for screen readers (chart data tables, icon labels). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Tabular, lining figures: columns of money line up. */
export const numeric = style({ fontVariantNumeric: 'tabular-nums lining-nums' });
