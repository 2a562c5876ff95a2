import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const stack = style({ display: 'grid', gap: vars.space.md });
export const form = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', alignItems: 'end' });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
