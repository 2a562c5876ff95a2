export { vars } from './contract.css';
export { lightTheme } from './light.css';
export { numeric, visuallyHidden } from './reset.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export {
  breakpoints,
  chartGeometry,
  lightColours,
  mediaQueries,
  textColourPairs,
  type ColourToken,
  type SpaceToken,
} from './tokens';
