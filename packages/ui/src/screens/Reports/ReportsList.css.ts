import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { panel } from '../../theme/surfaces.css';

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const row = style({
  paddingBlock: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const rowHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });

export const rowTitleBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: 1 });

export const fileName = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const stamp = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
});

globalStyle(`${stamp} dt`, { color: vars.color.textMuted, fontSize: vars.font.size.xs, fontWeight: vars.font.weight.semibold });
globalStyle(`${stamp} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const mono = style({ fontFamily: vars.font.family.mono });

export const share = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const shareTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

export const linkList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const linkRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const linkUrl = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm, overflowWrap: 'anywhere', minWidth: 0 });

export const shareForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const failed = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.dangerText,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
});

/** The dataset dates take the stamp's whole width: their names are long. */
export const stampWide = style({ gridColumn: '1 / -1' });

export const datasetList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
