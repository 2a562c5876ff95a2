import { CircuitOpenError, createOutsideService, isAborted, isHostUnreachable, retryAfterMs, verdictOfStatus, type FailureVerdict, type OutsideService } from '../http/outsideService';
import { AiProviderError } from './AiProviderError';

/** What a failed call means: 429 and 5xx (an overloaded provider) are retried, honouring `Retry-After`; a dropped connection too; a 4xx, a timeout or a refused connection are not. */
function verdictOf(error: unknown): FailureVerdict {
  if (!(error instanceof AiProviderError)) return { retry: false, countsAsFailure: true };
  if (error.status !== undefined) return verdictOfStatus(error.status, error.retryAfterMs);
  if (error.network === 'dropped') return { retry: true, countsAsFailure: true };
  return { retry: false, countsAsFailure: error.network !== undefined };
}

/**
 * The policy of one remote provider, kept as long as the provider: `timeoutMs` per attempt,
 * `retries` of a 429, 5xx or dropped connection (from 500 ms, doubled; a `Retry-After` up to the
 * timeout is honoured), and a circuit that stops asking for a minute after three failed calls in a row.
 */
export function aiProviderService(provider: string, timeoutMs: number, retries: number): OutsideService {
  return createOutsideService(
    { name: `${provider} summaries`, timeoutMs, retries, backoffMs: 500, maxRetryAfterMs: timeoutMs, breakerFailures: 3, breakerCoolDownMs: 60_000 },
    verdictOf,
  );
}

/**
 * POSTs JSON through the provider's policy and returns the parsed JSON answer. Every failure —
 * timeout, refused connection, non-2xx status, non-JSON body, open circuit — becomes an
 * `AiProviderError` whose message carries the provider's own error text when it sent one.
 */
export async function postJson(service: OutsideService, provider: string, url: string, headers: Record<string, string>, body: unknown): Promise<unknown> {
  const timeoutMs = service.settings.timeoutMs;
  try {
    return await service.call(async (signal) => {
      let response: Response;
      let text: string;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
          body: JSON.stringify(body),
          signal,
        });
        text = await response.text();
      } catch (error) {
        if (isAborted(error)) throw new AiProviderError(provider, `no answer within ${timeoutMs} ms from ${new URL(url).origin}`, undefined, { network: 'timeout' });
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
        throw new AiProviderError(provider, `could not reach ${new URL(url).origin} (${cause})`, undefined, { network: isHostUnreachable(error) ? 'unreachable' : 'dropped' });
      }
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      if (!response.ok) {
        const detail = errorMessageOf(json) ?? (text.slice(0, 200) || response.statusText);
        throw new AiProviderError(provider, `HTTP ${response.status}: ${detail}`, response.status, { retryAfterMs: retryAfterMs(response.headers.get('retry-after')) });
      }
      if (json === undefined) throw new AiProviderError(provider, 'the answer was not JSON', response.status);
      return json;
    });
  } catch (error) {
    if (error instanceof CircuitOpenError) throw new AiProviderError(provider, `not asked: ${error.message}`);
    throw error;
  }
}

// Anthropic: {type:'error', error:{type, message}}; OpenAI: {error:{message, type, code}}; Ollama: {error:'text'}.
function errorMessageOf(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const error = (json as { error?: unknown }).error;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const { message, type } = error as { message?: unknown; type?: unknown };
    if (typeof message === 'string') return typeof type === 'string' ? `${type}: ${message}` : message;
  }
  return undefined;
}

/** Joins a base URL and a path without doubling or dropping the slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
