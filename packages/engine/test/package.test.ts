/// <reference types="node" />
/**
 * Packaging proof: the built package (dist/) works for the three kinds of consumer other teams
 * are — plain ESM `import`, CommonJS `require`, and TypeScript with NodeNext resolution — and
 * resolves only through package.json `exports` (never the workspace-only `source` condition).
 *
 * It runs against dist/ as built; the root `pnpm test` builds the engine first.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sourceIndex from '../src/index';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(packageDir, 'dist');
const builtFiles = ['index.js', 'index.cjs', 'index.d.ts', 'index.d.cts'];

interface EnginePackageJson {
  name: string;
  version: string;
  type: string;
  main: string;
  module: string;
  types: string;
  sideEffects: boolean;
  files: string[];
  dependencies: Record<string, string>;
  exports: Record<string, unknown>;
}
const packageJson = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as EnginePackageJson;

// The engine's own TypeScript (pinned to 5.9), found the way the package finds it.
const tscBin = join(dirname(createRequire(join(packageDir, 'package.json')).resolve('typescript/package.json')), 'bin', 'tsc');

let consumerDir = '';
const sourceExportNames = Object.keys(sourceIndex).sort();

function assertBuilt(): void {
  const missing = builtFiles.filter((file) => !existsSync(join(distDir, file)));
  if (missing.length > 0) {
    throw new Error(
      `@rei/engine dist/ is missing ${missing.join(', ')}. Build it first: \`pnpm --filter @rei/engine build\` ` +
        '(the root `pnpm test` does this before running the tests).',
    );
  }
}

function runNode(script: string): string {
  return execFileSync(process.execPath, [script], { cwd: consumerDir, encoding: 'utf8' });
}

function runTsc(project: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [tscBin, '-p', project], { cwd: consumerDir, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Bare module names a built file imports or requires (relative paths excluded). */
function importedPackages(code: string): string[] {
  const names = new Set<string>();
  const patterns = [/\bfrom\s*["']([^"']+)["']/g, /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g, /\brequire\s*\(\s*["']([^"']+)["']\s*\)/g, /^\s*import\s*["']([^"']+)["']/gm];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) {
      const name = match[1] as string;
      if (!name.startsWith('.')) names.add(name);
    }
  }
  return [...names].sort();
}

beforeAll(() => {
  assertBuilt();
  // A throwaway consumer project whose node_modules/@rei/engine is this package folder,
  // so Node and TypeScript resolve it exactly as an installed dependency.
  consumerDir = mkdtempSync(join(tmpdir(), 'rei-engine-consumer-'));
  mkdirSync(join(consumerDir, 'node_modules', '@rei'), { recursive: true });
  symlinkSync(packageDir, join(consumerDir, 'node_modules', '@rei', 'engine'), 'dir');
});

afterAll(() => {
  if (consumerDir) rmSync(consumerDir, { recursive: true, force: true });
});

