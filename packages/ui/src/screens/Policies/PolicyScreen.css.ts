import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  maxWidth: vars.size.readableWidth,
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  lineHeight: vars.font.lineHeight.normal,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const intro = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.textMuted });

export const heading = style({ margin: 0, marginTop: vars.space.md, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const paragraph = style({ margin: 0, marginTop: vars.space.xs });

export const meta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, fontSize: vars.font.size.sm });
