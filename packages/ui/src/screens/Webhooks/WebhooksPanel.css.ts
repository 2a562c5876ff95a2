import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const stack = style({ display: 'grid', gap: vars.space.md });
export const form = style({ display: 'grid', gap: vars.space.sm });
export const events = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, border: 'none', padding: 0, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
