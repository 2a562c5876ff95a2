import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { mediaQueries } from './tokens';

const responsiveLayout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQueries.tablet },
    desktop: { '@media': mediaQueries.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    gridTemplateColumns: {
      '1': 'repeat(1, minmax(0, 1fr))',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
      '5': 'repeat(5, minmax(0, 1fr))',
      '6': 'repeat(6, minmax(0, 1fr))',
    },
    width: { auto: 'auto', full: '100%' },
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.font.size,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    placeItems: ['alignItems', 'justifyContent'],
  },
});

const colours = defineProperties({
  conditions: {
    default: {},
    hover: { selector: '&:hover' },
  },
  defaultCondition: 'default',
  properties: {
    color: vars.color,
    background: vars.color,
    borderColor: vars.color,
  },
});

const unconditional = defineProperties({
  properties: {
    fontWeight: vars.font.weight,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    minWidth: ['0'],
    overflow: ['hidden', 'auto', 'visible'],
    position: ['relative', 'absolute', 'sticky'],
  },
});

/**
 * Layout and colour utility classes from theme tokens only:
 * `sprinkles({ display: 'flex', gap: 'md', padding: { mobile: 'md', desktop: 'xl' } })`.
 */
export const sprinkles = createSprinkles(responsiveLayout, colours, unconditional);
export type Sprinkles = Parameters<typeof sprinkles>[0];
