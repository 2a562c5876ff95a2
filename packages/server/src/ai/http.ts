import { AiProviderError } from './AiProviderError';

/**
 * POSTs JSON and returns the parsed JSON answer. Every failure — timeout, refused
 * connection, non-2xx status, non-JSON body — becomes an `AiProviderError` whose message
 * carries the provider's own error text when it sent one.
 */
export async function postJson(
  provider: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new AiProviderError(provider, `no answer within ${timeoutMs} ms from ${new URL(url).origin}`);
    }
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new AiProviderError(provider, `could not reach ${new URL(url).origin} (${cause})`);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const detail = errorMessageOf(json) ?? (text.slice(0, 200) || response.statusText);
    throw new AiProviderError(provider, `HTTP ${response.status}: ${detail}`, response.status);
  }
  if (json === undefined) throw new AiProviderError(provider, 'the answer was not JSON', response.status);
  return json;
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
