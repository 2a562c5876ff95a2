import { AnthropicSummaryProvider } from './AnthropicSummaryProvider';
import { LocalSummaryProvider } from './LocalSummaryProvider';
import { OpenAiCompatibleSummaryProvider } from './OpenAiCompatibleSummaryProvider';
import type { SummaryProvider } from './SummaryProvider';

/** Where AI summaries come from, as `loadConfig` (src/config) reads it from the environment. */
export interface AiSettings {
  /** AI_TIMEOUT_MS (default 30 000): bounds every attempt of a remote call. */
  readonly timeoutMs: number;
  /** AI_RETRIES (default 1): retries of a 429, 5xx or dropped connection, honouring `Retry-After`. */
  readonly retries: number;
  /** ANTHROPIC_API_KEY: when set, Anthropic writes the summaries. */
  readonly anthropicApiKey: string | undefined;
  /** ANTHROPIC_BASE_URL (default the provider's own). */
  readonly anthropicBaseUrl: string | undefined;
  /** ANTHROPIC_MODEL (default the provider's). */
  readonly anthropicModel: string | undefined;
  /** OPENAI_BASE_URL: an OpenAI-compatible API (OpenAI, Ollama, vLLM). */
  readonly openAiBaseUrl: string | undefined;
  /** OPENAI_API_KEY. */
  readonly openAiApiKey: string | undefined;
  /** OPENAI_MODEL (default the provider's). */
  readonly openAiModel: string | undefined;
}

/**
 * Picks the summary provider from the settings:
 * - an Anthropic key → Anthropic (its base URL and model when set);
 * - else an OpenAI-compatible base URL or key → that API (its model when set);
 * - else the embedded deterministic `LocalSummaryProvider`.
 */
export function summaryProviderFor(settings: AiSettings): SummaryProvider {
  const { timeoutMs, retries } = settings;
  if (settings.anthropicApiKey) {
    return new AnthropicSummaryProvider({
      apiKey: settings.anthropicApiKey,
      timeoutMs,
      retries,
      ...(settings.anthropicBaseUrl ? { baseUrl: settings.anthropicBaseUrl } : {}),
      ...(settings.anthropicModel ? { model: settings.anthropicModel } : {}),
    });
  }
  if (settings.openAiBaseUrl || settings.openAiApiKey) {
    return new OpenAiCompatibleSummaryProvider({
      timeoutMs,
      retries,
      ...(settings.openAiBaseUrl ? { baseUrl: settings.openAiBaseUrl } : {}),
      ...(settings.openAiApiKey ? { apiKey: settings.openAiApiKey } : {}),
      ...(settings.openAiModel ? { model: settings.openAiModel } : {}),
    });
  }
  return new LocalSummaryProvider();
}
