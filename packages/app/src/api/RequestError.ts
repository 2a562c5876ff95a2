/**
 * The one error the app's server calls fail with, and the readers the pages use to show it.
 * The server answers every refusal as `{ message, code, fields? }` (the contract's
 * `errorResponseSchema`); an answer that is not that JSON (a proxy's HTML page, an empty
 * body) still becomes a RequestError whose message is the body text or the status text.
 * It is the failure a call sees (no answer at all included), not the server's `ApiError`
 * (packages/server/src/errors.ts), which a service throws to make such an answer.
 */
import type { ErrorResponse } from '@rei/server/contract';

/** What a RequestError is made from. */
export interface RequestErrorInit {
  /** The HTTP status; 0 when no answer arrived (the network failed). */
  readonly status: number;
  /** The text a person may be shown. */
  readonly message: string;
  /** The server's machine-readable reason ('VALIDATION_FAILED', 'TIER_LIMIT' …); 'HTTP_ERROR' when it gave none. */
  readonly code?: string;
  /** Per-field reasons of a refused request, keyed by path ('body.password'). */
  readonly fields?: Readonly<Record<string, string>>;
  /** The HTTP status text ('Not Found'), empty when unknown. */
  readonly statusText?: string;
  /** The parsed JSON answer, for refusals that carry more than the common shape (an import's rejected rows). */
  readonly body?: unknown;
}

/** Code of an error answer that did not name one. */
export const UNKNOWN_ERROR_CODE = 'HTTP_ERROR';
/** Code of a call that got no answer at all. */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

/** A failed call to the server: its status, the message to show, the server's code and per-field reasons. */
export class RequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly statusText: string;
  readonly body: unknown;

  constructor(init: RequestErrorInit) {
    super(init.message);
    this.name = 'RequestError';
    this.status = init.status;
    this.code = init.code ?? UNKNOWN_ERROR_CODE;
    this.fields = init.fields ?? {};
    this.statusText = init.statusText ?? '';
    this.body = init.body;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Only the string-valued entries of a `fields` object. */
function stringFields(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The RequestError for a non-2xx answer. A JSON body in the server's error shape gives the
 * message, code and fields; any other body text is the message itself; an empty body falls
 * back to the status text, then to 'Request failed with status {status}'.
 */
export function requestErrorFromAnswer(status: number, statusText: string, bodyText: string): RequestError {
  let parsed: unknown;
  try {
    parsed = bodyText ? JSON.parse(bodyText) : undefined;
  } catch {
    parsed = undefined;
  }
  const answer: Partial<ErrorResponse> & Record<string, unknown> = isRecord(parsed) ? parsed : {};
  const serverText = typeof answer.message === 'string' && answer.message ? answer.message : undefined;
  return new RequestError({
    status,
    statusText,
    message: serverText ?? (bodyText || statusText || `Request failed with status ${status}`),
    code: typeof answer.code === 'string' && answer.code ? answer.code : UNKNOWN_ERROR_CODE,
    fields: stringFields(answer.fields),
    body: parsed,
  });
}

/** The RequestError for a call that got no answer (offline, DNS failure, refused connection). */
export function networkError(): RequestError {
  return new RequestError({ status: 0, message: 'Network error', code: NETWORK_ERROR_CODE });
}

/** True for a RequestError. */
export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError;
}

/** The message to show for any failure: the server's for a RequestError, else the error's own text; undefined when there is none. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

/** The HTTP status of a failed call (0 when the network failed), undefined for anything else. */
export function errorStatus(error: unknown): number | undefined {
  return isRequestError(error) ? error.status : undefined;
}

/**
 * The server's reason for one field of a refused request ('body.password' → 'Password is a
 * simple sequence'), undefined when it named no such field; forms show it instead of the
 * general 'Some fields are missing or invalid'.
 */
export function serverFieldMessage(error: unknown, field: string): string | undefined {
  if (!isRequestError(error)) return undefined;
  const message = error.fields[field];
  return message ? message : undefined;
}

/**
 * The per-field reasons of a refused request keyed as the server names them ('body.filters',
 * 'body.filters.unitsMin'), for screens that label the paths themselves (Screening). Empty for
 * anything that is not a RequestError.
 */
export function serverFields(error: unknown): Readonly<Record<string, string>> {
  return isRequestError(error) ? error.fields : {};
}

/**
 * The per-field reasons of a refused request keyed by the form's field names: 'body.zipCode'
 * → 'zipCode' (query and header reasons keep their prefix, no form field shows them). Empty
 * for anything that is not a RequestError; forms pass this to their screen's `fieldErrors`.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isRequestError(error)) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([key, message]) => [key.startsWith('body.') ? key.slice('body.'.length) : key, message]));
}

/**
 * The text to show for a refusal outside a form (a toast, a row of a table): the reasons the
 * server gave per field, when it gave any, else its message. "Some fields are missing or
 * invalid" alone never tells a person what to change.
 */
export function refusalText(error: unknown): string | undefined {
  const reasons = Object.entries(fieldErrorsOf(error)).map(([field, reason]) => (/^[a-z]/.test(reason) ? `${fieldWords(field)} ${reason}` : reason));
  return reasons.length > 0 ? reasons.join('. ') : serverMessage(error);
}

/** A field path as words, for a reason that does not name its field ('monthlyRent' → 'Monthly rent'). */
function fieldWords(field: string): string {
  const last = field.split('.').pop() ?? field;
  const words = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The limit a TIER_LIMIT answer names (the server's `limit`: feature, figures, plan and upgrade). */
export interface PlanLimitOfError {
  feature: string;
  limit: number | null;
  used: number | null;
  plan: string;
  upgradeTo: string | null;
}

/**
 * The plan limit a refusal names, or null when the error is not a TIER_LIMIT answer carrying one:
 * pages show it with `PlanLimitNotice` (figures and an upgrade link), never as a bare 'Error'.
 */
export function planLimitOf(error: unknown): PlanLimitOfError | null {
  if (!isRequestError(error) || error.code !== 'TIER_LIMIT' || !isRecord(error.body)) return null;
  const limit = error.body['limit'];
  if (!isRecord(limit) || typeof limit['feature'] !== 'string' || typeof limit['plan'] !== 'string') return null;
  const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  return {
    feature: limit['feature'],
    limit: count(limit['limit']),
    used: count(limit['used']),
    plan: limit['plan'],
    upgradeTo: typeof limit['upgradeTo'] === 'string' ? limit['upgradeTo'] : null,
  };
}
