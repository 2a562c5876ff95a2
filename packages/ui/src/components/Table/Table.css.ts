import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const scroller = style({
  width: '100%',
  overflowX: 'auto',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.md });

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: vars.font.weight.semibold,
});

export const cell = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    verticalAlign: 'middle',
  },
  variants: {
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right', fontVariantNumeric: 'tabular-nums lining-nums', whiteSpace: 'nowrap' },
    },
    header: {
      true: {
        background: vars.color.surfaceMuted,
        color: vars.color.textMuted,
        fontSize: vars.font.size.xs,
        fontWeight: vars.font.weight.semibold,
        textTransform: 'uppercase',
        letterSpacing: '0.04em',
        whiteSpace: 'nowrap',
      },
      false: {},
    },
    density: {
      compact: { paddingTop: vars.space.xs, paddingBottom: vars.space.xs },
      regular: {},
    },
  },
  defaultVariants: { align: 'left', header: false, density: 'regular' },
});

export const row = style({
  selectors: { 'tbody > &:hover': { background: vars.color.canvas } },
});

globalStyle(`${row}:last-child > td, ${row}:last-child > th`, { borderBottom: 0 });

export const emptyCell = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });
