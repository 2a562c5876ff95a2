import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, border: 'none', margin: 0, padding: 0 });

export const legend = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, padding: 0, marginBottom: vars.space.xs });

export const choice = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, cursor: 'pointer' });

export const choiceText = style({ display: 'flex', flexDirection: 'column' });

export const choiceLabel = style({ fontWeight: vars.font.weight.semibold });

export const help = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });
