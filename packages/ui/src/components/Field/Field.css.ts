import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium, color: vars.color.text });
export const requiredMark = style({ color: vars.color.danger, marginLeft: vars.space.xxs });
export const hint = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const error = style({ fontSize: vars.font.size.xs, color: vars.color.danger, fontWeight: vars.font.weight.medium });
