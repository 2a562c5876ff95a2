import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { panel as root } from '../../theme/surfaces.css';

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const heading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const ledgers = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(20rem, 1fr))', gap: vars.space.md, minWidth: 0 });
export const ledger = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const total = style({ fontWeight: vars.font.weight.semibold });
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const checks = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const check = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });
export const checkText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: '1 1 16rem' });
export const checkLabel = style({ fontWeight: vars.font.weight.medium });
export const verdict = styleVariants({
  passed: { color: vars.color.successText, fontWeight: vars.font.weight.semibold },
  failed: { color: vars.color.dangerText, fontWeight: vars.font.weight.semibold },
});
