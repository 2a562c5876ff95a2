import { z } from 'zod';
import { BOROUGH_NAMES, NASSAU_LINE_PLACES, QUEENS_POSTAL_PLACES } from '@rei/engine';
import { CircuitOpenError, createOutsideService, isAborted, retryAfterMs, verdictOfStatus, type FailureVerdict } from '../http/outsideService';

/**
 * Address suggestions from Google Places Autocomplete (New): one `POST /v1/places:autocomplete`
 * per keystroke batch, restricted to a rectangle around New York City and to US results,
 * keeping only predictions that name a borough (or a Queens postal place) in New York State.
 * Used by `/api/addresses/suggest` only when `GOOGLE_MAPS_API_KEY` is configured. Calls go
 * through an outside-service policy (http/outsideService.ts): a timeout, one quick retry of a 429
 * or 5xx (a `Retry-After` of at most a second is honoured; suggestions are useless when late),
 * and a circuit breaker, so a Google that keeps failing is not asked on every keystroke.
 */

/** One address the dropdown can show: "418 Halsey St, Brooklyn, NY" and Google's place id. */
export interface PlaceSuggestion {
  readonly label: string;
  readonly placeId: string;
}

/** What the suggest service needs from a places provider. */
export interface PlacesClient {
  /**
   * Suggestions for what the person typed so far (empty input → none, without a call).
   * `sessionToken` groups one search's keystrokes for Google's billing
   * (URL-safe base64, at most 36 characters).
   */
  autocomplete(input: string, sessionToken?: string): Promise<PlaceSuggestion[]>;
}

/** Why a Places call failed. */
export type PlacesErrorReason = 'TIMEOUT' | 'UNREACHABLE' | 'HTTP_ERROR' | 'BAD_RESPONSE' | 'INVALID_ARGUMENT' | 'CIRCUIT_OPEN';

/**
 * A Places call failed: timed out, could not connect, answered an error (Google's
 * `{ error: { code, message, status } }`, kept in `message` and `googleStatus`), or answered
 * a shape we cannot read. Callers fall back to local suggestions.
 */
export class PlacesError extends Error {
  readonly code = 'PLACES_ERROR' as const;
  readonly reason: PlacesErrorReason;
  /** HTTP status of Google's answer, when there was one. */
  readonly status: number | undefined;
  /** Google's canonical status name, e.g. 'PERMISSION_DENIED', when the answer carried one. */
  readonly googleStatus: string | undefined;

  /** The pause a 429 or 5xx asked for (`Retry-After`), in ms. */
  readonly retryAfterMs: number | null;

  constructor(reason: PlacesErrorReason, message: string, details: { status?: number; googleStatus?: string; retryAfterMs?: number | null } = {}) {
    super(`Google Places autocomplete failed: ${message}`);
    this.name = 'PlacesError';
    this.reason = reason;
    this.status = details.status;
    this.googleStatus = details.googleStatus;
    this.retryAfterMs = details.retryAfterMs ?? null;
  }
}

export interface GooglePlacesClientOptions {
  readonly apiKey: string;
  /** Scheme and host of the Places API; tests point it at a local server. */
  readonly baseUrl?: string;
  /** Abort the call after this long (default 2 000 ms): suggestions are useless when late. */
  readonly timeoutMs?: number;
  /** Retries of a 429 or 5xx (default 1). */
  readonly retries?: number;
  /** Failed calls in a row that stop calls for `breakerCoolDownMs` (default 3 and 60 s). */
  readonly breakerFailures?: number;
  readonly breakerCoolDownMs?: number;
  /** The `fetch` to use (default the global one). */
  readonly fetch?: typeof fetch;
}

/** What a failed call means: 429 and 5xx are retried; those, timeouts and unreachable hosts count against the circuit; a 4xx or an unreadable answer do not. */
function verdictOf(error: unknown): FailureVerdict {
  if (!(error instanceof PlacesError)) return { retry: false, countsAsFailure: true };
  if (error.reason === 'HTTP_ERROR' && error.status !== undefined) return verdictOfStatus(error.status, error.retryAfterMs);
  return { retry: false, countsAsFailure: error.reason === 'TIMEOUT' || error.reason === 'UNREACHABLE' };
}

export const GOOGLE_PLACES_BASE_URL = 'https://places.googleapis.com';

/** The five boroughs: south-west and north-east corners of a box around them. */
export const NYC_RECTANGLE = {
  low: { latitude: 40.4774, longitude: -74.2591 },
  high: { latitude: 40.9176, longitude: -73.7004 },
} as const;

/** Only the parts of each suggestion the client reads (Google bills by the fields asked for). */
export const AUTOCOMPLETE_FIELD_MASK = [
  'suggestions.placePrediction.placeId',
  'suggestions.placePrediction.text',
  'suggestions.placePrediction.structuredFormat',
].join(',');

/** Address-like primary types only: no businesses, regions or transit stops. */
const ADDRESS_TYPES = ['street_address', 'premise', 'subpremise'] as const;

const SESSION_TOKEN = /^[A-Za-z0-9_-]{1,36}$/;

// Borough names, "New York" (Manhattan's postal city) and the postal place names Queens
// addresses carry instead of "Queens" ("Astoria, NY"), as Google writes them ("St Albans").
// Places that straddle the Nassau line (the engine's NASSAU_LINE_PLACES) are left out rather
// than guessed.
const NYC_PLACE_NAMES: readonly string[] = [
  ...Object.values(BOROUGH_NAMES).map((name) => name.toLowerCase()), 'new york', 'the bronx',
  ...QUEENS_POSTAL_PLACES.filter((place) => !NASSAU_LINE_PLACES.includes(place)), 'st albans',
];

