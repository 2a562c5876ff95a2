import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const notice = style({
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'flex-start',
});

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const text = style({ margin: 0, fontSize: vars.font.size.sm });

export const figures = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });
