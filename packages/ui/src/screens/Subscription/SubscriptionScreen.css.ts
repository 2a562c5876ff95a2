import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const billingNote = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const manage = style({ marginTop: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const overview = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const planLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const planName = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const price = style({ margin: 0, fontSize: vars.font.size.lg, fontVariantNumeric: 'tabular-nums' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const meters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });
