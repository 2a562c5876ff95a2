import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [mediaQueries.tablet]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end' } },
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const subtitle = style({ margin: 0, marginTop: vars.space.xs, color: vars.color.textMuted });

export const tiles = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, marginTop: vars.space.lg, minWidth: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const selector = style({ width: '100%', '@media': { [mediaQueries.tablet]: { width: vars.size.dialogWidth } } });

export const grid2 = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ margin: 0, paddingLeft: vars.space.xl });
