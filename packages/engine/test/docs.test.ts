/// <reference types="node" />
/**
 * The hand-written pages in docs/*.md (published in the TypeDoc reference) hold runnable
 * examples: every ```ts block runs against the engine's sources and type-checks as strict
 * TypeScript, and every `// => value` claim must hold — the README's mechanism
 * (markdownExamples.ts), applied to each page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { examples, run, typeCheck, withChecks } from './markdownExamples';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const docsDir = join(packageDir, 'docs');
const pages = readdirSync(docsDir)
  .filter((file) => file.endsWith('.md'))
  .sort();
const all = pages.flatMap((file) => examples(readFileSync(join(docsDir, file), 'utf8'), `docs/${file}`));

/** The calculator pages the docs must have (one per calculator, plus the Excel page). */
const REQUIRED_PAGES = [
  'buy-and-hold.md',
  'fix-and-flip.md',
  'wholesale.md',
  'creative-financing.md',
  'brrrr.md',
  'loans-and-amortization.md',
  'nyc-closing-costs-and-property-tax.md',
  'differences-from-excel.md',
];

describe('docs pages', () => {
  it('has a page per calculator and the Excel page', () => {
    expect(pages).toEqual(expect.arrayContaining(REQUIRED_PAGES));
  });

  it.each(REQUIRED_PAGES.filter((page) => page !== 'differences-from-excel.md'))('%s has a runnable example with checked results', (page) => {
    const blocks = all.filter((example) => example.file === `docs/${page}`);
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.reduce((sum, example) => sum + withChecks(example).checks, 0)).toBeGreaterThanOrEqual(3);
  });

  it.each(all.map((example) => [`${example.file}:${example.line}`, example] as const))('the block at %s runs and its results hold', (_where, example) => {
    run(example);
  });

  it('every example type-checks as strict TypeScript against the sources', () => {
    const { output, status } = typeCheck(all);
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 120_000);

  it('the Storybook page links every page', () => {
    const story = readFileSync(join(packageDir, '..', '..', 'stories', 'EngineReference', 'EngineReference.stories.tsx'), 'utf8');
    const linked = [...story.matchAll(/file: '([a-z-]+)'/g)].map((match) => `${match[1]}.md`).sort();
    expect(linked).toEqual(pages);
  });
});
