import type { FieldIssue } from './EngineInputError';

/** Levenshtein distance between two strings (insertions, deletions and substitutions cost 1). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The known key `key` most likely misspells: the one at the smallest edit distance (ignoring
 * case), when that distance is at most a third of the key's length, between 1 and 3 (a longer
 * key may carry more typos); `undefined` when no known key is that close.
 */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  const lower = key.toLowerCase();
  const limit = Math.max(1, Math.min(3, Math.floor(key.length / 3)));
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/** The issue of an unknown key at `field`, with a "did you mean" when a known key is close (see `closestKey`). */
export function unknownKeyIssue(field: string, key: string, known: readonly string[]): FieldIssue {
  const suggestion = closestKey(key, known);
  return {
    field,
    message: suggestion === undefined ? 'unknown field' : `unknown field — did you mean \`${suggestion}\`?`,
  };
}
