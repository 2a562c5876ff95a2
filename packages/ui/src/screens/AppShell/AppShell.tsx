import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { effectiveTier, planFor, type OrganizationMembership, type SystemRole, type Tier } from '@rei/engine';
import { IconButton } from '../../components/IconButton';
import { Button } from '../../components/Button';
import { Drawer } from '../../components/Drawer';
import { NavIcon } from './NavIcon';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import type { FieldErrorMap } from '../../components/Field';
import { CreateOrganizationDialog } from './CreateOrganizationDialog';
import { APP_SHELL_TEXT, DRAWER_GROUPS, SIDEBAR_GROUPS, isNavLinkActive, navGroupsFor, type NavGroup, type NavLink } from './navigation';
import * as styles from './AppShell.css';

/** The id of the shell's main landmark, the skip link's target. */
const MAIN_CONTENT_ID = 'main-content';

/** What a `renderLink` function receives: render it as your router's link. */
export interface ShellLinkProps {
  href: string;
  className: string;
  'aria-current'?: 'page';
  /** Closes the mobile menu (and calls `onNavigate` when the shell renders plain anchors). */
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}

/** The signed-in user as the shell shows it: the fields of the API's user (the server contract's `User`) it reads. */
export interface ShellUser {
  readonly fullName?: string | null;
  readonly email?: string;
  readonly subscriptionTier?: Tier;
  readonly role?: SystemRole;
}

export interface AppShellProps {
  /** The page. */
  children: ReactNode;
  /** Path of the current route; the matching link is marked `aria-current="page"`. */
  currentPath: string;
  user?: ShellUser | null;
  /** Plan name override; otherwise the plan of the user's tier, falling back to 'Scout'. */
  planName?: string | null;
  memberships?: readonly OrganizationMembership[];
  organizationsLoading?: boolean;
  selectedOrganizationId?: number | null;
  onSelectOrganization?: (organizationId: number) => void;
  /**
   * Creates an organization with the name typed in the shell's Create organization dialog.
   * The dialog closes once the returned promise resolves and stays open if it rejects.
   */
  onCreateOrganization?: (name: string) => void | Promise<void>;
  /** The server's reasons for the last refused Create organization, by field ('name'). */
  createOrganizationFieldErrors?: FieldErrorMap | null;
  onLogout?: () => void;
  /** Renders a navigation link with the app's router; plain `<a href>` when absent. */
  renderLink?: (props: ShellLinkProps) => ReactNode;
  /** Called with the link's path when a plain anchor is followed (the default is prevented). */
  onNavigate?: (href: string) => void;
  /** Initial state of the mobile menu (stories). */
  defaultMobileMenuOpen?: boolean;
  /** Initial state of the Create organization dialog (stories). */
  defaultCreateOrganizationOpen?: boolean;
}

/** The name the sidebar shows: full name, else 'User'. */
export function shellUserName(user: ShellUser | null | undefined): string {
  return user?.fullName?.trim() || APP_SHELL_TEXT.userFallback;
}

