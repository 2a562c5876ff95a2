/// <reference types="node" />
/**
 * The README's examples are code, not prose: every ```ts block runs against the engine's
 * sources, and each `expression; // => value` (or a `// => value` line right after a one-line
 * statement) must hold. A README that drifts from the code fails here.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { examples as examplesIn, importedNames, packageIndex, run, typeCheck, withChecks, type Example } from './markdownExamples';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const readmePath = join(packageDir, 'README.md');
const readme = readFileSync(readmePath, 'utf8');

function examples(): Example[] {
  return examplesIn(readme, 'README.md');
}

describe('README examples', () => {
  const all = examples();

  it('has examples to run', () => {
    expect(all.length).toBeGreaterThanOrEqual(15);
  });

  it.each(all.map((example) => [example.line, example] as const))('the block at line %i runs and its results hold', (_line, example) => {
    run(example);
  });

  it('checks many stated results', () => {
    const total = all.reduce((sum, example) => sum + withChecks(example).checks, 0);
    expect(total).toBeGreaterThanOrEqual(40);
  });

  it('imports only names the package index exports', () => {
    const names = [...new Set(all.flatMap((example) => importedNames(example.code)))];
    const notExported = names.filter((name) => !(name in packageIndex));
    expect(notExported, "the README imports these from '@rei/engine' but src/index.ts does not export them").toEqual([]);
  });

  it('every example type-checks as strict TypeScript against the sources', () => {
    const { output, status } = typeCheck(all);
    // file names carry the README line of each block
    expect(output).toBe('');
    expect(status).toBe(0);
  }, 120_000);

  it('names only real exports in the API table', () => {
    const table = readme.slice(readme.indexOf('## API at a glance'), readme.indexOf('\n## ', readme.indexOf('## API at a glance') + 1));
    const rows = table.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Area') && !line.startsWith('| ---'));
    const names = rows.flatMap((row) => [...row.matchAll(/`([A-Za-z_][\w]*)`/g)].map((match) => match[1] as string));
    expect(names.length).toBeGreaterThanOrEqual(60);
    expect(names.filter((name) => !(name in packageIndex)), 'API table names that src/index.ts does not export').toEqual([]);
  });
});
