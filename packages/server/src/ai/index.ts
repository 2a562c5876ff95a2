export {
  joinSections,
  SUMMARY_HEADINGS,
  type SummaryProperty,
  type SummaryProvider,
  type SummaryRequest,
  type SummaryResult,
  type SummarySections,
  type SummaryStrategy,
} from './SummaryProvider';
export { AiProviderError } from './AiProviderError';
export { LocalSummaryProvider, LOCAL_SUMMARY_MODEL, writeLocalSummary } from './LocalSummaryProvider';
export {
  AnthropicSummaryProvider,
  ANTHROPIC_DEFAULT_BASE_URL,
  ANTHROPIC_DEFAULT_MODEL,
  type AnthropicSummaryConfig,
} from './AnthropicSummaryProvider';
export {
  OpenAiCompatibleSummaryProvider,
  OPENAI_DEFAULT_BASE_URL,
  OPENAI_DEFAULT_MODEL,
  type OpenAiCompatibleSummaryConfig,
} from './OpenAiCompatibleSummaryProvider';
export { summaryProviderFor, type AiSettings } from './summaryProviderFor';
export { buildSummaryPrompt, parseSummarySections, SUMMARY_SYSTEM_PROMPT } from './prompt';
