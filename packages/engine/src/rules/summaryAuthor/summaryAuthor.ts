/**
 * Who wrote a stored summary, in words a reader can trust: the built-in writer is a template
 * filled with the deal's figures, not a model, and is never labelled as one; a model is named
 * only when that model wrote the text.
 */

/** The model name stored with summaries written by REI's built-in template writer. */
export const BUILT_IN_SUMMARY_MODEL = 'rei-local-v1';

/** How a built-in template summary is labelled wherever its text appears. */
export const BUILT_IN_SUMMARY_LABEL = 'Built-in template summary (filled in from the figures; not written by an AI model)';

/** True when the text was written by the built-in template writer (by its model or provider name). */
export function isBuiltInSummary(model: string | null | undefined, provider?: string | null): boolean {
  return model === BUILT_IN_SUMMARY_MODEL || provider === 'local';
}

/**
 * The author line of a summary: the built-in template's label, or "AI summary by {model}".
 *
 * @example
 * summaryAuthorLabel('rei-local-v1') // 'Built-in template summary (filled in from the figures; not written by an AI model)'
 * summaryAuthorLabel('claude-sonnet-4-5', 'anthropic') // 'AI summary by claude-sonnet-4-5 (anthropic)'
 */
export function summaryAuthorLabel(model: string | null | undefined, provider?: string | null): string {
  if (isBuiltInSummary(model, provider)) return BUILT_IN_SUMMARY_LABEL;
  if (!model) return provider ? `AI summary (${provider})` : 'Summary (author not recorded)';
  return `AI summary by ${model}${provider ? ` (${provider})` : ''}`;
}
