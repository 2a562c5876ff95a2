import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Organization role colours of spec 1: owner purple, admin blue, analyst green, other gray. */
export const roleBadge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xxs,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    textTransform: 'capitalize',
  },
  variants: {
    tone: {
      owner: { background: vars.color.roleOwnerSoft, color: vars.color.roleOwnerText },
      admin: { background: vars.color.roleAdminSoft, color: vars.color.roleAdminText },
      analyst: { background: vars.color.roleAnalystSoft, color: vars.color.roleAnalystText },
      other: { background: vars.color.roleOtherSoft, color: vars.color.roleOtherText },
    },
  },
  defaultVariants: { tone: 'other' },
});
