import { describe, expect, it } from 'vitest';
import { BUILT_IN_SUMMARY_LABEL, isBuiltInSummary, summaryAuthorLabel } from './summaryAuthor';

describe('summaryAuthorLabel', () => {
  it('labels the built-in writer as a template, never as a model', () => {
    expect(summaryAuthorLabel('rei-local-v1')).toBe(BUILT_IN_SUMMARY_LABEL);
    expect(summaryAuthorLabel(null, 'local')).toBe(BUILT_IN_SUMMARY_LABEL);
    expect(BUILT_IN_SUMMARY_LABEL).not.toMatch(/claude|gpt|llama/i);
  });
  it('names a model only when that model wrote the text', () => {
    expect(summaryAuthorLabel('claude-sonnet-4-5', 'anthropic')).toBe('AI summary by claude-sonnet-4-5 (anthropic)');
    expect(isBuiltInSummary('gpt-4o', 'openai-compatible')).toBe(false);
    expect(summaryAuthorLabel(null)).toBe('Summary (author not recorded)');
  });
});
