/**
 * Accounts by mail: asking for a password-reset link, checking and using it, the email change
 * (asked in Settings, confirmed from the mailed link), and invitations by email (sent, listed
 * and revoked by a team's owners and admins; looked up and used by the invited person).
 */
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CreateInvitationResponse,
  EmailChangeConfirmResponse,
  EmailChangeStatus,
  EmailVerificationConfirmResponse,
  Invitation,
  InvitationLookupResponse,
  InvitationRegisterResponse,
  LoginResponse,
  MailSentResponse,
  PasswordResetCheckResponse,
  createInvitationBodySchema,
  emailChangeBodySchema,
  okResponseSchema,
} from '@rei/server/contract';
import { apiRequest } from '../api/apiRequest';
import { organizationKeys } from './queryKeys';

/** The body of POST /api/auth/email-change. */
export type EmailChangeRequest = z.input<typeof emailChangeBodySchema>;
/** The body of POST /api/organizations/{id}/invitations. */
export type CreateInvitationRequest = z.input<typeof createInvitationBodySchema>;
type OkResponse = z.infer<typeof okResponseSchema>;

/** Query keys of this area (the organization ones hang under `organizationKeys.all`, so membership changes refresh them). */
export const accountMailKeys = {
  emailChange: () => ['auth', 'email-change'] as const,
  invitations: (organizationId: number) => [...organizationKeys.all, organizationId, 'invitations'] as const,
};

/** POST /api/auth/password-reset/request: the same answer whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<MailSentResponse> {
  return apiRequest<MailSentResponse>('POST', '/api/auth/password-reset/request', { body: { email } });
}

/** POST /api/auth/password-reset/check: whether a reset link still works (410 when expired or used). */
export function checkPasswordReset(token: string): Promise<PasswordResetCheckResponse> {
  return apiRequest<PasswordResetCheckResponse>('POST', '/api/auth/password-reset/check', { body: { token } });
}

/** POST /api/auth/password-reset/confirm: sets the password and opens a session (every other one is revoked). */
export function confirmPasswordReset(token: string, password: string): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('POST', '/api/auth/password-reset/confirm', { body: { token, password } });
}

/** POST /api/auth/email-change/confirm: applies the change the link was mailed for. */
export function confirmEmailChange(token: string): Promise<EmailChangeConfirmResponse> {
  return apiRequest<EmailChangeConfirmResponse>('POST', '/api/auth/email-change/confirm', { body: { token } });
}

/** POST /api/auth/verify-email: follows a link of the /verify-email page (a new account's confirmation, or an email change). */
export function confirmEmailLink(token: string): Promise<EmailVerificationConfirmResponse> {
  return apiRequest<EmailVerificationConfirmResponse>('POST', '/api/auth/verify-email', { body: { token } });
}

/** POST /api/auth/verify-email/resend: mails the signed-in account a new confirmation link (429 past the hourly limit). */
export function resendVerificationLink(): Promise<MailSentResponse> {
  return apiRequest<MailSentResponse>('POST', '/api/auth/verify-email/resend');
}

/** POST /api/invitations/lookup: what an invitation link offers and whether it still works. */
export function lookupInvitation(token: string): Promise<InvitationLookupResponse> {
  return apiRequest<InvitationLookupResponse>('POST', '/api/invitations/lookup', { body: { token } });
}

/** POST /api/invitations/register: an account with the invited email, signed in, member of the organization. */
export function registerFromInvitation(body: { token: string; fullName: string; password: string }): Promise<InvitationRegisterResponse> {
  return apiRequest<InvitationRegisterResponse>('POST', '/api/invitations/register', { body });
}

/** Query options of the reads. */
export const accountMailQueries = {
  /** GET /api/auth/email-change: the change waiting for its link. */
  emailChange: () => queryOptions({ queryKey: accountMailKeys.emailChange(), queryFn: () => apiRequest<EmailChangeStatus>('GET', '/api/auth/email-change') }),
  /** GET /api/organizations/{id}/invitations (owners and admins). */
  invitations: (organizationId: number) =>
    queryOptions({
      queryKey: accountMailKeys.invitations(organizationId),
      queryFn: () => apiRequest<Invitation[]>('GET', `/api/organizations/${organizationId}/invitations`),
    }),
};

/** Mutation options of the writes. */
export const accountMailMutations = {
  /** Asks for an email change: a link goes to the new address. */
  requestEmailChange: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (body: EmailChangeRequest) => apiRequest<EmailChangeStatus>('POST', '/api/auth/email-change', { body }),
      onSuccess: (status: EmailChangeStatus) => queryClient.setQueryData(accountMailKeys.emailChange(), status),
    }),
  /** Withdraws the waiting email change. */
  cancelEmailChange: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: () => apiRequest<EmailChangeStatus>('DELETE', '/api/auth/email-change'),
      onSuccess: (status: EmailChangeStatus) => queryClient.setQueryData(accountMailKeys.emailChange(), status),
    }),
  /** Invites by email: a pending membership for an existing account, else a sign-up link. */
  invite: (queryClient: QueryClient, organizationId: number | undefined) =>
    mutationOptions({
      mutationFn: (body: CreateInvitationRequest) =>
        apiRequest<CreateInvitationResponse>('POST', `/api/organizations/${organizationId ?? 0}/invitations`, { body }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
    }),
  /** Revokes an open invitation by email. */
  revoke: (queryClient: QueryClient, organizationId: number | undefined) =>
    mutationOptions({
      mutationFn: (invitationId: number) => apiRequest<OkResponse>('DELETE', `/api/organizations/${organizationId ?? 0}/invitations/${invitationId}`),
      onSettled: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
    }),
};

/** The waiting email change of the signed-in user. */
export function useEmailChangeStatus(enabled: boolean) {
  return useQuery({ ...accountMailQueries.emailChange(), enabled });
}

/** The open invitations by email of an organization; off without one or for roles that cannot invite. */
export function useEmailInvitations(organizationId: number | undefined, enabled: boolean) {
  return useQuery({ ...accountMailQueries.invitations(organizationId ?? 0), enabled: enabled && organizationId !== undefined });
}

export function useRequestEmailChange() {
  return useMutation(accountMailMutations.requestEmailChange(useQueryClient()));
}

export function useCancelEmailChange() {
  return useMutation(accountMailMutations.cancelEmailChange(useQueryClient()));
}

export function useInviteByEmail(organizationId: number | undefined) {
  return useMutation(accountMailMutations.invite(useQueryClient(), organizationId));
}

export function useRevokeInvitation(organizationId: number | undefined) {
  return useMutation(accountMailMutations.revoke(useQueryClient(), organizationId));
}
