import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    border: `${vars.borderWidth.thin} solid transparent`,
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
      accent: { background: vars.color.accentSoft, color: vars.color.accentText },
      success: { background: vars.color.successSoft, color: vars.color.successText },
      warning: { background: vars.color.warningSoft, color: vars.color.warningText },
      danger: { background: vars.color.dangerSoft, color: vars.color.dangerText },
      owner: { background: vars.color.roleOwnerSoft, color: vars.color.roleOwnerText },
      admin: { background: vars.color.roleAdminSoft, color: vars.color.roleAdminText },
      analyst: { background: vars.color.roleAnalystSoft, color: vars.color.roleAnalystText },
      member: { background: vars.color.roleOtherSoft, color: vars.color.roleOtherText },
      riskLow: { background: vars.color.riskLowSoft, color: vars.color.riskLowText },
      riskMedium: { background: vars.color.riskMediumSoft, color: vars.color.riskMediumText },
      riskHigh: { background: vars.color.riskHighSoft, color: vars.color.riskHighText },
      inverse: { background: vars.color.surfaceInverse, color: vars.color.textInverse },
    },
    outlined: {
      true: { borderColor: 'currentColor' },
      false: {},
    },
  },
  defaultVariants: { tone: 'neutral', outlined: false },
});
