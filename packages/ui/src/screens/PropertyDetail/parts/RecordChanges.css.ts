import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The changes, newest first, one line group each. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const date = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, whiteSpace: 'nowrap' });

export const what = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const dataset = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const title = style({ fontWeight: vars.font.weight.semibold });
