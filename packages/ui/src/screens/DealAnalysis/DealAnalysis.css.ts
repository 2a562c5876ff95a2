import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const controls = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const kpis = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [mediaQueries.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const notDefined = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.warningText });

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const legend = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, marginBottom: vars.space.xs, padding: 0 });
export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.size.sm });

export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const caption = style({ textAlign: 'left', fontWeight: vars.font.weight.semibold, paddingBottom: vars.space.xs });
export const headerCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'right',
  fontWeight: vars.font.weight.semibold,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
// The Year column stays in view while a narrow pro forma scrolls sideways (a 1,366 px window shows about six of its ten columns).
export const rowHeaderCell = style([headerCell, { textAlign: 'left', position: 'sticky', left: 0, background: vars.color.surface }]);
export const scrollHint = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'right',
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.surfaceMuted}`,
  whiteSpace: 'nowrap',
});

/** Sensitivity cells by where their value sits between the table's lowest and highest: five bands, low to high. */
export const band = styleVariants({
  lowest: { background: vars.color.dangerSoft, color: vars.color.dangerText },
  low: { background: vars.color.warningSoft, color: vars.color.warningText },
  middle: { background: vars.color.surfaceMuted, color: vars.color.text },
  high: { background: vars.color.accentSoft, color: vars.color.accentText },
  highest: { background: vars.color.successSoft, color: vars.color.successText },
  none: { color: vars.color.textMuted },
});

/** The current deal's cell: a thick outline plus the word "current" in the cell. */
export const currentCell = style({
  outline: `${vars.borderWidth.thick} solid ${vars.color.text}`,
  outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
  fontWeight: vars.font.weight.semibold,
});
export const cellTag = style({ display: 'block', fontSize: vars.font.size.xs, fontWeight: vars.font.weight.semibold });

export const legendList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.font.size.xs });
export const legendSwatch = style({ padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.sm });

/** A compared value that differs from the first scenario (one colour: higher is not always better; the text says which way). */
export const changed = style({ background: vars.color.accentSoft, color: vars.color.accentText, fontWeight: vars.font.weight.semibold });
export const diffText = style({ display: 'block', fontSize: vars.font.size.xs });

export const result = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end' });
