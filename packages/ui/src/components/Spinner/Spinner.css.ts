import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});
