import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export { panel } from '../../theme/surfaces.css';

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.font.size.sm });
export const nativeSelect = style({
  minHeight: '2.25rem',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const link = style({ color: vars.color.accentText, fontWeight: vars.font.weight.medium });

export const headlineList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: vars.space.md });
export const stat = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0 });
export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const statValue = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });
export const source = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const banner = styleVariants({
  info: { padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.accentSoft, color: vars.color.text, margin: 0 },
  warning: { padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.warningSoft, color: vars.color.warningText, margin: 0 },
});

export const meaning = styleVariants({
  better: { color: vars.color.successText, fontWeight: vars.font.weight.semibold },
  worse: { color: vars.color.dangerText, fontWeight: vars.font.weight.semibold },
  neutral: { color: vars.color.text },
});

export const versionList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const versionRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, paddingBlock: vars.space.xs, borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}` });
export const reason = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.size.xs });
