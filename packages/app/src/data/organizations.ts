/**
 * Organizations: the user's memberships (accepted ones and pending invitations), an
 * organization's members, creating an organization, inviting, removing a member and
 * accepting an invitation. Membership changes mark the organization area stale; accepting an
 * invitation marks everything stale, since the new organization's data may be shown next.
 */
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Member,
  Membership,
  changeMemberRoleBodySchema,
  createOrganizationBodySchema,
  inviteBodySchema,
  leaveOrganizationResponseSchema,
  removeMemberResponseSchema,
} from '@rei/server/contract';
import { apiRequest } from '../api/apiRequest';
import { invalidateOrganizationScope, organizationKeys } from './queryKeys';

export { invalidateOrganizationScope, organizationKeys };

/** The body of POST /api/organizations. */
export type CreateOrganizationRequest = z.input<typeof createOrganizationBodySchema>;
/** The body of POST /api/organizations/{id}/invite. */
export type InviteRequest = z.input<typeof inviteBodySchema>;
/** The answer of DELETE /api/organizations/{id}/members/{userId}. */
export type RemoveMemberResponse = z.infer<typeof removeMemberResponseSchema>;

/** A role change: the member and the body of PUT /api/organizations/{id}/members/{userId}/role. */
export type ChangeRoleRequest = { userId: number } & z.input<typeof changeMemberRoleBodySchema>;
/** The answer of POST /api/organizations/{id}/leave. */
export type LeaveOrganizationResponse = z.infer<typeof leaveOrganizationResponseSchema>;

/** The membership list stays fresh this long; organizations change rarely (spec 1 §9). */
export const ORGANIZATIONS_STALE_MS = 5 * 60_000;

/** Query options of the organization reads, keyed by `organizationKeys`. */
export const organizationQueries = {
  /** GET /api/organizations: the user's memberships, kept fresh for five minutes. */
  list: () =>
    queryOptions({
      queryKey: organizationKeys.list(),
      queryFn: () => apiRequest<Membership[]>('GET', '/api/organizations'),
      staleTime: ORGANIZATIONS_STALE_MS,
    }),
  /** GET /api/organizations/{id}/members */
  members: (organizationId: number) =>
    queryOptions({
      queryKey: organizationKeys.members(organizationId),
      queryFn: () => apiRequest<Member[]>('GET', `/api/organizations/${organizationId}/members`),
    }),
};

/** The user's memberships, read when `enabled` (someone is signed in). */
export function useMemberships(enabled: boolean) {
  return useQuery({ ...organizationQueries.list(), enabled });
}

/** The members of an organization; off until there is one. */
export function useMembers(organizationId: number | undefined) {
  return useQuery({ ...organizationQueries.members(organizationId ?? 0), enabled: organizationId !== undefined });
}

/**
 * The membership list with `created` in it once: a list read while the organization was being
 * created may already hold it, and appending it again showed it twice in the switcher.
 */
export function withMembership(list: readonly Membership[] | undefined, created: Membership): Membership[] {
  const others = (list ?? []).filter((membership) => membership.organizationId !== created.organizationId);
  return [...others, created];
}

/** Mutation options of the organization writes. */
export const organizationMutations = {
  /**
   * Creates an organization with the user as owner (POST /api/organizations). The new membership
   * is appended to the cached list at once, so it can be selected before the list is read again.
   */
  create: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (body: CreateOrganizationRequest) => apiRequest<Membership>('POST', '/api/organizations', { body }),
      onSuccess: (created: Membership) => {
        queryClient.setQueryData<Membership[]>(organizationKeys.list(), (list) => withMembership(list, created));
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
    }),
  /** Invites an existing account to the organization. */
  invite: (queryClient: QueryClient, organizationId: number | undefined) =>
    mutationOptions({
      mutationFn: (body: InviteRequest) => apiRequest<Member>('POST', `/api/organizations/${organizationId}/invite`, { body }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
    }),
  /** Removes a member from the organization. */
  removeMember: (queryClient: QueryClient, organizationId: number | undefined) =>
    mutationOptions({
      mutationFn: (userId: number) => apiRequest<RemoveMemberResponse>('DELETE', `/api/organizations/${organizationId}/members/${userId}`),
      onSettled: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
    }),
  /**
   * Changes a member's role (an ownership transfer with `confirmOwnerTransfer`). The caller's own
   * role may change too (a transfer leaves them admin), so the membership list is read again.
   */
  changeRole: (queryClient: QueryClient, organizationId: number | undefined) =>
    mutationOptions({
      mutationFn: ({ userId, ...body }: ChangeRoleRequest) =>
        apiRequest<Member[]>('PUT', `/api/organizations/${organizationId}/members/${userId}/role`, { body }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
    }),
  /** Leaves the organization; everything is read again (another organization is shown next). */
  leave: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (organizationId: number) => apiRequest<LeaveOrganizationResponse>('POST', `/api/organizations/${organizationId}/leave`),
      onSettled: () => queryClient.invalidateQueries(),
    }),
  /** Accepts a pending invitation; everything is read again afterwards. */
  acceptInvitation: (queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: (organizationId: number) => apiRequest<Membership>('POST', `/api/organizations/${organizationId}/invitations/accept`),
      onSettled: () => queryClient.invalidateQueries(),
    }),
};

/** Creates an organization with the user as owner. */
export function useCreateOrganization() {
  return useMutation(organizationMutations.create(useQueryClient()));
}

/** Invites an existing account to the organization. */
export function useInvite(organizationId: number | undefined) {
  return useMutation(organizationMutations.invite(useQueryClient(), organizationId));
}

/** Removes a member from the organization. */
export function useRemoveMember(organizationId: number | undefined) {
  return useMutation(organizationMutations.removeMember(useQueryClient(), organizationId));
}

/** Accepts a pending invitation. */
export function useAcceptInvitation() {
  return useMutation(organizationMutations.acceptInvitation(useQueryClient()));
}

/** Changes a member's role in the organization. */
export function useChangeMemberRole(organizationId: number | undefined) {
  return useMutation(organizationMutations.changeRole(useQueryClient(), organizationId));
}

/** Leaves an organization. */
export function useLeaveOrganization() {
  return useMutation(organizationMutations.leave(useQueryClient()));
}
