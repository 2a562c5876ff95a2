import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const stack = style({ display: 'grid', gap: vars.space.md });
export const form = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', alignItems: 'end' });
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.font.size.sm });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const itemHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, justifyContent: 'space-between' });
export const itemTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
export const values = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: vars.space.xs, margin: 0 });
export const valueRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.font.size.sm });
export const valueLabel = style({ color: vars.color.textMuted });
export const valueFigure = style({ margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.medium });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.size.sm });
export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm });
export const note = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.size.xs, fontWeight: vars.font.weight.regular });
export const diffTable = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });
globalStyle(`${diffTable} th, ${diffTable} td`, { textAlign: 'left', padding: vars.space.xs, borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`, verticalAlign: 'top' });
