/**
 * The signed-in account: signing in, registering, signing out, reading the user, saving the
 * profile and changing the password. Saving the profile marks the admin user list stale (it
 * shows the name too).
 */
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  InstallationStatusResponse,
  LoginResponse,
  RegisterResponse,
  User,
  changePasswordBodySchema,
  loginBodySchema,
  okResponseSchema,
  registerBodySchema,
  updateUserBodySchema,
} from '@rei/server/contract';
import { apiRequest } from '../api/apiRequest';
import { adminKeys, installationKeys } from './queryKeys';

/** The body of POST /api/auth/login. */
export type LoginRequest = z.input<typeof loginBodySchema>;
/** The body of POST /api/auth/register. */
export type RegisterRequest = z.input<typeof registerBodySchema>;
/** The body of PUT /api/users/{id}. */
export type UpdateUserRequest = z.input<typeof updateUserBodySchema>;
/** The body of POST /api/auth/password. */
export type ChangePasswordRequest = z.input<typeof changePasswordBodySchema>;
/** `{ ok: true }`. */
export type OkResponse = z.infer<typeof okResponseSchema>;

/** POST /api/auth/login: the user and a session token. */
export function signIn(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('POST', '/api/auth/login', { body });
}

/** POST /api/auth/register */
export function registerAccount(body: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('POST', '/api/auth/register', { body });
}

/**
 * GET /api/auth/installation (public): whether the installation has an admin and whether the
 * next sign-up becomes it. Read when the sign-up form shows; marked stale by a registration.
 */
export const installationQuery = () =>
  queryOptions({
    queryKey: installationKeys.status(),
    queryFn: () => apiRequest<InstallationStatusResponse>('GET', '/api/auth/installation'),
  });

/** The installation's public status (see `installationQuery`). */
export function useInstallationStatus() {
  return useQuery(installationQuery());
}

/** POST /api/auth/logout: ends the session on the server; a failure is ignored (the browser forgets the session anyway). */
export function signOut(): Promise<void> {
  return apiRequest<OkResponse>('POST', '/api/auth/logout').then(
    () => undefined,
    () => undefined,
  );
}

/** GET /api/users/{id} */
export function readUser(userId: number): Promise<User> {
  return apiRequest<User>('GET', `/api/users/${userId}`);
}

/** Mutation options of the account writes. */
export const accountMutations = {
  /** Saves the user's name (PUT /api/users/{id}) and answers the updated user; the admin user list is marked stale. */
  updateProfile: (queryClient: QueryClient, userId: number | undefined) =>
    mutationOptions({
      mutationFn: (body: UpdateUserRequest) => apiRequest<User>('PUT', `/api/users/${userId ?? 0}`, { body }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
    }),
  /** Changes the password (POST /api/auth/password); the server signs out the user's other sessions. */
  changePassword: () =>
    mutationOptions({ mutationFn: (body: ChangePasswordRequest) => apiRequest<OkResponse>('POST', '/api/auth/password', { body }) }),
};

/** Saves the user's name. */
export function useUpdateProfile(userId: number | undefined) {
  return useMutation(accountMutations.updateProfile(useQueryClient(), userId));
}

/** Changes the password. */
export function useChangePassword() {
  return useMutation(accountMutations.changePassword());
}
