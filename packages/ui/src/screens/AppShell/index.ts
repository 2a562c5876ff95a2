export { AppShell, shellPlanName, shellUserName, type AppShellProps, type ShellLinkProps, type ShellUser } from './AppShell';
export { ORGANIZATION_SWITCHER_TEXT, OrganizationSwitcher, type OrganizationSwitcherProps } from './OrganizationSwitcher';
export {
  APP_SHELL_TEXT,
  DRAWER_GROUPS,
  SIDEBAR_GROUPS,
  isNavLinkActive,
  type NavGroup,
  type NavIconName,
  type NavLink,
} from './navigation';
export { ScreenLink, type NavigationProps, type RenderLinkProps } from './ScreenLink';
