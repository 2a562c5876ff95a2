import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const tag = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const label = style({ fontWeight: vars.font.weight.medium });
export const note = style({ fontSize: vars.font.size.xs });
