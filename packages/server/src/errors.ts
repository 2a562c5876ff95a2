/** Stable error codes the API answers with, in the JSON body `{ message, code, fields? }`. */
export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  invalidJson: 'INVALID_JSON',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  unauthenticated: 'UNAUTHENTICATED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  forbidden: 'FORBIDDEN',
  tierLimit: 'TIER_LIMIT',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * The one error type services and route guards throw. The app's error handler turns it into
 * `{ message, code, fields? }` with `statusCode`; `headers` are added to the response.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ApiError(400, ERROR_CODES.validation, message, fields);
export const unauthenticated = (message = 'Authentication required') =>
  new ApiError(401, ERROR_CODES.unauthenticated, message);
export const forbidden = (message: string) => new ApiError(403, ERROR_CODES.forbidden, message);
/** 403 for a plan limit; the message names the limit and how to lift it. */
export const tierLimit = (message: string) => new ApiError(403, ERROR_CODES.tierLimit, message);
export const notFound = (message: string) => new ApiError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string) => new ApiError(409, ERROR_CODES.conflict, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, ERROR_CODES.tooManyRequests, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
