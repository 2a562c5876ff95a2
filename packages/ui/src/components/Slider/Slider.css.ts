import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });
export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm });
export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });
export const value = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.semibold });
export const bounds = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  height: vars.size.sliderThumb,
  touchAction: 'none',
  userSelect: 'none',
});

export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: vars.size.sliderTrack,
  borderRadius: vars.radius.full,
  background: vars.color.chartTrack,
  overflow: 'hidden',
});

export const range = style({ position: 'absolute', height: '100%', background: vars.color.accent });

export const thumb = style({
  display: 'block',
  width: vars.size.sliderThumb,
  height: vars.size.sliderThumb,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `${vars.borderWidth.thick} solid ${vars.color.accent}`,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});
