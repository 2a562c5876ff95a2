export { AppShell, shellPlanName, shellUserName, type AppShellProps, type ShellLinkProps, type ShellUser } from './AppShell';
export { ORGANIZATION_SWITCHER_TEXT, OrganizationSwitcher, type OrganizationSwitcherProps } from './OrganizationSwitcher';
export {
  CREATE_ORGANIZATION_TEXT,
  CreateOrganizationDialog,
  type CreateOrganizationDialogProps,
} from './CreateOrganizationDialog';
export {
  ADMIN_NAV_LINK,
  APP_SHELL_TEXT,
  DRAWER_GROUPS,
  NAV_GROUPS,
  SIDEBAR_GROUPS,
  isNavLinkActive,
  navGroupsFor,
  navPages,
  type NavGroup,
  type NavIconName,
  type NavLink,
} from './navigation';
export { ScreenLink, type NavigationProps, type RenderLinkProps } from './ScreenLink';
