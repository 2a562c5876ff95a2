/**
 * The datasets a refresh can bring up to date from NYC Open Data, with the column that says
 * when a row last changed and when the scheduled refresh runs. Every Socrata dataset carries the
 * system field `:updated_at` (when the row was last written upstream), which catches edits to old
 * rows (a violation closed) as well as new ones; a dataset's own date column would miss those.
 * PAD (a zip of text files) and the DOF rolling sales spreadsheets are not on SODA: `rei import`.
 */
import { nycDataset } from '@rei/engine';
import type { DatasetKey } from '../import/dataset';

export interface RefreshableDataset {
  /** The Open Data ids read, in order (DOB jobs: BIS, then DOB NOW). */
  readonly sodaIds: readonly string[];
  /** The SoQL column whose value says a row changed. */
  readonly changeColumn: string;
  /** When the scheduled refresh runs (cron, UTC): nightly, staggered so two never start together; weekly for yearly releases. */
  readonly cron: string;
}

const refreshable = (key: DatasetKey, cron: string): RefreshableDataset => ({ sodaIds: nycDataset(key).sodaIds, changeColumn: ':updated_at', cron });

export const REFRESHABLE_DATASETS = {
  'hpd-violations': refreshable('hpd-violations', '5 4 * * *'),
  'hpd-complaints': refreshable('hpd-complaints', '10 4 * * *'),
  'hpd-registrations': refreshable('hpd-registrations', '15 4 * * *'),
  'hpd-contacts': refreshable('hpd-contacts', '20 4 * * *'),
  'ecb-violations': refreshable('ecb-violations', '25 4 * * *'),
  'dob-violations': refreshable('dob-violations', '30 4 * * *'),
  'dob-jobs': refreshable('dob-jobs', '35 4 * * *'),
  '311': refreshable('311', '40 4 * * *'),
  evictions: refreshable('evictions', '45 4 * * *'),
  'tax-liens': refreshable('tax-liens', '50 4 * * *'),
  'dof-sales': refreshable('dof-sales', '55 4 * * *'),
  'acris-master': refreshable('acris-master', '0 5 * * *'),
  'acris-legals': refreshable('acris-legals', '5 5 * * *'),
  'acris-parties': refreshable('acris-parties', '10 5 * * *'),
  'dof-assessments': refreshable('dof-assessments', '15 5 * * 0'),
  pluto: refreshable('pluto', '20 5 * * 0'),
} as const satisfies Partial<Record<DatasetKey, RefreshableDataset>>;

export type RefreshableDatasetKey = keyof typeof REFRESHABLE_DATASETS;

export function isRefreshable(key: string): key is RefreshableDatasetKey {
  return Object.hasOwn(REFRESHABLE_DATASETS, key);
}
