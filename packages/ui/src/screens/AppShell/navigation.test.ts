import { describe, expect, it } from 'vitest';
import { shellPlanName, shellUserName, type ShellUser } from './AppShell';
import { DRAWER_GROUPS, SIDEBAR_GROUPS, isNavLinkActive, navGroupsFor, navPages } from './navigation';

const labels = (groups: typeof SIDEBAR_GROUPS) => groups.map((group) => [group.title, group.links.map((link) => link.label)]);

describe('shell navigation', () => {
  it('the sidebar has the groups MAIN, ANALYSIS and ACCOUNT with their links in order', () => {
    expect(labels(SIDEBAR_GROUPS)).toEqual([
      ['MAIN', ['Dashboard', 'Property Search', 'Owner Search', 'Screening', 'Upload Properties', 'Deals']],
      ['ANALYSIS', ['Buy & Hold', 'Fix & Flip', 'Wholesale', 'Creative Financing', 'BRRRR', 'AI Summary', 'Legal Status', 'Cash-Flow Audit']],
      ['ACCOUNT', ['Team Management', 'Settings', 'Subscription']],
    ]);
  });

  it('desktop and mobile reach the same pages, in the same groups and order; the drawer adds only Logout (to /login)', () => {
    expect(navPages(DRAWER_GROUPS)).toEqual(navPages(SIDEBAR_GROUPS));
    const drawerOnly = DRAWER_GROUPS.flatMap((group) => group.links).filter((link) => !SIDEBAR_GROUPS.flatMap((g) => g.links).includes(link));
    expect(drawerOnly.map((link) => [link.label, link.href, link.logout])).toEqual([['Logout', '/login', true]]);
    // the pages the issue found missing on one side
    expect(navPages(SIDEBAR_GROUPS)).toEqual(expect.arrayContaining(['ACCOUNT › Team Management → /organization', 'ANALYSIS › Legal Status → /legal-status']));
  });

  it('a system admin gets the Admin page in both navigations, before Logout; others do not', () => {
    const sidebar = navGroupsFor(SIDEBAR_GROUPS, { isSystemAdmin: true });
    const drawer = navGroupsFor(DRAWER_GROUPS, { isSystemAdmin: true });
    expect(navPages(drawer)).toEqual(navPages(sidebar));
    expect(labels(drawer)[2]).toEqual(['ACCOUNT', ['Team Management', 'Settings', 'Subscription', 'Admin', 'Logout']]);
    expect(navPages(navGroupsFor(SIDEBAR_GROUPS, { isSystemAdmin: false }))).not.toContain('ACCOUNT › Admin → /admin');
  });

  it('Dashboard is active on /dashboard and on /, ignoring query and hash', () => {
    const dashboard = SIDEBAR_GROUPS[0]!.links[0]!;
    expect(isNavLinkActive(dashboard, '/')).toBe(true);
    expect(isNavLinkActive(dashboard, '/dashboard?test=true')).toBe(true);
    expect(isNavLinkActive(dashboard, '/dashboard-old')).toBe(false);
    expect(isNavLinkActive(dashboard, undefined)).toBe(false);
  });

  it('only AI Summary carries the Pro badge', () => {
    const pro = SIDEBAR_GROUPS.flatMap((group) => group.links).filter((link) => link.pro);
    expect(pro.map((link) => link.label)).toEqual(['AI Summary']);
  });
});

describe('shell user line', () => {
  it("falls back to 'User' and 'Scout'", () => {
    expect(shellUserName(null)).toBe('User');
    expect(shellUserName({ fullName: '  ' })).toBe('User');
    expect(shellPlanName(null)).toBe('Scout');
  });

  it("names the plan of the user's tier; an unknown tier counts as scout; an override wins", () => {
    expect(shellPlanName({ subscriptionTier: 'operator' })).toBe('Operator');
    // A tier outside the type (an old or corrupt value from the server) must still render.
    expect(shellPlanName({ subscriptionTier: 'platinum' } as unknown as ShellUser)).toBe('Scout');
    expect(shellPlanName({ subscriptionTier: 'rookie' }, 'Team')).toBe('Team');
  });
});
