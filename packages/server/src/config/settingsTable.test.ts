import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from './envSchema';
import { SETTINGS_TABLE_END, SETTINGS_TABLE_START, settingsTable, withSettingsTable } from './settingsTable';

const README = path.resolve(import.meta.dirname, '..', '..', 'README.md');

describe('the settings table', () => {
  it('in the README is the one the schema makes (run `pnpm --filter @rei/server config:docs` after changing envSchema.ts)', () => {
    const readme = readFileSync(README, 'utf8');
    const start = readme.indexOf(SETTINGS_TABLE_START) + SETTINGS_TABLE_START.length;
    expect(readme.slice(start, readme.indexOf(SETTINGS_TABLE_END)).trim()).toBe(settingsTable());
  });

  it('has a row for every variable, named as the server reads it', () => {
    const names = settingsTable()
      .split('\n')
      .slice(2)
      .map((row) => /^\| `([A-Z_]+)` \|/.exec(row)?.[1]);
    expect(names).toEqual(Object.keys(envSchema.shape));
  });

  it('is written between the markers, leaving the rest of the text as it was', () => {
    const readme = `intro\n${SETTINGS_TABLE_START}\n| stale |\n${SETTINGS_TABLE_END}\noutro\n`;
    expect(withSettingsTable(readme)).toBe(`intro\n${SETTINGS_TABLE_START}\n${settingsTable()}\n${SETTINGS_TABLE_END}\noutro\n`);
    expect(() => withSettingsTable('no markers')).toThrow(/no settings table markers/);
  });
});
