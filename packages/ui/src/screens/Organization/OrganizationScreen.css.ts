import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const orgLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted, fontSize: vars.font.size.md });

export const orgName = style({ color: vars.color.text, fontWeight: vars.font.weight.semibold });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export { panel } from '../../theme/surfaces.css';

export const panelTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const memberList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const memberRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none' } },
});

export const memberText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const memberName = style({ fontWeight: vars.font.weight.semibold, overflow: 'hidden', textOverflow: 'ellipsis' });

export const memberEmail = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis' });

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.md });

export const errorBox = style({
  background: vars.color.dangerSoft,
  color: vars.color.dangerText,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'flex-start',
});

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  padding: vars.space.xxl,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
});

export const permissionList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const permissionItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const abilities = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.font.size.sm, color: vars.color.textMuted });

// ---- invite dialog

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, border: 'none', margin: 0, padding: 0 });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, padding: 0 });

export const radioRow = style({ display: 'flex', gap: vars.space.lg });

export const radio = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.size.md, cursor: 'pointer' });

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });
