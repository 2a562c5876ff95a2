import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.sm,
});

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums lining-nums',
});

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const position = style({
  paddingLeft: vars.space.sm,
  paddingRight: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums lining-nums',
  whiteSpace: 'nowrap',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textTransform: 'inherit',
  letterSpacing: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const sortMark = style({ fontSize: vars.font.size.xs });

export const listSearch = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
