/// <reference types="node" />
/**
 * Runs the ```ts blocks of a Markdown file against the engine's sources: each
 * `expression; // => value` (or a `// => value` line right after a one-line statement) becomes
 * an `expect(…).toEqual(…)`. Shared by the README test and the docs/*.md test.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect } from 'vitest';
import * as packageIndex from '../src/index';
import * as analysis from '../src/analysis';
import * as calculators from '../src/calculators';
import * as rules from '../src/rules';
import * as address from '../src/address';
import * as format from '../src/format';
import * as addressEntry from '../src/entries/address';
import * as amortizationEntry from '../src/entries/amortization';
import * as brrrEntry from '../src/entries/brrr';
import * as buyHoldEntry from '../src/entries/buy-hold';
import * as creativeFinancingEntry from '../src/entries/creative-financing';
import * as errorsEntry from '../src/entries/errors';
import * as fixFlipEntry from '../src/entries/fix-flip';
import * as formatEntry from '../src/entries/format';
import * as nycCostsEntry from '../src/entries/nyc-costs';
import * as schemasEntry from '../src/entries/schemas';
import * as tiersEntry from '../src/entries/tiers';
import * as wholesaleEntry from '../src/entries/wholesale';

// Names resolve from the package index first; the area indexes stand in for anything the
// index does not export yet, and the export tests report those names.
export const areas: Record<string, unknown> = { ...format, ...address, ...rules, ...calculators, ...analysis, ...packageIndex };
export { packageIndex };

/** What each public subpath exports, by import path (package.json `exports`). */
export const subpathExports: Record<string, Record<string, unknown>> = {
  '@rei/engine/address': addressEntry,
  '@rei/engine/amortization': amortizationEntry,
  '@rei/engine/brrr': brrrEntry,
  '@rei/engine/buy-hold': buyHoldEntry,
  '@rei/engine/creative-financing': creativeFinancingEntry,
  '@rei/engine/errors': errorsEntry,
  '@rei/engine/fix-flip': fixFlipEntry,
  '@rei/engine/format': formatEntry,
  '@rei/engine/nyc-costs': nycCostsEntry,
  '@rei/engine/schemas': schemasEntry,
  '@rei/engine/tiers': tiersEntry,
  '@rei/engine/wholesale': wholesaleEntry,
};

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'(@rei\/engine(?:\/[a-z-]+)?)';\n?/g;

/** Each name a block imports and the path it imports it from ('@rei/engine' or a subpath). */
export function imports(code: string): Array<{ name: string; from: string }> {
  const found: Array<{ name: string; from: string }> = [];
  for (const match of code.matchAll(IMPORT)) {
    for (const part of (match[1] as string).split(',')) {
      const name = part.replace(/^\s*type\s+/, '').trim();
      if (name) found.push({ name, from: match[2] as string });
    }
  }
  return found;
}

export interface Example {
  /** The file the block is in, for messages ("README.md"). */
  file: string;
  line: number;
  code: string;
}

export function examples(markdown: string, file: string): Example[] {
  const found: Example[] = [];
  const fence = /^```ts\n([\s\S]*?)^```/gm;
  for (const match of markdown.matchAll(fence)) {
    const line = markdown.slice(0, match.index).split('\n').length + 1;
    found.push({ file, line, code: match[1] as string });
  }
  return found;
}

/** The names a block imports from the package root, '@rei/engine'. */
export function importedNames(code: string): string[] {
  return imports(code).filter((item) => item.from === '@rei/engine').map((item) => item.name);
}

/** Turns `expr; // => value` lines into checks; returns the runnable body and the number of checks. */
export function withChecks(example: Example): { body: string; checks: number } {
  const lines = example.code.replace(IMPORT, '').split('\n');
  const importLines = example.code.split('\n').length - lines.length;
  let checks = 0;
  const out = lines.map((text, index) => {
    const where = `${example.file} line ${example.line + index + importLines}`;
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

/** Runs one block; returns the number of `// =>` checks it made. */
export function run(example: Example): number {
  const { body, checks } = withChecks(example);
  const imported = imports(example.code);
  const names = imported.map((item) => item.name);
  const js = ts.transpileModule(body, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } })
    .outputText.replace(/^export \{\};\s*$/m, '');
  const check = (actual: () => unknown, expected: unknown, where: string) => expect(actual(), where).toEqual(expected);
  const sourceOf = (from: string): Record<string, unknown> => (from === '@rei/engine' ? areas : (subpathExports[from] ?? {}));
  const missing = imported.filter(({ name, from }) => !(name in sourceOf(from))).map(({ name, from }) => `${name} (from '${from}')`);
  if (missing.length > 0) throw new Error(`${example.file} line ${example.line}: the engine exports no ${missing.join(', ')}`);
  const scope = Object.fromEntries(imported.map(({ name, from }) => [name, sourceOf(from)[name]]));
  // Running the Markdown's own examples is the point of this helper.
  new Function('__scope', '__check', `const { ${names.join(', ')} } = __scope;\n${js}`)(scope, check);
  return checks;
}

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Type-checks every block as strict TypeScript, each its own module, in a consumer folder whose
 * @rei/engine is this package read through the `source` condition (no build needed). File names
 * carry the Markdown file and line of each block. Returns tsc's output and exit status.
 */
export function typeCheck(all: readonly Example[]): { output: string; status: number | null } {
  const consumerDir = mkdtempSync(join(tmpdir(), 'rei-engine-examples-'));
  try {
    mkdirSync(join(consumerDir, 'node_modules', '@rei'), { recursive: true });
    symlinkSync(packageDir, join(consumerDir, 'node_modules', '@rei', 'engine'), 'dir');
    const files = all.map((example) => {
      const file = `example-${example.file.replace(/[^A-Za-z0-9]+/g, '-')}-line-${example.line}.ts`;
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
    return { output: `${result.stdout}${result.stderr}`, status: result.status };
  } finally {
    rmSync(consumerDir, { recursive: true, force: true });
  }
}
