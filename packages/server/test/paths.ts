/**
 * Folders the server's tests read from, resolved from this file, so that a test's depth under
 * `test/` (its folder mirrors the source it covers) never changes what it reads.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This folder: the tests and their shared support (harness, fakes, fixtures). */
export const TEST_ROOT = dirname(fileURLToPath(import.meta.url));
/** packages/server. */
export const PACKAGE_ROOT = resolve(TEST_ROOT, '..');
/** The repository's root (README.md, stories/, packages/). */
export const REPO_ROOT = resolve(PACKAGE_ROOT, '..', '..');
/** Small files in the NYC datasets' published formats, written for these tests. */
export const NYC_FIXTURES = resolve(TEST_ROOT, 'fixtures', 'nyc');
