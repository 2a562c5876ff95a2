import { createThemeContract } from '@vanilla-extract/css';
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

type Shape<T> = { [K in keyof T]: null };
function shapeOf<T extends Record<string, string>>(tokens: T): Shape<T> {
  return Object.fromEntries(Object.keys(tokens).map((key) => [key, null])) as Shape<T>;
}

/**
 * The theme contract: every component styles itself with `vars.*` only, so a theme is
 * one `createTheme(vars, …)` call. Names mirror `tokens.ts`.
 */
export const vars = createThemeContract({
  color: shapeOf(lightColours),
  space: shapeOf(space),
  radius: shapeOf(radii),
  borderWidth: shapeOf(borderWidths),
  font: {
    family: shapeOf(fontFamilies),
    size: shapeOf(fontSizes),
    weight: shapeOf(fontWeights),
    lineHeight: shapeOf(lineHeights),
  },
  shadow: shapeOf(shadows),
  zIndex: shapeOf(zIndices),
  size: shapeOf(sizes),
  duration: shapeOf(durations),
});
