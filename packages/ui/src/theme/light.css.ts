import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import {
  borderWidths,
  durations,
  fontFamilies,
  fontSizes,
  fontWeights,
  lightColours,
  lineHeights,
  radii,
  shadows,
  sizes,
  space,
  zIndices,
} from './tokens';

/**
 * The light theme class. Put it on `<html>` (document.documentElement) so content that
 * Radix portals into `<body>` — dialogs, drawers, toasts, tooltips, select menus — inherits it.
 */
export const lightTheme = createTheme(vars, {
  color: lightColours,
  space,
  radius: radii,
  borderWidth: borderWidths,
  font: { family: fontFamilies, size: fontSizes, weight: fontWeights, lineHeight: lineHeights },
  shadow: shadows,
  zIndex: zIndices,
  size: sizes,
  duration: durations,
});
