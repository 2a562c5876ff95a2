import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const banner = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});

export const title = style({ fontWeight: vars.font.weight.semibold });

export const notice = style({
  margin: 0,
  marginBottom: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningText,
  fontSize: vars.font.size.sm,
});
