import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { mediaQueries } from '../../../theme/tokens';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const line = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.surfaceMuted}`,
  borderRadius: vars.radius.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const lineHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  gridColumn: '1 / -1',
});

export const lineHeading = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

export const fullWidth = style({ gridColumn: '1 / -1' });

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, marginTop: vars.space.md });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const measures = style({
  display: 'grid',
  gap: vars.space.md,
  marginTop: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
