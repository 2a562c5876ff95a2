import { AnthropicSummaryProvider } from './AnthropicSummaryProvider';
import { LocalSummaryProvider } from './LocalSummaryProvider';
import { OpenAiCompatibleSummaryProvider } from './OpenAiCompatibleSummaryProvider';
import type { SummaryProvider } from './SummaryProvider';

function positiveNumber(text: string | undefined, fallback: number): number {
  const n = Number(text);
  return text && Number.isFinite(n) && n > 0 ? n : fallback;
}

/**
 * Picks the summary provider from the environment:
 * - `ANTHROPIC_API_KEY` set → Anthropic (`ANTHROPIC_BASE_URL`, `ANTHROPIC_MODEL`);
 * - else `OPENAI_BASE_URL` or `OPENAI_API_KEY` set → OpenAI-compatible (`OPENAI_MODEL`);
 * - else the embedded deterministic `LocalSummaryProvider`.
 * `AI_TIMEOUT_MS` (default 30 000) bounds every remote call.
 */
export function summaryProviderFromEnv(env: Record<string, string | undefined> = process.env): SummaryProvider {
  const timeoutMs = positiveNumber(env['AI_TIMEOUT_MS'], 30_000);
  const anthropicKey = env['ANTHROPIC_API_KEY']?.trim();
  if (anthropicKey) {
    return new AnthropicSummaryProvider({
      apiKey: anthropicKey,
      timeoutMs,
      ...(env['ANTHROPIC_BASE_URL'] ? { baseUrl: env['ANTHROPIC_BASE_URL'] } : {}),
      ...(env['ANTHROPIC_MODEL'] ? { model: env['ANTHROPIC_MODEL'] } : {}),
    });
  }
  const openAiBase = env['OPENAI_BASE_URL']?.trim();
  const openAiKey = env['OPENAI_API_KEY']?.trim();
  if (openAiBase || openAiKey) {
    return new OpenAiCompatibleSummaryProvider({
      timeoutMs,
      ...(openAiBase ? { baseUrl: openAiBase } : {}),
      ...(openAiKey ? { apiKey: openAiKey } : {}),
      ...(env['OPENAI_MODEL'] ? { model: env['OPENAI_MODEL'] } : {}),
    });
  }
  return new LocalSummaryProvider();
}
