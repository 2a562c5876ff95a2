import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [mediaQueries.desktop]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end' } },
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const subtitle = style({ margin: 0, marginTop: vars.space.xs, color: vars.color.textMuted });

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const selector = style({ minWidth: 0, width: '100%', '@media': { [mediaQueries.tablet]: { width: vars.size.dialogWidth } } });

export const upsell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
  '@media': { [mediaQueries.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});

export const upsellTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const upsellText = style({ margin: 0, marginTop: vars.space.xs, fontSize: vars.font.size.md });

export const lock = style({ marginLeft: vars.space.xs, fontSize: vars.font.size.xs });

export const unknownNav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const unknown = style({
  margin: 0,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
