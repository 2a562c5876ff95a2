/**
 * A remote AI provider failed: unreachable, timed out, answered an error, or answered
 * a shape we cannot read. The message names the provider and what went wrong, so the
 * operator can act on it; the route maps it to 502.
 */
export class AiProviderError extends Error {
  readonly code = 'AI_PROVIDER_ERROR' as const;
  readonly provider: string;
  readonly status: number | undefined;

  constructor(provider: string, message: string, status?: number) {
    super(`${provider} summary failed: ${message}`);
    this.name = 'AiProviderError';
    this.provider = provider;
    this.status = status;
  }
}