const formattableText = z.object({ text: z.string() });
const autocompleteResponse = z.object({
  suggestions: z
    .array(
      z.object({
        // A query prediction ("pizza near…") has no placePrediction; those are skipped.
        placePrediction: z
          .object({
            placeId: z.string().min(1),
            text: formattableText,
            structuredFormat: z.object({ mainText: formattableText, secondaryText: formattableText.optional() }).optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});
const googleError = z.object({ error: z.object({ code: z.number().optional(), message: z.string().optional(), status: z.string().optional() }) });

/**
 * Whether a prediction's place part ("Brooklyn, NY, USA", or the whole text when Google sent
 * no structured format) is in New York City: a borough or NYC postal place, then "NY".
 *
 * @example
 * isNewYorkCityPlace('Brooklyn, NY, USA') // true
 * isNewYorkCityPlace('Jersey City, NJ, USA') // false
 */
export function isNewYorkCityPlace(placeText: string): boolean {
  const parts = placeText
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().replace(/\s+/g, ' '));
  const stateIndex = parts.findIndex((part) => /^ny(\s+\d{5}(-\d{4})?)?$/.test(part));
  if (stateIndex <= 0) return false;
  return parts.slice(0, stateIndex).some((part) => NYC_PLACE_NAMES.includes(part));
}

/** "418 Halsey St, Brooklyn, NY, USA" → "418 Halsey St, Brooklyn, NY" (every suggestion is in the US). */
function labelOf(text: string): string {
  return text.trim().replace(/,\s*(USA|United States)$/i, '');
}

/**
 * A Places Autocomplete (New) client. Every failure becomes a `PlacesError`.
 *
 * @example
 * const places = createGooglePlacesClient({ apiKey: config.googleMapsApiKey });
 * await places.autocomplete('418 Halsey'); // [{ label: '418 Halsey St, Brooklyn, NY', placeId: 'ChIJ…' }]
 */
export function createGooglePlacesClient(options: GooglePlacesClientOptions): PlacesClient {
  const { apiKey, timeoutMs = 2_000 } = options;
  const doFetch = options.fetch ?? fetch;
  const url = `${(options.baseUrl ?? GOOGLE_PLACES_BASE_URL).replace(/\/+$/, '')}/v1/places:autocomplete`;
  const origin = new URL(url).origin;
  const service = createOutsideService(
    {
      name: `Google Places (${origin})`,
      timeoutMs,
      retries: options.retries ?? 1,
      backoffMs: 100,
      maxRetryAfterMs: 1_000,
      breakerFailures: options.breakerFailures ?? 3,
      breakerCoolDownMs: options.breakerCoolDownMs ?? 60_000,
    },
    verdictOf,
  );

  /** One request: Google's JSON answer, or a `PlacesError` (the policy decides whether to try again). */
  async function ask(body: unknown, signal: AbortSignal): Promise<{ json: unknown; status: number }> {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'X-Goog-Api-Key': apiKey,
          'X-Goog-FieldMask': AUTOCOMPLETE_FIELD_MASK,
        },
        body: JSON.stringify(body),
        signal,
      });
      text = await response.text();
    } catch (error) {
      throw networkError(error, origin, timeoutMs);
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const parsed = googleError.safeParse(json);
      const detail = parsed.success ? parsed.data.error : undefined;
      const message = detail?.message ?? (text.slice(0, 200) || response.statusText);
      throw new PlacesError('HTTP_ERROR', `HTTP ${response.status}${detail?.status ? ` ${detail.status}` : ''}: ${message}`, {
        status: response.status,
        retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
        ...(detail?.status ? { googleStatus: detail.status } : {}),
      });
    }
    return { json, status: response.status };
  }

  return {
    async autocomplete(input, sessionToken) {
      const typed = input.trim();
      if (typed === '') return [];
      if (sessionToken !== undefined && !SESSION_TOKEN.test(sessionToken)) {
        throw new PlacesError('INVALID_ARGUMENT', 'the session token must be 1 to 36 URL-safe base64 characters');
      }
      const body = {
        input: typed,
        ...(sessionToken ? { sessionToken } : {}),
        includedRegionCodes: ['us'],
        includedPrimaryTypes: ADDRESS_TYPES,
        locationRestriction: { rectangle: NYC_RECTANGLE },
      };

      const answer = await service
        .call((signal) => ask(body, signal))
        .catch((error: unknown) => {
          throw error instanceof CircuitOpenError ? new PlacesError('CIRCUIT_OPEN', `not asked: ${error.message}`) : error;
        });
      const parsed = autocompleteResponse.safeParse(answer.json);
      if (!parsed.success) throw new PlacesError('BAD_RESPONSE', 'the answer is not an autocomplete response', { status: answer.status });

      const suggestions: PlaceSuggestion[] = [];
      for (const { placePrediction: prediction } of parsed.data.suggestions ?? []) {
        if (!prediction) continue;
        const placeText = prediction.structuredFormat?.secondaryText?.text ?? prediction.text.text;
        if (!isNewYorkCityPlace(placeText)) continue;
        suggestions.push({ label: labelOf(prediction.text.text), placeId: prediction.placeId });
      }
      return suggestions;
    },
  };
}

function networkError(error: unknown, origin: string, timeoutMs: number): PlacesError {
  if (isAborted(error)) {
    return new PlacesError('TIMEOUT', `no answer within ${timeoutMs} ms from ${origin}`);
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
  return new PlacesError('UNREACHABLE', `could not reach ${origin} (${cause})`);
}
