import type { OrgRole } from '@rei/engine';

/** Every string the Team Management page shows: titles, member list states, invite form and its messages (spec 1 §2, §5, §6). */
export const ORGANIZATION_TEXT = {
  title: 'Team Management',
  yourRole: 'Your role',
  membersTitle: 'Team Members',
  loadingMembers: 'Loading team members...',
  errorTitle: 'Could not load team members',
  retry: 'Try again',
  noOrganizationTitle: 'No Organization Selected',
  noOrganizationBody: 'Please select an organization to manage team members.',
  empty: 'No team members found.',
  pending: 'Pending invitation',
  you: 'You',
  inviteButton: 'Invite User',
  inviteTitle: 'Invite User',
  inviteDescription: 'The person you invite must already have an account. They join once they accept the invitation.',
  emailLabel: 'Email',
  emailPlaceholder: 'colleague@example.com',
  roleLabel: 'Role',
  sendInvite: 'Send Invitation',
  sending: 'Sending...',
  cancel: 'Cancel',
  remove: 'Remove',
  removing: 'Removing...',
  removeTitle: 'Remove team member?',
  removeDescription: (who: string) => `${who} will lose access to this organization's properties and analyses.`,
  permissionsTitle: 'Role Permissions',
  invitationsTitle: 'Pending invitations',
  invitedYouAs: 'invited you to join as',
  accept: 'Accept invitation',
  acceptLabel: (organization: string) => `Accept invitation to ${organization}`,
  accepting: 'Accepting...',
} as const;

/** What each organization role may do, owner first, in the order the role explainer lists them (spec 1 §6). */
export const ROLE_PERMISSIONS: ReadonlyArray<{ role: OrgRole; summary: string; abilities: readonly string[] }> = [
  {
    role: 'owner',
    summary: 'Full access to features, team management and settings.',
    abilities: ['Invite and remove members', 'Manage organization settings', 'Access all resources'],
  },
  {
    role: 'admin',
    summary: 'Manage the team, invite users and access all resources.',
    abilities: ['Invite analysts and admins', 'Remove members other than owners', 'Access all resources'],
  },
  {
    role: 'analyst',
    summary: 'View and create limited resources; cannot manage the team.',
    abilities: ['View properties and analyses', 'Create analyses', 'No team management'],
  },
];

/** Labels of the invitable roles. */
export const INVITE_ROLE_LABELS = { analyst: 'Analyst', admin: 'Admin' } as const;
