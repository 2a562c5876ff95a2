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
  inviteDescription:
    'We send the invitation by e-mail. Someone who already has an account joins once they accept it; anyone else gets a link to create their account with this address.',
  emailLabel: 'Email',
  emailPlaceholder: 'colleague@example.com',
  roleLabel: 'Role',
  sendInvite: 'Send Invitation',
  sending: 'Sending...',
  cancel: 'Cancel',
  remove: 'Remove',
  removing: 'Removing...',
  removeTitle: 'Remove team member?',
  removeDescription: (who: string) =>
    `${who} will lose access to this organization's properties and analyses. The share links they created for its reports stop working at once; the reports themselves stay with the organization.`,
  leave: 'Leave organization',
  leaving: 'Leaving...',
  leaveTitle: 'Leave this organization?',
  leaveDescription: (organization: string) =>
    `You will lose access to ${organization}'s properties and analyses, and the share links you created for its reports stop working. What you added stays with the organization.`,
  lastOwnerCannotLeave: 'You are the only owner: make another member the owner before you leave.',
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

/** Labels of every organization role. */
export const ROLE_LABELS = { owner: 'Owner', admin: 'Admin', analyst: 'Analyst' } as const;

/** Strings of the role choice and the ownership transfer dialog. */
export const ROLE_CHANGE_TEXT = {
  roleOf: (who: string) => `Role of ${who}`,
  transferTitle: (who: string) => `Make ${who} the owner?`,
  transferDescription: (who: string) =>
    `${who} becomes the owner of this organization, with full control of the team, its settings and its plan. You stay in the organization as an admin, and only ${who} can make you owner again.`,
  understand: 'I understand that I will become an admin',
  confirmTransfer: 'Transfer ownership',
  transferring: 'Transferring...',
  cancel: 'Cancel',
} as const;
