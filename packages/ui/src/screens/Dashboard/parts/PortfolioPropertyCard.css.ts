import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../theme/contract.css';

export const card = style({
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
});

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  background: vars.color.surfaceMuted,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** The building outline of a card without a photo: large, light, never text. */
export const placeholder = style({ width: '30%', height: 'auto', color: vars.color.borderStrong, opacity: 0.5 });

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const strategyBadge = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.full,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  boxShadow: vars.shadow.sm,
});

export const body = style({ padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.md, flex: 1 });

export const address = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.tight });

export const place = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const capRate = style({ color: vars.color.text, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });

export const metrics = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const metric = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const metricLabel = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const metricValue = recipe({
  base: { margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' },
  variants: {
    state: {
      ready: { color: vars.color.text },
      calculating: { color: vars.color.textMuted, fontWeight: vars.font.weight.regular },
      // Some metrics need an input the property lacks: known values read as usual, the rest muted.
      incomplete: { color: vars.color.text },
    },
  },
});

export const summary = recipe({
  base: { margin: 0, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal, padding: vars.space.sm, borderRadius: vars.radius.md },
  variants: {
    state: {
      ready: { background: vars.color.successSoft, color: vars.color.successText },
      loss: { background: vars.color.warningSoft, color: vars.color.warningText },
      calculating: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
      // Not a failure: the sentence names the input to add.
      incomplete: { background: vars.color.surfaceMuted, color: vars.color.text },
    },
  },
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: 'auto' });


/** The selection box of a card (actions on several entries), first in its footer. */
export const select = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineEnd: 'auto',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  cursor: 'pointer',
});
