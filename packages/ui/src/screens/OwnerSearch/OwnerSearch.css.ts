import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const subtitle = style({ margin: 0, marginTop: vars.space.xs, color: vars.color.textMuted });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [mediaQueries.tablet]: { flexDirection: 'row', alignItems: 'flex-end' } },
});

export const grow = style({ flex: 1, minWidth: 0 });

export const lots = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const lot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const lotLink = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.lg, color: vars.color.accentText });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const matches = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.font.size.md });

export const sources = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const pager = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const summary = style({ margin: 0, fontSize: vars.font.size.md });

export const input = style({
  width: '100%',
  height: vars.size.controlHeightLg,
  marginTop: vars.space.xs,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.font.size.lg,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  ':focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });
