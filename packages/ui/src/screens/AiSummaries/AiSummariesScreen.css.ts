import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const subtitle = style({ margin: 0, color: vars.color.textMuted, flexBasis: '100%' });

export const generate = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const generateField = style({ flex: 1, minWidth: 0 });

export const usage = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, color: vars.color.accentText });

export const sectionBody = style({ margin: 0, lineHeight: vars.font.lineHeight.normal, whiteSpace: 'pre-line' });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const upsellList = style({ margin: 0, paddingLeft: vars.space.xl });
