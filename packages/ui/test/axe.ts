import axe from 'axe-core';

const failingImpacts = new Set(['serious', 'critical']);

/**
 * Runs axe-core over `document.body` (so content Radix portals out of the story root is
 * checked too) and returns one line per serious or critical violation.
 * color-contrast is off: jsdom computes no styles (test/contrast.test.ts covers the theme pairs).
 */
export async function accessibilityViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
          .map((node) => node.html)
          .slice(0, 3)
          .join('\n  ')}`,
    );
}
