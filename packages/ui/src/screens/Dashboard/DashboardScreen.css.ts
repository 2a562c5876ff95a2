import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const tagline = style({ margin: 0, marginTop: vars.space.xs, color: vars.color.textMuted, fontSize: vars.font.size.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** How many entries the selection bar has selected. */
export const selectionCount = style({ alignSelf: 'center', fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const statGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });

export const threeColumns = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const card = style({
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.md });

export const textLink = style({
  color: vars.color.accent,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus, borderRadius: vars.radius.sm },
  },
});

export const promo = style({
  background: vars.color.accentSoft,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.accentText,
});

export const promoBadge = style({
  alignSelf: 'flex-start',
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  borderRadius: vars.radius.full,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const promoList = style({ margin: 0, paddingLeft: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const planCard = style([card, { position: 'relative' }]);

export const planCardPopular = style({ borderColor: vars.color.accent, borderWidth: vars.borderWidth.thick });

export const planHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const planPrice = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const planFeatures = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.font.size.md, flex: 1 });

export const popularBadge = style({
  background: vars.color.accentSoft,
  color: vars.color.accentText,
  borderRadius: vars.radius.full,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const propertyGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const centered = style({ display: 'flex', justifyContent: 'center' });

export const planGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
