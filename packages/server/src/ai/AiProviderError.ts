/**
 * A remote AI provider failed: unreachable, timed out, answered an error, or answered
 * a shape we cannot read. The message names the provider and what went wrong, so the
 * operator can act on it; the route maps it to 502.
 */
export class AiProviderError extends Error {
  readonly code = 'AI_PROVIDER_ERROR' as const;
  readonly provider: string;
  readonly status: number | undefined;
  /** The pause a 429 or 5xx asked for (`Retry-After`), in ms. */
  readonly retryAfterMs: number | null;
  /** How the network failed, when it did: a timeout, a host that cannot be reached, or a connection dropped midway. */
  readonly network: 'timeout' | 'unreachable' | 'dropped' | undefined;

  constructor(provider: string, message: string, status?: number, details: { retryAfterMs?: number | null; network?: 'timeout' | 'unreachable' | 'dropped' } = {}) {
    super(`${provider} summary failed: ${message}`);
    this.name = 'AiProviderError';
    this.provider = provider;
    this.status = status;
    this.retryAfterMs = details.retryAfterMs ?? null;
    this.network = details.network;
  }
}
