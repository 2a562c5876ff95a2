/**
 * `bin/compile.mjs` and `bin/run.mjs`: the server runs compiled, so what its modules find beside
 * themselves, which packages are compiled in and which stay imports, and how an entry is started
 * are checked here on a small fixture.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compile } from '../../bin/compile.mjs';
import { PACKAGE_ROOT, TEST_ROOT } from '../paths';

const ENTRY = join(TEST_ROOT, 'fixtures', 'compile', 'entry.ts');

describe('compile', () => {
  it('gives each module its own source file as import.meta.url', async () => {
    const compiled = await import(pathToFileURL(await compile(ENTRY)).href);
    expect(compiled.entryUrl).toBe(pathToFileURL(ENTRY).href);
    expect(compiled.nestedUrl).toBe(pathToFileURL(join(TEST_ROOT, 'fixtures', 'compile', 'nested', 'module.ts')).href);
  });

  it('compiles the workspace package in from its sources and leaves npm packages as imports', async () => {
    const file = await compile(ENTRY);
    const code = readFileSync(file, 'utf8');
    expect(code).not.toMatch(/from ["']@rei\/engine["']/);
    expect(code).toMatch(/from ["']zod["']/);
    const compiled = await import(pathToFileURL(file).href);
    expect(compiled.formatted).toBe('$1,235');
    expect(compiled.parsed).toBe(7);
  });

  it('names the file by its content: the same code, the same file, in node_modules/.cache/rei', async () => {
    rmSync(await compile(ENTRY));
    // Compiled at once in one thread while the file is absent: each writes its own partial file
    // (one shared name made the second rename fail, ENOENT, in CI).
    const [first, second, ...others] = await Promise.all([compile(ENTRY), compile(pathToFileURL(ENTRY)), compile(ENTRY), compile(ENTRY)]);
    expect(second).toBe(first);
    expect(others).toEqual([first, first]);
    expect(readdirSync(dirname(first)).filter((name) => name.startsWith('entry-') && name.endsWith('.partial'))).toEqual([]);
    expect(first.startsWith(join(PACKAGE_ROOT, 'node_modules', '.cache', 'rei'))).toBe(true);
    expect(basename(first)).toMatch(/^entry-[0-9a-f]{16}\.mjs$/);
  });
});

describe('run', () => {
  it("calls the entry's main with the arguments after its path", () => {
    const result = spawnSync(process.execPath, ['bin/run.mjs', ENTRY, 'start', '--api-only'], { cwd: PACKAGE_ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({ args: ['start', '--api-only'], entryUrl: pathToFileURL(ENTRY).href });
  }, 60_000);

  it('says how to use it when no entry is given', () => {
    const result = spawnSync(process.execPath, ['bin/run.mjs'], { cwd: PACKAGE_ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: node bin/run.mjs <entry.ts>');
  }, 60_000);
});