describe('@rei/engine as built', () => {
  it('works from a plain ESM import resolved through exports', () => {
    writeFileSync(
      join(consumerDir, 'consumer.mjs'),
      [
        "import { monthlyPayment, ENGINE_VERSION, EngineInputError, irr } from '@rei/engine';",
        'let invalidFields = [];',
        "try { monthlyPayment({ principal: -1, annualRatePercent: 5, termMonths: 360 }); } catch (error) { if (error instanceof EngineInputError) invalidFields = error.fields; }",
        'console.log(JSON.stringify({',
        "  resolved: import.meta.resolve('@rei/engine'),",
        '  version: ENGINE_VERSION,',
        '  payment: monthlyPayment({ principal: 200000, annualRatePercent: 4.75, termMonths: 360 }),',
        '  invalidFields,',
        '  irrPercent: irr([-1000, 1100]),',
        "  exportNames: Object.keys(await import('@rei/engine')).sort(),",
        '}));',
      ].join('\n'),
    );
    const output = JSON.parse(runNode('consumer.mjs')) as {
      resolved: string;
      version: string;
      payment: number;
      invalidFields: string[];
      irrPercent: number | null;
      exportNames: string[];
    };
    // Node follows the symlink, so the entry is this package's dist/index.js, picked by the `import` condition
    expect(fileURLToPath(output.resolved)).toBe(join(realpathSync(packageDir), 'dist', 'index.js'));
    expect(output.version).toBe(packageJson.version);
    // 200,000 at 4.75 % over 360 months (the amortization test's hand-checked figure)
    expect(output.payment).toBe(1043.29);
    expect(output.invalidFields).toEqual(['principal']);
    // 1,100 back a year after 1,000 in: 10 %
    expect(output.irrPercent).toBe(10);
    // the build is current: it exports exactly what src/index.ts exports
    expect(output.exportNames, 'dist/index.js exports differ from src/index.ts — rebuild').toEqual(sourceExportNames);
  }, 30_000);

  it('works from CommonJS require resolved through exports', () => {
    writeFileSync(
      join(consumerDir, 'consumer.cjs'),
      [
        "const engine = require('@rei/engine');",
        'console.log(JSON.stringify({',
        "  resolved: require.resolve('@rei/engine'),",
        '  version: engine.ENGINE_VERSION,',
        '  payment: engine.monthlyPayment({ principal: 36000, annualRatePercent: 0, termMonths: 360 }),',
        '  exportsAreFunctions: typeof engine.amortizationSchedule === "function" && typeof engine.EngineInputError === "function",',
        '  exportNames: Object.keys(engine).sort(),',
        '}));',
      ].join('\n'),
    );
    const output = JSON.parse(runNode('consumer.cjs')) as {
      resolved: string;
      version: string;
      payment: number;
      exportsAreFunctions: boolean;
      exportNames: string[];
    };
    expect(output.resolved).toBe(join(realpathSync(packageDir), 'dist', 'index.cjs'));
    expect(output.version).toBe(packageJson.version);
    // 36,000 at 0 % over 360 months = 100 a month
    expect(output.payment).toBe(100);
    expect(output.exportsAreFunctions).toBe(true);
    expect(output.exportNames, 'dist/index.cjs exports differ from src/index.ts — rebuild').toEqual(sourceExportNames);
  }, 30_000);

  it('type-checks a TypeScript consumer with tsc --noEmit and NodeNext resolution (ESM and CJS)', () => {
    const compilerOptions = {
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      target: 'ES2022',
      strict: true,
      noEmit: true,
      types: [],
      // the declaration files themselves are checked in the next test, far faster than a full lib check
      skipLibCheck: true,
    };
    writeFileSync(join(consumerDir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    writeFileSync(
      join(consumerDir, 'consumer.ts'),
      [
        "import { amortizationSchedule, cashFlowProjectionDefaults, ENGINE_VERSION, EngineInputError, irr, monthlyPayment, projectCashFlows } from '@rei/engine';",
        "import type { AmortizationRow, CashFlowProjection, FieldIssue, LoanInput } from '@rei/engine';",
        'const loan: LoanInput = { principal: 250_000, annualRatePercent: 6.5, termMonths: 360 };',
        'const payment: number = monthlyPayment(loan);',
        'const rows: AmortizationRow[] = amortizationSchedule(loan);',
        'const version: string = ENGINE_VERSION;',
        'const projection: CashFlowProjection = projectCashFlows(cashFlowProjectionDefaults({ holdingYears: 7 }));',
        'const rate: number | null = irr(projection.cashFlows);',
        'function describeIssues(error: unknown): FieldIssue[] { return error instanceof EngineInputError ? [...error.issues] : []; }',
        'export const summary = { payment, months: rows.length, version, rate, describeIssues };',
      ].join('\n'),
    );
    writeFileSync(
      join(consumerDir, 'consumer-require.cts'),
      [
        "import { monthlyPayment, type LoanInput } from '@rei/engine';",
        'const loan: LoanInput = { principal: 1_000, annualRatePercent: 0, termMonths: 10 };',
        'export const payment: number = monthlyPayment(loan);',
      ].join('\n'),
    );
    // The types are real, not `any`: a wrong field type must be rejected.
    writeFileSync(
      join(consumerDir, 'consumer-wrong.ts'),
      "import { monthlyPayment } from '@rei/engine';\nexport const payment = monthlyPayment({ principal: 'lots', annualRatePercent: 5, termMonths: 360 });\n",
    );
    writeFileSync(
      join(consumerDir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions, files: ['consumer.ts', 'consumer-require.cts', 'consumer-wrong.ts'] }),
    );
    const { status, output } = runTsc('tsconfig.json');
    expect(status).not.toBe(0);
    const errorLines = output.split('\n').filter((line) => line.includes('error TS'));
    // the only errors are the deliberate ones
    expect(errorLines.filter((line) => !line.startsWith('consumer-wrong.ts'))).toEqual([]);
    expect(errorLines.some((line) => line.includes('error TS2322'))).toBe(true);
  }, 120_000);

  it('ships declaration files that type-check against their dependencies', () => {
    assertBuilt();
    const declarationFiles = [join(distDir, 'index.d.ts'), join(distDir, 'index.d.cts')];
    const program = ts.createProgram(declarationFiles, {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      noEmit: true,
      types: [],
      skipLibCheck: false,
    });
    // Only the engine's own declarations are checked (zod's are zod's business).
    const problems = declarationFiles.flatMap((file) => {
      const source = program.getSourceFile(file);
      if (!source) return [`${file} was not loaded`];
      return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map(
        (diagnostic) => `${file}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
      );
    });
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('@rei/engine package.json and bundle', () => {
  it('depends on decimal.js and zod only, at run time and in the bundle', () => {
    assertBuilt();
    expect(Object.keys(packageJson.dependencies).sort()).toEqual(['decimal.js', 'zod']);
    // The entries share chunks: what the build imports is the union over its files, per format.
    const importedBy = (extension: string): string[] =>
      [...new Set(readdirSync(distDir).filter((file) => file.endsWith(extension)).flatMap((file) => importedPackages(readFileSync(join(distDir, file), 'utf8'))))].sort();
    // zod/mini only: classic `zod` does not tree-shake (issue 31), and the engine words zod's
    // English messages itself (errors/englishMessage.ts) rather than loading `zod/locales`.
    expect(importedBy('.js')).toEqual(['decimal.js', 'zod/mini']);
    expect(importedBy('.cjs')).toEqual(['decimal.js', 'zod/mini']);
  });

  it('declares entry points, types, files and side effects correctly', () => {
    expect(packageJson.name).toBe('@rei/engine');
    expect(packageJson.type).toBe('module');
    expect(packageJson.sideEffects).toBe(false);
    expect(packageJson.files).toEqual(expect.arrayContaining(['dist', 'README.md']));
    expect(packageJson.files).not.toContain('src');
    expect(packageJson.main).toBe('./dist/index.cjs');
    expect(packageJson.module).toBe('./dist/index.js');
    expect(packageJson.types).toBe('./dist/index.d.ts');

    const root = packageJson.exports['.'] as Record<string, unknown>;
    // `source` serves the monorepo's own tests and tools; it must come first to win there.
    expect(Object.keys(root)).toEqual(['source', 'import', 'require']);
    // `types` first inside each branch, as TypeScript requires.
    expect(root.import).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' });
    expect(root.require).toEqual({ types: './dist/index.d.cts', default: './dist/index.cjs' });
    expect(packageJson.exports['./package.json']).toBe('./package.json');
    for (const target of [packageJson.main, packageJson.module, packageJson.types, './dist/index.d.cts']) {
      expect(existsSync(join(packageDir, target)), `${target} exists`).toBe(true);
    }
  });

  it('publishes only the build, the README, the CHANGELOG and package.json', () => {
    assertBuilt();
    // npm applies `files` the same way pnpm publish does; --dry-run writes nothing.
    const packed = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: packageDir, encoding: 'utf8' });
    expect(packed.status, packed.stderr).toBe(0);
    const [manifest] = JSON.parse(packed.stdout) as [{ files: { path: string }[] }];
    const paths = manifest.files.map((file) => file.path).sort();
    expect(paths).toEqual(expect.arrayContaining(['README.md', 'package.json', ...builtFiles.map((file) => `dist/${file}`)]));
    const unexpected = paths.filter((path) => !path.startsWith('dist/') && !['README.md', 'CHANGELOG.md', 'package.json', 'LICENSE'].includes(path));
    expect(unexpected).toEqual([]);
  }, 60_000);
});
