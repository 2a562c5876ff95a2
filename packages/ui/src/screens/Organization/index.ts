export { OrganizationScreen, type OrganizationScreenProps } from './OrganizationScreen';
export { InviteUserDialog, type InviteRequest, type InviteUserDialogProps } from './InviteUserDialog';
export { PendingInvitations, type PendingInvitation, type PendingInvitationsProps } from './PendingInvitations';
export { RoleBadge, roleTone, type RoleBadgeProps } from './RoleBadge';
export { INVITE_ROLE_LABELS, ORGANIZATION_TEXT, ROLE_CHANGE_TEXT, ROLE_LABELS, ROLE_PERMISSIONS } from './organizationText';
export { MemberRoleControl, type MemberRoleControlProps } from './MemberRoleControl';
export { EMAIL_INVITATIONS_TEXT, EmailInvitations, type EmailInvitation, type EmailInvitationsProps } from './EmailInvitations';
