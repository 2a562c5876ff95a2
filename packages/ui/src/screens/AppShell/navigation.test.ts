import { describe, expect, it } from 'vitest';
import { shellPlanName, shellUserName, type ShellUser } from './AppShell';
import { DRAWER_GROUPS, SIDEBAR_GROUPS, isNavLinkActive } from './navigation';

const labels = (groups: typeof SIDEBAR_GROUPS) => groups.map((group) => [group.title, group.links.map((link) => link.label)]);

describe('shell navigation', () => {
  it('the sidebar has the groups MAIN, ANALYSIS and ACCOUNT with their links in order', () => {
    expect(labels(SIDEBAR_GROUPS)).toEqual([
      ['MAIN', ['Dashboard', 'Property Search', 'Upload Properties']],
      ['ANALYSIS', ['Buy & Hold', 'Fix & Flip', 'Wholesale', 'AI Summary', 'Legal Status']],
      ['ACCOUNT', ['Settings', 'Subscription']],
    ]);
  });

  it('the mobile drawer adds Team Management and Logout (to /login) and has no Legal Status', () => {
    expect(labels(DRAWER_GROUPS)).toEqual([
      ['MAIN', ['Dashboard', 'Property Search', 'Upload Properties']],
      ['ANALYSIS', ['Buy & Hold', 'Fix & Flip', 'Wholesale', 'AI Summary']],
      ['ACCOUNT', ['Team Management', 'Settings', 'Subscription', 'Logout']],
    ]);
    const logout = DRAWER_GROUPS[2]?.links[3];
    expect(logout?.href).toBe('/login');
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
