import { envSchema } from './envSchema';
import type { SettingMeta } from './settings';

/** The markers around the generated table in packages/server/README.md. */
export const SETTINGS_TABLE_START = '<!-- settings table: generated from src/config/envSchema.ts by `pnpm --filter @rei/server config:docs`; edit the schema, not this table -->';
export const SETTINGS_TABLE_END = '<!-- end of settings table -->';

/** A cell's text with its pipes escaped, so a description cannot break the table. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/**
 * The README's settings table, one row per variable of `envSchema` in its order: name, the
 * default as the reader shows it, and the schema's one-line meaning (markdown).
 */
export function settingsTable(): string {
  const rows = Object.entries(envSchema.shape).map(([name, schema]) => {
    const shown = (schema.meta() as SettingMeta | undefined)?.shownDefault ?? '—';
    return `| \`${name}\` | ${cell(shown)} | ${cell(schema.description ?? '')} |`;
  });
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

/** `readme` with the text between the settings markers replaced by `settingsTable()`; throws without the markers. */
export function withSettingsTable(readme: string): string {
  const start = readme.indexOf(SETTINGS_TABLE_START);
  const end = readme.indexOf(SETTINGS_TABLE_END);
  if (start < 0 || end < start) throw new Error('The README has no settings table markers (see SETTINGS_TABLE_START in src/config/settingsTable.ts).');
  return `${readme.slice(0, start + SETTINGS_TABLE_START.length)}\n${settingsTable()}\n${readme.slice(end)}`;
}
