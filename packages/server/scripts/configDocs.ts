/**
 * `pnpm --filter @rei/server config:docs`: writes the settings table of packages/server/README.md
 * from src/config/envSchema.ts (between its markers; the rest of the README is left as it is).
 * src/config/settingsTable.test.ts fails when the README's table and the schema differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withSettingsTable } from '../src/config/settingsTable';

const README = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'README.md');

const before = readFileSync(README, 'utf8');
const after = withSettingsTable(before);
if (after === before) {
  console.log('README.md settings table is up to date.');
} else {
  writeFileSync(README, after);
  console.log('README.md settings table written from src/config/envSchema.ts.');
}
