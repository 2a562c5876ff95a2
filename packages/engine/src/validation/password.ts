/**
 * Password length bounds, shared by the sign-up and settings forms, the API contract and the
 * server's password rule, so every layer refuses the same passwords for length.
 */

/** Shortest password accepted at registration or on a password change. */
export const MIN_PASSWORD_LENGTH = 10;

/** Longest password accepted; scrypt would hash anything, the bound only limits the request. */
export const MAX_PASSWORD_LENGTH = 200;
