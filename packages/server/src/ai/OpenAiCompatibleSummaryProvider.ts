import { AiProviderError } from './AiProviderError';
import type { OutsideService } from '../http/outsideService';
import { aiProviderService, joinUrl, postJson } from './http';
import { buildSummaryPrompt, parseSummarySections, SUMMARY_SYSTEM_PROMPT } from './prompt';
import { joinSections, type SummaryProvider, type SummaryRequest, type SummaryResult } from './SummaryProvider';

export interface OpenAiCompatibleSummaryConfig {
  /** Base URL including the version path, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama). */
  baseUrl?: string;
  /** Sent as a bearer token when set; local servers (Ollama, llama.cpp) need none. */
  apiKey?: string;
  /** Default gpt-4o-mini. */
  model?: string;
  /** Per attempt, default 30 000 ms. */
  timeoutMs?: number;
  /** Retries of a 429, 5xx or dropped connection (default 1). */
  retries?: number;
  maxTokens?: number;
}

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';

interface ChatCompletion {
  choices?: { message?: { content?: string | null } }[];
}

/**
 * Writes summaries with any OpenAI-compatible chat-completions server
 * (`POST {baseUrl}/chat/completions`): OpenAI, Ollama, llama.cpp, vLLM.
 */
export class OpenAiCompatibleSummaryProvider implements SummaryProvider {
  readonly name = 'openai-compatible';
  readonly model: string;
  private readonly baseUrl: string;
  private readonly apiKey: string | undefined;
  private readonly maxTokens: number;
  private readonly service: OutsideService;

  constructor(config: OpenAiCompatibleSummaryConfig = {}) {
    this.baseUrl = config.baseUrl ?? OPENAI_DEFAULT_BASE_URL;
    this.apiKey = config.apiKey;
    this.model = config.model ?? OPENAI_DEFAULT_MODEL;
    this.maxTokens = config.maxTokens ?? 1_500;
    this.service = aiProviderService(this.name, config.timeoutMs ?? 30_000, config.retries ?? 1);
  }

  async generate(request: SummaryRequest): Promise<SummaryResult> {
    const json = (await postJson(
      this.service,
      this.name,
      joinUrl(this.baseUrl, '/chat/completions'),
      this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {},
      {
        model: this.model,
        temperature: 0.2,
        max_tokens: this.maxTokens,
        messages: [
          { role: 'system', content: SUMMARY_SYSTEM_PROMPT },
          { role: 'user', content: buildSummaryPrompt(request) },
        ],
      },
    )) as ChatCompletion;
    const text = json.choices?.[0]?.message?.content?.trim();
    if (!text) throw new AiProviderError(this.name, 'the answer held no choices[0].message.content');
    const sections = parseSummarySections(this.name, text);
    return { summary: joinSections(sections), sections, provider: this.name, model: this.model };
  }
}
