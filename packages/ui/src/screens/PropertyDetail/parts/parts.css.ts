import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { mediaQueries } from '../../../theme/tokens';

/** A titled block of data inside a tab or card. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  minWidth: 0,
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const sourceNote = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

/** Label/value rows, two columns on wide screens. */
export const dataList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  margin: 0,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const dataListSingle = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const dataRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xs} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.surfaceMuted}`,
  minWidth: 0,
});

export const dataLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const dataValue = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
  overflowWrap: 'anywhere',
});

/** Grids of sections or tiles. */
export const grid2 = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const grid4 = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.md });

export const bodyText = style({ margin: 0, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal });

export const list = style({ margin: 0, paddingLeft: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

/** Label above its text, for long values (strategy notes). */
export const stackedList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const stackedValue = style({ margin: 0, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal });

/** The metrics' assumptions: a disclosure under the investment tiles. */
export const assumptions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginTop: vars.space.md });

export const assumptionSource = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
