/**
 * The tests' folders mirror the source: a test of `src/nyc/soda/…` lives in `test/nyc/soda/`
 * (or beside its source as `src/…/x.test.ts`), so the tests of a module are found where the
 * module is. Only shared support (the harness, fakes, fixtures, paths) sits at the top of `test/`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT, TEST_ROOT } from './paths';

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe("the server tests' layout", () => {
  const files = testFiles(TEST_ROOT).map((file) => relative(TEST_ROOT, file));

  it('finds the tests it checks', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('puts every test in the folder of the source it covers (a folder or module of src/, or scripts/)', () => {
    const misplaced = files.filter((file) => {
      const folder = file.split('/').slice(0, -1).join('/');
      if (folder === '') return file !== 'layout.test.ts';
      const covers = [join(PACKAGE_ROOT, 'src', folder), join(PACKAGE_ROOT, 'src', `${folder}.ts`), join(PACKAGE_ROOT, folder)];
      return !covers.some((path) => existsSync(path));
    });
    expect(misplaced, 'move these under test/<the source folder they cover>/').toEqual([]);
  });
});
