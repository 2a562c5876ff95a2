import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const subtitle = style({ margin: 0, marginTop: vars.space.xs, color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  marginTop: vars.space.lg,
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [mediaQueries.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  minWidth: 0,
});

export const address = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const place = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const pills = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const status = style({ margin: 0, marginTop: vars.space.lg, color: vars.color.textMuted });

export const feedbackText = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: vars.font.lineHeight.normal });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: 'auto' });

export const controls = style({ marginTop: vars.space.lg });
