/**
 * Sentences composed from parts that may or may not end with a full stop (a rule's method, a
 * dataset's criteria): each ends with exactly one, so no "÷ 12.;" or "itself..".
 */

const END = /[.!?]$/;

/** The text without its final full stops (and trailing space), to be used inside another sentence. */
export function withoutFullStop(text: string): string {
  return text.trimEnd().replace(/\.+$/, '').trimEnd();
}

/**
 * The text as one sentence: ends with a single full stop, added only when it ends with none
 * (an ending "!" or "?" is kept).
 *
 * @example
 * endSentence('and the lot itself.') // 'and the lot itself.'
 * endSentence('criteria: the lot itself') // 'criteria: the lot itself.'
 */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd().replace(/\.{2,}$/, '.');
  return trimmed === '' || END.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * Sentences joined by one space, each ending with one full stop; empty, null and undefined
 * parts are left out.
 *
 * @example
 * joinSentences('Value ÷ 12; about $2,740 per unit', null, 'Fallbacks: band ±20 %') // 'Value ÷ 12; about $2,740 per unit. Fallbacks: band ±20 %.'
 */
export function joinSentences(...parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map(endSentence)
    .join(' ');
}
