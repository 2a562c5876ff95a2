/**
 * The signed-in shell's navigation: the desktop sidebar groups and the mobile drawer groups,
 * which differ (the drawer adds Team Management and Logout and drops Legal Status) (spec 1 §2).
 */

/** Icon names the shell draws (see `NavIcon`). */
export type NavIconName =
  | 'dashboard'
  | 'search'
  | 'upload'
  | 'buyHold'
  | 'fixFlip'
  | 'wholesale'
  | 'ai'
  | 'legal'
  | 'team'
  | 'settings'
  | 'subscription'
  | 'logout';

export interface NavLink {
  readonly label: string;
  readonly href: string;
  readonly icon: NavIconName;
  /** Shows the 'Pro' badge (AI Summary). */
  readonly pro?: boolean;
  /** Other paths on which this link counts as active (Dashboard is active on '/'). */
  readonly alsoActiveOn?: readonly string[];
  /** The logout entry: rendered as a link to /login that also calls `onLogout`. */
  readonly logout?: boolean;
}

export interface NavGroup {
  readonly title: 'MAIN' | 'ANALYSIS' | 'ACCOUNT';
  readonly links: readonly NavLink[];
}

const dashboard: NavLink = { label: 'Dashboard', href: '/dashboard', icon: 'dashboard', alsoActiveOn: ['/'] };
const propertySearch: NavLink = { label: 'Property Search', href: '/property-search', icon: 'search' };
const uploadProperties: NavLink = { label: 'Upload Properties', href: '/property-upload', icon: 'upload' };
const buyHold: NavLink = { label: 'Buy & Hold', href: '/calculator/buy-hold', icon: 'buyHold' };
const fixFlip: NavLink = { label: 'Fix & Flip', href: '/calculator/fix-flip', icon: 'fixFlip' };
const wholesale: NavLink = { label: 'Wholesale', href: '/calculator/wholesale', icon: 'wholesale' };
const aiSummary: NavLink = { label: 'AI Summary', href: '/ai-summaries', icon: 'ai', pro: true };
const legalStatus: NavLink = { label: 'Legal Status', href: '/legal-status', icon: 'legal' };
const teamManagement: NavLink = { label: 'Team Management', href: '/organization', icon: 'team' };
const settings: NavLink = { label: 'Settings', href: '/settings', icon: 'settings' };
const subscription: NavLink = { label: 'Subscription', href: '/subscription', icon: 'subscription' };
const logout: NavLink = { label: 'Logout', href: '/login', icon: 'logout', logout: true };

/** Desktop sidebar groups. */
export const SIDEBAR_GROUPS: readonly NavGroup[] = [
  { title: 'MAIN', links: [dashboard, propertySearch, uploadProperties] },
  { title: 'ANALYSIS', links: [buyHold, fixFlip, wholesale, aiSummary, legalStatus] },
  { title: 'ACCOUNT', links: [settings, subscription] },
];

/** Mobile drawer groups. */
export const DRAWER_GROUPS: readonly NavGroup[] = [
  { title: 'MAIN', links: [dashboard, propertySearch, uploadProperties] },
  { title: 'ANALYSIS', links: [buyHold, fixFlip, wholesale, aiSummary] },
  { title: 'ACCOUNT', links: [teamManagement, settings, subscription, logout] },
];

/** Shell texts. */
export const APP_SHELL_TEXT = {
  productName: 'REI',
  userFallback: 'User',
  planFallback: 'Scout',
  planSuffix: 'Plan',
  logout: 'Logout',
  pro: 'Pro',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  mainNavigation: 'Main navigation',
  mobileNavigation: 'Mobile navigation',
  createOrganization: 'Create organization',
} as const;

/** Whether `link` is the page at `currentPath` (query and hash ignored). */
export function isNavLinkActive(link: NavLink, currentPath: string | undefined): boolean {
  if (!currentPath || link.logout) return false;
  const path = currentPath.split(/[?#]/)[0] ?? '';
  return path === link.href || (link.alsoActiveOn ?? []).includes(path);
}
