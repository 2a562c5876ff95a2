import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = path.join(REPO_ROOT, 'tooling', 'lint-fixtures');

/** The repository's own eslint.config.js; ignore patterns off so the fixture folder can be linted. */
const eslint = new ESLint({ cwd: REPO_ROOT, ignore: false });

/**
 * Lints a fixture's text as if it were a file at `lintAs` (a path inside a package), so the
 * package's own rules apply, and returns the rule ids that fired.
 */
async function ruleIdsFor(fixture: string, lintAs: string): Promise<string[]> {
  const [result] = await eslint.lintText(readFileSync(path.join(FIXTURES, fixture), 'utf8'), { filePath: path.join(REPO_ROOT, lintAs) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

describe('the lint rules guarding the package boundaries', () => {
  const violations = [
    { fixture: 'engineImportsNodeFs.ts', lintAs: 'packages/engine/src/lintProbe.ts', rule: 'no-restricted-imports' },
    { fixture: 'uiFetches.tsx', lintAs: 'packages/ui/src/lintProbe.tsx', rule: 'no-restricted-globals' },
    { fixture: 'uiImportsServer.ts', lintAs: 'packages/ui/src/lintProbe.ts', rule: 'no-restricted-imports' },
    { fixture: 'serverImportsApp.ts', lintAs: 'packages/server/src/lintProbe.ts', rule: 'no-restricted-imports' },
    { fixture: 'appImportsServerRuntime.ts', lintAs: 'packages/app/src/lintProbe.ts', rule: 'no-restricted-imports' },
    { fixture: 'appImportsServerByPath.ts', lintAs: 'packages/app/src/lintProbe.ts', rule: 'import-x/no-restricted-paths' },
    { fixture: 'contractImportsServerRuntime.ts', lintAs: 'packages/server/src/contract/lintProbe.ts', rule: 'no-restricted-imports' },
    { fixture: 'nycImportsServices.ts', lintAs: 'packages/server/src/nyc/lintProbe.ts', rule: 'import-x/no-restricted-paths' },
    { fixture: 'serviceImportsDrizzle.ts', lintAs: 'packages/server/src/services/lintProbe.ts', rule: 'no-restricted-imports' },
    { fixture: 'serviceImportsDrizzle.ts', lintAs: 'packages/server/src/routes/lintProbe.ts', rule: 'no-restricted-imports' },
    { fixture: 'serverReadsEnv.ts', lintAs: 'packages/server/src/services/lintProbe.ts', rule: 'no-restricted-properties' },
    { fixture: 'serverReadsEnv.ts', lintAs: 'packages/server/src/cli/lintProbe.ts', rule: 'no-restricted-properties' },
    // The Drizzle ban replaces the server-wide no-restricted-imports for services/: the app ban must still hold there.
    { fixture: 'serverImportsApp.ts', lintAs: 'packages/server/src/services/lintProbe.ts', rule: 'no-restricted-imports' },
  ];

  for (const { fixture, lintAs, rule } of violations) {
    it(`fails ${fixture} (as ${lintAs}) with ${rule}`, async () => {
      expect(await ruleIdsFor(fixture, lintAs)).toContain(rule);
    });
  }

  it('fails a two-file import cycle with import-x/no-cycle', async () => {
    const results = await eslint.lintFiles([path.join(FIXTURES, 'cycle')]);
    expect(results).toHaveLength(2);
    for (const result of results) {
      expect(result.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
    }
  });

  it('passes clean files: the app using the contract, the engine using decimal.js and zod', async () => {
    expect(await ruleIdsFor('appUsesContract.ts', 'packages/app/src/lintProbe.ts')).toEqual([]);
    expect(await ruleIdsFor('engineClean.ts', 'packages/engine/src/lintProbe.ts')).toEqual([]);
  });

  it('lets the repositories and the server tests import drizzle-orm', async () => {
    expect(await ruleIdsFor('serviceImportsDrizzle.ts', 'packages/server/src/db/queries/lintProbe.ts')).toEqual([]);
    expect(await ruleIdsFor('serviceImportsDrizzle.ts', 'packages/server/src/services/lintProbe.test.ts')).toEqual([]);
  });

  it('lets the config folder and the CLI entry read process.env', async () => {
    expect(await ruleIdsFor('serverReadsEnv.ts', 'packages/server/src/config/lintProbe.ts')).toEqual([]);
    expect(await ruleIdsFor('serverReadsEnv.ts', 'packages/server/src/cli.ts')).toEqual([]);
  });

  it('skips the planted fixtures in the normal lint run', async () => {
    expect(await new ESLint({ cwd: REPO_ROOT }).isPathIgnored(path.join(FIXTURES, 'uiFetches.tsx'))).toBe(true);
  });

  it('skips coverage reports but lints source folders named coverage', async () => {
    const normal = new ESLint({ cwd: REPO_ROOT });
    expect(await normal.isPathIgnored(path.join(REPO_ROOT, 'coverage', 'prettify.js'))).toBe(true);
    expect(await normal.isPathIgnored(path.join(REPO_ROOT, 'packages', 'engine', 'coverage', 'sorter.js'))).toBe(true);
    expect(await normal.isPathIgnored(path.join(REPO_ROOT, 'packages', 'engine', 'src', 'analysis', 'coverage', 'dscr.ts'))).toBe(false);
  });
});
