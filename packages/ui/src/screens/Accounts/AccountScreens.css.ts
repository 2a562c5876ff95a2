import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const notice = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, fontSize: vars.font.size.md, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const successBox = style([notice, { background: vars.color.successSoft, color: vars.color.successText }]);

export const warningBox = style([notice, { background: vars.color.dangerSoft, color: vars.color.dangerText }]);

export const infoBox = style([notice, { background: vars.color.accentSoft, color: vars.color.accentText }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const strong = style({ fontWeight: vars.font.weight.semibold });
