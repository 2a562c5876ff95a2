import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const page = style({ background: vars.color.canvas, color: vars.color.text, minHeight: '100vh' });

export const container = style({ width: '100%', maxWidth: vars.size.contentMaxWidth, marginInline: 'auto', paddingInline: vars.space.lg });

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const topBarInner = style([
  container,
  { display: 'flex', alignItems: 'center', gap: vars.space.lg, minHeight: vars.size.controlHeightLg, paddingBlock: vars.space.sm, flexWrap: 'wrap' },
]);

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg });

export const logoMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlHeightSm,
  height: vars.size.controlHeightSm,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontSize: vars.font.size.xs,
});

export const anchors = style({ display: 'none', gap: vars.space.lg, flex: 1, '@media': { [mediaQueries.tablet]: { display: 'flex' } } });

export const anchor = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  selectors: { '&:hover': { color: vars.color.text } },
});

export const navActions = style({ display: 'flex', gap: vars.space.sm, marginLeft: 'auto' });

export const hero = style([
  container,
  {
    display: 'grid',
    gap: vars.space.xxl,
    paddingBlock: vars.space.xxxl,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'center',
    '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)' } },
  },
]);

export const heroTitle = style({ margin: 0, fontSize: vars.font.size.xxxl, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const heroBody = style({ margin: 0, marginTop: vars.space.md, fontSize: vars.font.size.lg, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.normal });

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xl });

export const sample = style({
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const sampleHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });

export const sampleTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const sampleAddress = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const sampleGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm, margin: 0 });

export const sampleCell = style({ background: vars.color.surfaceMuted, borderRadius: vars.radius.md, padding: vars.space.md });

export const sampleLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const sampleValue = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const sampleNote = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const section = style([container, { paddingBlock: vars.space.xxxl, display: 'flex', flexDirection: 'column', gap: vars.space.xl }]);

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, textAlign: 'center' });

export const sectionBody = style({ margin: 0, color: vars.color.textMuted, textAlign: 'center' });

export const featureGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const featureCard = style({
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const featureTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const calculatorList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const calculatorChip = style({
  background: vars.color.accentSoft,
  color: vars.color.accentText,
  borderRadius: vars.radius.full,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  fontWeight: vars.font.weight.semibold,
});

export const enterprise = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const footer = style({ borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`, background: vars.color.surface });

export const footerInner = style([
  container,
  { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, paddingBlock: vars.space.xl },
]);

export const footerLinks = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: vars.space.lg });