/** The plan name the sidebar shows: the override, else the user's tier's plan, else 'Scout'. */
export function shellPlanName(user: ShellUser | null | undefined, planName?: string | null): string {
  if (planName?.trim()) return planName.trim();
  if (!user?.subscriptionTier) return APP_SHELL_TEXT.planFallback;
  return planFor(effectiveTier(user.subscriptionTier)).name;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

interface NavGroupsProps {
  groups: readonly NavGroup[];
  currentPath: string;
  idPrefix: string;
  renderLink?: AppShellProps['renderLink'];
  onFollow: (link: NavLink, event: MouseEvent<HTMLAnchorElement>) => void;
}

function NavGroups({ groups, currentPath, idPrefix, renderLink, onFollow }: NavGroupsProps) {
  return (
    <>
      {groups.map((group) => {
        const headingId = `${idPrefix}-${group.title.toLowerCase()}`;
        return (
          <section key={group.title} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.groupTitle}>
              {group.title}
            </h2>
            <ul className={styles.list}>
              {group.links.map((link) => {
                const active = isNavLinkActive(link, currentPath);
                const children = (
                  <>
                    <NavIcon name={link.icon} className={styles.linkIcon} />
                    <span className={styles.linkLabel}>{link.label}</span>
                    {link.pro ? <span className={styles.proBadge}>{APP_SHELL_TEXT.pro}</span> : null}
                  </>
                );
                const props: ShellLinkProps = {
                  href: link.href,
                  className: styles.link,
                  ...(active ? { 'aria-current': 'page' as const } : {}),
                  onClick: (event) => onFollow(link, event),
                  children,
                };
                return <li key={link.href + link.label}>{renderLink ? renderLink(props) : <a {...props} />}</li>;
              })}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/**
 * The signed-in shell: desktop sidebar (MAIN / ANALYSIS / ACCOUNT, user name and plan,
 * logout), and below the desktop breakpoint a top bar with the logo, the organization
 * switcher and a 280 px menu sliding in from the left.
 */
export function AppShell({
  children,
  currentPath,
  user,
  planName,
  memberships = [],
  organizationsLoading = false,
  selectedOrganizationId,
  onSelectOrganization,
  onCreateOrganization,
  createOrganizationFieldErrors = null,
  onLogout,
  renderLink,
  onNavigate,
  defaultMobileMenuOpen = false,
  defaultCreateOrganizationOpen = false,
}: AppShellProps) {
  const [menuOpen, setMenuOpen] = useState(defaultMobileMenuOpen);
  const [creatingOrganization, setCreatingOrganization] = useState(defaultCreateOrganizationOpen);
  const mainRef = useRef<HTMLElement>(null);
  const isSystemAdmin = user?.role === 'admin';
  const sidebarGroups = navGroupsFor(SIDEBAR_GROUPS, { isSystemAdmin });
  const drawerGroups = navGroupsFor(DRAWER_GROUPS, { isSystemAdmin });
  const openCreateOrganization = onCreateOrganization ? () => setCreatingOrganization(true) : undefined;
  const name = shellUserName(user);
  const plan = shellPlanName(user, planName);

  const follow = (link: NavLink, event: MouseEvent<HTMLAnchorElement>) => {
    setMenuOpen(false);
    if (link.logout) {
      onLogout?.();
    }
    if (!renderLink && onNavigate) {
      event.preventDefault();
      onNavigate(link.href);
    }
  };

  const switcher = (fullWidth: boolean) => (
    <OrganizationSwitcher
      fullWidth={fullWidth}
      memberships={memberships}
      loading={organizationsLoading}
      selectedOrganizationId={selectedOrganizationId}
      {...(onSelectOrganization ? { onSelectOrganization } : {})}
      {...(openCreateOrganization ? { onCreateOrganization: openCreateOrganization } : {})}
    />
  );

  const logo = (
    <>
      <span className={styles.logoMark} aria-hidden="true">
        {APP_SHELL_TEXT.productName}
      </span>
      <span>{APP_SHELL_TEXT.productName}</span>
    </>
  );

  return (
    <div className={styles.shell}>
      {/* The first stop of the Tab key: past the sidebar, the switcher and the menu to the page itself. */}
      <a
        className={styles.skipLink}
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {APP_SHELL_TEXT.skipToMain}
      </a>
      <aside className={styles.sidebar}>
        <div className={styles.brand}>{logo}</div>
        <div className={styles.switcherSlot}>{switcher(true)}</div>
        <nav className={styles.nav} aria-label={APP_SHELL_TEXT.mainNavigation}>
          <NavGroups groups={sidebarGroups} currentPath={currentPath} idPrefix="sidebar" renderLink={renderLink} onFollow={follow} />
        </nav>
        <div className={styles.userBox}>
          <span className={styles.avatar} aria-hidden="true">
            {initials(name)}
          </span>
          <div className={styles.userText}>
            <span className={styles.userName}>{name}</span>
            <span className={styles.planName}>
              {plan} {APP_SHELL_TEXT.planSuffix}
            </span>
          </div>
          <IconButton aria-label={APP_SHELL_TEXT.logout} icon={<NavIcon name="logout" />} onClick={() => onLogout?.()} />
        </div>
      </aside>

      <div className={styles.main}>
        <header className={styles.topBar}>
          <Drawer
            open={menuOpen}
            onOpenChange={setMenuOpen}
            side="left"
            title={APP_SHELL_TEXT.menuTitle}
            closeLabel={APP_SHELL_TEXT.closeMenu}
            trigger={
              <IconButton
                aria-label={APP_SHELL_TEXT.openMenu}
                aria-expanded={menuOpen}
                icon={
                  <svg className={styles.menuIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                    <path d="M3 6h18M3 12h18M3 18h18" />
                  </svg>
                }
              />
            }
          >
            <nav className={styles.drawerNav} aria-label={APP_SHELL_TEXT.mobileNavigation}>
              <NavGroups groups={drawerGroups} currentPath={currentPath} idPrefix="drawer" renderLink={renderLink} onFollow={follow} />
              {openCreateOrganization ? (
                <Button
                  variant="ghost"
                  onClick={() => {
                    setMenuOpen(false);
                    openCreateOrganization();
                  }}
                >
                  {APP_SHELL_TEXT.createOrganization}
                </Button>
              ) : null}
            </nav>
          </Drawer>
          <span className={styles.topBarBrand}>{logo}</span>
          {switcher(false)}
        </header>
        <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className={`${styles.content} ${styles.mainTarget}`}>
          {children}
        </main>
      </div>
      {onCreateOrganization ? (
        <CreateOrganizationDialog
          open={creatingOrganization}
          onOpenChange={setCreatingOrganization}
          onCreate={onCreateOrganization}
          fieldErrors={createOrganizationFieldErrors}
        />
      ) : null}
    </div>
  );
}
