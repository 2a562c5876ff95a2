import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderLeft: `${vars.borderWidth.thick} solid ${vars.color.warning}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });

export const message = style({ margin: 0, fontSize: vars.font.size.md });

export const subheading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const candidates = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const candidate = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  fontSize: vars.font.size.md,
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

export const borough = style({ fontWeight: vars.font.weight.semibold, color: vars.color.accentText });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const code = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });
