import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  background: vars.color.canvas,
  padding: vars.space.lg,
  '@media': { [mediaQueries.tablet]: { paddingTop: vars.space.xxxl } },
});

export const card = style({
  width: '100%',
  maxWidth: vars.size.dialogWidthWide,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const stepTitle = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });

export const options = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:has(input:checked)': { borderColor: vars.color.accent, background: vars.color.accentSoft, color: vars.color.accentText },
    '&:has(input:focus-visible)': { boxShadow: vars.shadow.focus },
  },
});

export const radio = style({ marginTop: vars.space.xxs, accentColor: vars.color.accent });

export const optionText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const optionLabel = style({ fontWeight: vars.font.weight.semibold });

export const optionDescription = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const errorBox = style({
  margin: 0,
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

export const footer = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
