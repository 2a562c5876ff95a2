import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const summary = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontWeight: vars.font.weight.semibold });

/** Imports with rejected rows, said in words on the warning tint. */
export const rejectNote = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  fontWeight: vars.font.weight.regular,
});

export const status = style({ margin: 0, color: vars.color.textMuted });

/** A dataset never imported: muted text (its "Never imported" label says so in words). */
export const never = style({ color: vars.color.textMuted });

export const datasetCell = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: '11rem' });

/** Read / inserted / updated / rejected, one per line. */
export const counts = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xxs, whiteSpace: 'nowrap' });

export const date = style({ whiteSpace: 'nowrap' });

export const key = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const file = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm, wordBreak: 'break-all' });

export const command = style({
  display: 'inline-block',
  marginTop: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  whiteSpace: 'nowrap',
});

export const source = style({ display: 'block', maxWidth: '14rem', overflowWrap: 'anywhere', fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** The refresh button and what the last refresh did, above the table. */
export const refreshBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const refreshResult = style({ margin: 0 });
/** The running refresh's bar of datasets done (the words beside it say the same). */
export const refreshProgress = style({ verticalAlign: 'middle', inlineSize: `calc(${vars.space.xxxl} * 3)` });

export const refreshFailed = style({ margin: 0, color: vars.color.warningText });
