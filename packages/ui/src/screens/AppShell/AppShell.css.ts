import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQueries } from '../../theme/tokens';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  background: vars.color.canvas,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

export const sidebar = style({
  display: 'none',
  '@media': {
    [mediaQueries.desktop]: {
      display: 'flex',
      flexDirection: 'column',
      width: vars.size.sidebarWidth,
      flexShrink: 0,
      // Stays in view on long pages: sticky to the top of the window, as tall as it.
      position: 'sticky',
      top: 0,
      alignSelf: 'flex-start',
      height: '100vh',
      background: vars.color.surface,
      borderRight: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

export const logoMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlHeightSm,
  height: vars.size.controlHeightSm,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const switcherSlot = style({ paddingInline: vars.space.lg, paddingBottom: vars.space.md });

export const nav = style({
  flex: 1,
  overflowY: 'auto',
  paddingInline: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const groupTitle = style({
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBottom: vars.space.xs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlHeightMd,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
    '&[aria-current="page"]': { background: vars.color.accentSoft, color: vars.color.accentText, fontWeight: vars.font.weight.semibold },
  },
});

export const linkIcon = style({ width: vars.size.iconMd, height: vars.size.iconMd, flexShrink: 0 });

export const linkLabel = style({ flex: 1 });

export const proBadge = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const userBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlHeightMd,
  height: vars.size.controlHeightMd,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.accentText,
  fontWeight: vars.font.weight.semibold,
  flexShrink: 0,
});

export const userText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const userName = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const planName = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const main = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  minHeight: vars.size.controlHeightLg,
  paddingBlock: vars.space.sm,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': { [mediaQueries.desktop]: { display: 'none' } },
});

export const topBarBrand = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontWeight: vars.font.weight.bold, flex: 1, flexShrink: 0 });

export const content = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: vars.space.lg,
  '@media': { [mediaQueries.desktop]: { padding: vars.space.xl } },
});

export const drawerNav = style([nav, { paddingInline: 0 }]);

export const menuIcon = style({ width: vars.size.iconLg, height: vars.size.iconLg });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** "Skip to main content": off screen until it has keyboard focus, then over the top-left corner. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', outline: 'none', boxShadow: vars.shadow.focus },
  },
});

/** The main landmark takes focus from the skip link without drawing a ring around the page. */
export const mainTarget = style({
  selectors: { '&:focus': { outline: 'none' } },
});
