import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { mediaQueries } from '../../../theme/tokens';

/** Inputs on the left, results on the right (stacked on small screens). */
export const panel = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const resultGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [mediaQueries.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const rows = style({ display: 'flex', flexDirection: 'column', margin: 0 });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xs} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.surfaceMuted}`,
});

export const rowLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const rowValue = style({ margin: 0, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums', textAlign: 'right' });

export const valueTone = styleVariants({
  positive: { color: vars.color.success },
  negative: { color: vars.color.danger },
  neutral: {},
});

export const message = styleVariants({
  success: {
    margin: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.successSoft,
    color: vars.color.successText,
    fontWeight: vars.font.weight.medium,
    fontSize: vars.font.size.sm,
  },
  warning: {
    margin: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.warningSoft,
    color: vars.color.warningText,
    fontWeight: vars.font.weight.medium,
    fontSize: vars.font.size.sm,
  },
  danger: {
    margin: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.dangerSoft,
    color: vars.color.dangerText,
    fontWeight: vars.font.weight.medium,
    fontSize: vars.font.size.sm,
  },
});

export const banner = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.success,
  color: vars.color.textOnAccent,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
  letterSpacing: '0.04em',
});

export const staleNote = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.warningText, background: vars.color.warningSoft, padding: vars.space.sm, borderRadius: vars.radius.md });

export const list = style({ margin: 0, paddingLeft: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.font.size.md });

export const badges = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const summaryText = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: vars.font.lineHeight.normal });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.md });

export const strategyOptions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const strategyOption = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent, background: vars.color.accentSoft },
    '&:has(input:focus-visible)': { boxShadow: vars.shadow.focus },
  },
});

export const strategyName = style({ display: 'block', fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.md });

export const strategyDescription = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.size.sm });

/**
 * The result view. While stale it keeps its colours (so text contrast holds) and gains a
 * dashed warning frame: every figure inside belongs to the last valid inputs.
 */
export const resultView = styleVariants({
  fresh: { display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 },
  stale: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    minWidth: 0,
    outline: `${vars.borderWidth.thick} dashed ${vars.color.warning}`,
    outlineOffset: vars.space.xs,
    borderRadius: vars.radius.md,
  },
});

/** The primary actions: first in the results column and pinned while it scrolls. */
export const primaryActions = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** A small year-by-year balance table under a result card. */
export const balanceTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});

/** The assumption preset choice above a calculator (issue 32). */
export const presetPicker = style({ maxWidth: vars.size.dialogWidth, width: '100%' });

/** The note naming the preset a saved deal recorded. */
export const presetNote = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
  fontSize: vars.font.size.sm,
});
