import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export { panel } from '../../theme/surfaces.css';

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' } },
});

export const logoBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const logoFrame = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.controlHeightLg,
  aspectRatio: '3 / 1',
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const logoImage = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const colours = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });

export const colourRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });

export const colour = style({ width: vars.size.sidebarWidth, maxWidth: '100%', padding: vars.space.xxs, cursor: 'pointer' });
