import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const groupTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))', gap: vars.space.md, flexBasis: '100%' });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.font.size.sm });
export const input = style({
  padding: vars.space.xs,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  background: vars.color.surface,
  color: vars.color.text,
});
export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const check = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, fontSize: vars.font.size.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const count = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });
export const source = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.size.xs });
export const verdict = styleVariants({
  pass: { color: vars.color.successText, fontWeight: vars.font.weight.semibold },
  fail: { color: vars.color.dangerText, fontWeight: vars.font.weight.semibold },
  none: { color: vars.color.textMuted },
});
export const checkList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.font.size.xs });
/** The reasons of a refused count or run, one a line. */
export const reasonList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const mapFrame = style({
  position: 'relative',
  width: '100%',
  height: '22rem',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});
export const mapSvg = style({ width: '100%', height: '100%', display: 'block' });
export const pointPass = style({ fill: vars.color.successText });
export const pointFail = style({ fill: vars.color.dangerText });
export const pointNone = style({ fill: vars.color.accentText });
