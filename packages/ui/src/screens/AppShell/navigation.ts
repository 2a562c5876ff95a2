/**
 * The signed-in shell's navigation: one list of pages, shown by the desktop sidebar and by the
 * mobile drawer alike, so every page is reachable from both. The spec's two lists differed
 * (the sidebar had no Team Management, the drawer no Legal Status); they are one list here.
 * The drawer adds only Logout, which the sidebar offers as a button under the user's name.
 */

/** Icon names the shell draws (see `NavIcon`). */
export type NavIconName =
  | 'dashboard'
  | 'search'
  | 'upload'
  | 'buyHold'
  | 'fixFlip'
  | 'wholesale'
  | 'creative'
  | 'brrrr'
  | 'audit'
  | 'deals'
  | 'admin'
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
const ownerSearch: NavLink = { label: 'Owner Search', href: '/owners', icon: 'search' };
const deals: NavLink = { label: 'Deals', href: '/deals', icon: 'deals' };
/** Bulk screening: every plan previews counts; Hunter runs screens (the page says which plan unlocks it). */
const screening: NavLink = { label: 'Screening', href: '/screening', icon: 'search' };
const uploadProperties: NavLink = { label: 'Upload Properties', href: '/property-upload', icon: 'upload' };
const buyHold: NavLink = { label: 'Buy & Hold', href: '/calculator/buy-hold', icon: 'buyHold' };
const fixFlip: NavLink = { label: 'Fix & Flip', href: '/calculator/fix-flip', icon: 'fixFlip' };
const wholesale: NavLink = { label: 'Wholesale', href: '/calculator/wholesale', icon: 'wholesale' };
const creativeFinancing: NavLink = { label: 'Creative Financing', href: '/calculator/creative-financing', icon: 'creative' };
const brrrr: NavLink = { label: 'BRRRR', href: '/calculator/rehab-reinvest', icon: 'brrrr' };
const cashFlowAudit: NavLink = { label: 'Cash-Flow Audit', href: '/cash-flow-audit', icon: 'audit' };
const aiSummary: NavLink = { label: 'AI Summary', href: '/ai-summaries', icon: 'ai', pro: true };
const legalStatus: NavLink = { label: 'Legal Status', href: '/legal-status', icon: 'legal' };
const teamManagement: NavLink = { label: 'Team Management', href: '/organization', icon: 'team' };
const settings: NavLink = { label: 'Settings', href: '/settings', icon: 'settings' };
const subscription: NavLink = { label: 'Subscription', href: '/subscription', icon: 'subscription' };
const logout: NavLink = { label: 'Logout', href: '/login', icon: 'logout', logout: true };
/** The system admin's page; listed only for system admins. */
export const ADMIN_NAV_LINK: NavLink = { label: 'Admin', href: '/admin', icon: 'admin' };

/** Every page of the signed-in product, by group: the one list both navigations show. */
export const NAV_GROUPS: readonly NavGroup[] = [
  { title: 'MAIN', links: [dashboard, propertySearch, ownerSearch, screening, uploadProperties, deals] },
  { title: 'ANALYSIS', links: [buyHold, fixFlip, wholesale, creativeFinancing, brrrr, aiSummary, legalStatus, cashFlowAudit] },
  { title: 'ACCOUNT', links: [teamManagement, settings, subscription] },
];

/** Desktop sidebar groups: the pages (logout is the button under the user's name). */
export const SIDEBAR_GROUPS: readonly NavGroup[] = NAV_GROUPS;

/** Mobile drawer groups: the same pages, and Logout at the end of ACCOUNT. */
export const DRAWER_GROUPS: readonly NavGroup[] = NAV_GROUPS.map((group) =>
  group.title === 'ACCOUNT' ? { ...group, links: [...group.links, logout] } : group,
);

/** `groups` with the Admin page added to ACCOUNT when the user is a system admin. */
export function navGroupsFor(groups: readonly NavGroup[], options: { isSystemAdmin: boolean }): readonly NavGroup[] {
  if (!options.isSystemAdmin) return groups;
  return groups.map((group) => {
    if (group.title !== 'ACCOUNT') return group;
    const logoutAt = group.links.findIndex((link) => link.logout);
    const links = [...group.links];
    links.splice(logoutAt === -1 ? links.length : logoutAt, 0, ADMIN_NAV_LINK);
    return { ...group, links };
  });
}

/** The pages a set of groups reaches (logout is an action, not a page). */
export function navPages(groups: readonly NavGroup[]): string[] {
  return groups.flatMap((group) => group.links.filter((link) => !link.logout).map((link) => `${group.title} › ${link.label} → ${link.href}`));
}

/** Shell texts. */
export const APP_SHELL_TEXT = {
  productName: 'REI',
  skipToMain: 'Skip to main content',
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
