/// <reference types="node" />
/**
 * The README's examples are code, not prose: every ```ts block runs against the engine's
 * sources, and each `expression; // => value` (or a `// => value` line right after a one-line
 * statement) must hold. A README that drifts from the code fails here.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as packageIndex from '../src/index';
import * as analysis from '../src/analysis';
import * as calculators from '../src/calculators';
import * as rules from '../src/rules';
import * as address from '../src/address';
import * as format from '../src/format';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const readmePath = join(packageDir, 'README.md');
const readme = readFileSync(readmePath, 'utf8');

// Names resolve from the package index first; the area indexes stand in for anything the
// index does not export yet, and the export test below reports those names.
const areas: Record<string, unknown> = { ...format, ...address, ...rules, ...calculators, ...analysis, ...packageIndex };

interface Example {
  line: number;
  code: string;
}

function examples(): Example[] {
  const found: Example[] = [];
  const fence = /^```ts\n([\s\S]*?)^```/gm;
  for (const match of readme.matchAll(fence)) {
    const line = readme.slice(0, match.index).split('\n').length + 1;
    found.push({ line, code: match[1] as string });
  }
  return found;
}

function importedNames(code: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@rei\/engine';/g)) {
    for (const part of (match[1] as string).split(',')) {
      const name = part.replace(/^\s*type\s+/, '').trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/** Turns `expr; // => value` lines into checks; returns the runnable body and the number of checks. */
function withChecks(example: Example): { body: string; checks: number } {
  const lines = example.code.replace(/import\s*\{[^}]*\}\s*from\s*'@rei\/engine';\n?/g, '').split('\n');
  const importLines = example.code.split('\n').length - lines.length;
  let checks = 0;
  const out = lines.map((text, index) => {
    const where = `README.md line ${example.line + index + importLines}`;
    const sameLine = /^(\s*)(.+?);\s*\/\/ => (.+)$/.exec(text);
    if (sameLine) {
      checks += 1;
      return `${sameLine[1]}__check(() => (${sameLine[2]}), (${sameLine[3]}), ${JSON.stringify(where)});`;
    }
    const ownLine = /^\s*\/\/ => (.+)$/.exec(text);
    if (ownLine) {
      const previous = lines[index - 1] ?? '';
      const statement = /^(\s*)(.+);\s*(\/\/.*)?$/.exec(previous);
      if (!statement) throw new Error(`${where}: a "// =>" line must follow a one-line statement`);
      checks += 1;
      return `__check(() => (${statement[2]}), (${ownLine[1]}), ${JSON.stringify(where)});`;
    }
    return text;
  });
  // A statement followed by its own `// =>` line is now evaluated by the check; drop the original.
  const body = out.filter((text, index) => !(/^\s*\/\/ => /.test(lines[index + 1] ?? '') && text === lines[index])).join('\n');
  return { body, checks };
}

function run(example: Example): number {
  const { body, checks } = withChecks(example);
  const names = importedNames(example.code);
  const js = ts.transpileModule(body, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } })
    .outputText.replace(/^export \{\};\s*$/m, '');
  const check = (actual: () => unknown, expected: unknown, where: string) => expect(actual(), where).toEqual(expected);
  const missing = names.filter((name) => !(name in areas));
  if (missing.length > 0) throw new Error(`README.md line ${example.line}: the engine exports no ${missing.join(', ')}`);
  const scope = Object.fromEntries(names.map((name) => [name, areas[name]]));
  // Running the README's own examples is the point of this test.
  new Function('__scope', '__check', `const { ${names.join(', ')} } = __scope;\n${js}`)(scope, check);
  return checks;
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
    // A consumer folder whose @rei/engine is this package, read through the `source` condition,
    // so the check needs no build. Each block is its own module.
    const consumerDir = mkdtempSync(join(tmpdir(), 'rei-engine-readme-'));
    try {
      mkdirSync(join(consumerDir, 'node_modules', '@rei'), { recursive: true });
      symlinkSync(packageDir, join(consumerDir, 'node_modules', '@rei', 'engine'), 'dir');
      const files = all.map((example) => {
        const file = `example-line-${example.line}.ts`;
        writeFileSync(join(consumerDir, file), example.code);
        return file;
      });
      const compilerOptions = {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        customConditions: ['source'],
        strict: true,
        noUncheckedIndexedAccess: true,
        noEmit: true,
        types: [],
        skipLibCheck: true,
      };
      writeFileSync(join(consumerDir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files }));
      const tsc = join(dirname(createRequire(join(packageDir, 'package.json')).resolve('typescript/package.json')), 'bin', 'tsc');
      const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: consumerDir, encoding: 'utf8' });
      // file names carry the README line of each block
      expect(`${result.stdout}${result.stderr}`).toBe('');
      expect(result.status).toBe(0);
    } finally {
      rmSync(consumerDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('names only real exports in the API table', () => {
    const table = readme.slice(readme.indexOf('## API at a glance'), readme.indexOf('\n## ', readme.indexOf('## API at a glance') + 1));
    const rows = table.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Area') && !line.startsWith('| ---'));
    const names = rows.flatMap((row) => [...row.matchAll(/`([A-Za-z_][\w]*)`/g)].map((match) => match[1] as string));
    expect(names.length).toBeGreaterThanOrEqual(60);
    expect(names.filter((name) => !(name in packageIndex)), 'API table names that src/index.ts does not export').toEqual([]);
  });
});
