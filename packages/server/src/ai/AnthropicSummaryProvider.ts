import { AiProviderError } from './AiProviderError';
import type { OutsideService } from '../http/outsideService';
import { aiProviderService, joinUrl, postJson } from './http';
import { buildSummaryPrompt, parseSummarySections, SUMMARY_SYSTEM_PROMPT } from './prompt';
import { joinSections, type SummaryProvider, type SummaryRequest, type SummaryResult } from './SummaryProvider';

export interface AnthropicSummaryConfig {
  apiKey: string;
  /** Default https://api.anthropic.com (the Messages API lives at {baseUrl}/v1/messages). */
  baseUrl?: string;
  /** Default claude-sonnet-4-5. */
  model?: string;
  /** Per attempt, default 30 000 ms. */
  timeoutMs?: number;
  /** Retries of a 429, 5xx or dropped connection (default 1). */
  retries?: number;
  maxTokens?: number;
}

export const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com';
export const ANTHROPIC_DEFAULT_MODEL = 'claude-sonnet-4-5';
const ANTHROPIC_VERSION = '2023-06-01';

interface AnthropicMessage {
  type?: string;
  content?: { type?: string; text?: string }[];
}

/**
 * Writes summaries with the Anthropic Messages API (`POST /v1/messages`, `x-api-key`,
 * `anthropic-version: 2023-06-01`). The answer's text blocks are joined and split into
 * the three sections.
 */
export class AnthropicSummaryProvider implements SummaryProvider {
  readonly name = 'anthropic';
  readonly model: string;
  private readonly config: Required<AnthropicSummaryConfig>;
  private readonly service: OutsideService;

  constructor(config: AnthropicSummaryConfig) {
    this.config = {
      baseUrl: ANTHROPIC_DEFAULT_BASE_URL,
      model: ANTHROPIC_DEFAULT_MODEL,
      timeoutMs: 30_000,
      retries: 1,
      maxTokens: 1_500,
      ...config,
    };
    this.model = this.config.model;
    this.service = aiProviderService(this.name, this.config.timeoutMs, this.config.retries);
  }

  async generate(request: SummaryRequest): Promise<SummaryResult> {
    const json = (await postJson(
      this.service,
      this.name,
      joinUrl(this.config.baseUrl, '/v1/messages'),
      { 'x-api-key': this.config.apiKey, 'anthropic-version': ANTHROPIC_VERSION },
      {
        model: this.config.model,
        max_tokens: this.config.maxTokens,
        system: SUMMARY_SYSTEM_PROMPT,
        messages: [{ role: 'user', content: buildSummaryPrompt(request) }],
      },
    )) as AnthropicMessage;
    const text = (json.content ?? [])
      .filter((block) => block.type === 'text' && typeof block.text === 'string')
      .map((block) => block.text)
      .join('\n')
      .trim();
    if (!text) throw new AiProviderError(this.name, 'the answer held no text content');
    const sections = parseSummarySections(this.name, text);
    return { summary: joinSections(sections), sections, provider: this.name, model: this.model };
  }
}
