import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg, maxWidth: vars.size.contentMaxWidth, marginInline: 'auto' });

export const header = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const featureText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const featureName = style({ fontWeight: vars.font.weight.semibold });

export const featureKey = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const alert = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.dangerSoft, color: vars.color.dangerText });

export const roleField = style({ maxWidth: vars.size.drawerWidth });

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
