/**
 * The NYC public datasets the product imports and reads: one row per dataset, the only place
 * that names them. `rei import` lists and records them by `key`, the property page and the
 * admin's data-freshness table show their `title`, and a source line cites the Open Data id.
 */

/** One NYC public dataset. */
export interface NycDatasetInfo {
  /** The key of `rei import <key>` and of the import records (`'pluto'`, `'rolling-sales'`). */
  readonly key: string;
  /** The name the product shows for it (its published name, shortened where NYC's is long). */
  readonly title: string;
  /** The city agency that publishes it. */
  readonly agency: string;
  /** Its NYC Open Data (Socrata) ids, e.g. `'wvxf-dwi5'`; empty when it is published only as files. */
  readonly sodaIds: readonly string[];
  /**
   * Where a file of it comes from, as `rei import --help` lists it and each import run records
   * it: the Open Data id(s) and any other origin ("64uk-42ks (Socrata), DCP PLUTO releases").
   */
  readonly source: string;
}

/** Every dataset `rei import` accepts, in the order `--help` and the data-freshness table list them. */
export const NYC_DATASETS = [
  { key: 'pluto', title: 'PLUTO', agency: 'DCP', sodaIds: ['64uk-42ks'], source: '64uk-42ks (Socrata), DCP PLUTO releases' },
  {
    key: 'rolling-sales',
    title: 'DOF Rolling Sales',
    agency: 'DOF',
    sodaIds: [],
    source: 'DOF rolling and annualized sales files (CSV, .csv.gz, .xls, .xlsx)',
  },
  { key: 'dof-sales', title: 'DOF Citywide Rolling Calendar Sales', agency: 'DOF', sodaIds: ['usep-8jbt'], source: 'usep-8jbt' },
  {
    key: 'dof-assessments',
    title: 'DOF Property Valuation and Assessments',
    agency: 'DOF',
    sodaIds: ['8y4t-faws'],
    source: '8y4t-faws (Socrata)',
  },
  {
    key: 'hpd-violations',
    title: 'HPD Housing Maintenance Code Violations',
    agency: 'HPD',
    sodaIds: ['wvxf-dwi5'],
    source: 'wvxf-dwi5 (Socrata)',
  },
  { key: 'hpd-registrations', title: 'HPD Multiple Dwelling Registrations', agency: 'HPD', sodaIds: ['tesw-yqqr'], source: 'tesw-yqqr (Socrata)' },
  { key: 'hpd-contacts', title: 'HPD Registration Contacts', agency: 'HPD', sodaIds: ['feu5-w2e2'], source: 'feu5-w2e2 (Socrata)' },
  {
    key: 'hpd-complaints',
    title: 'HPD Complaints and Problems',
    agency: 'HPD',
    sodaIds: ['ygpa-z7cr'],
    source: 'ygpa-z7cr (Socrata)',
  },
  { key: 'ecb-violations', title: 'DOB ECB Violations', agency: 'DOB', sodaIds: ['6bgk-3dad'], source: '6bgk-3dad (Socrata)' },
  { key: 'dob-violations', title: 'DOB Violations', agency: 'DOB', sodaIds: ['3h2n-5cm9'], source: '3h2n-5cm9 (Socrata)' },
  {
    key: 'dob-jobs',
    title: 'DOB Job Application Filings',
    agency: 'DOB',
    sodaIds: ['ic3t-wcy2', 'w9ak-ipjd'],
    source: 'ic3t-wcy2 (DOB BIS, Socrata), w9ak-ipjd (DOB NOW: Build, Socrata)',
  },
  { key: '311', title: '311 Service Requests', agency: 'OTI', sodaIds: ['erm2-nwe9'], source: 'erm2-nwe9 (Socrata)' },
  {
    key: 'evictions',
    title: 'Marshal Evictions',
    agency: 'DOI',
    sodaIds: ['6z8x-wfk4'],
    source: '6z8x-wfk4 (Socrata), JustFix marshal_evictions_2017/2018/2019, ANHD Displacement Alert evictions',
  },
  { key: 'tax-liens', title: 'DOF Tax Lien Sale Lists', agency: 'DOF', sodaIds: ['9rz4-mjek'], source: '9rz4-mjek (Socrata)' },
  { key: 'acris-legals', title: 'ACRIS Real Property Legals', agency: 'DOF', sodaIds: ['8h5j-fqxa'], source: '8h5j-fqxa (Socrata)' },
  { key: 'acris-master', title: 'ACRIS Real Property Master', agency: 'DOF', sodaIds: ['bnx9-e6tj'], source: 'bnx9-e6tj (Socrata)' },
  { key: 'acris-parties', title: 'ACRIS Real Property Parties', agency: 'DOF', sodaIds: ['636b-3b5g'], source: '636b-3b5g (Socrata)' },
  { key: 'pad', title: 'Property Address Directory', agency: 'DCP', sodaIds: ['bc8t-ecyu'], source: 'bc8t-ecyu (PAD zip, bobaadr.txt)' },
] as const satisfies readonly NycDatasetInfo[];

export type NycDatasetKey = (typeof NYC_DATASETS)[number]['key'];

/** The dataset keys, in table order. */
export const NYC_DATASET_KEYS: readonly NycDatasetKey[] = NYC_DATASETS.map((dataset) => dataset.key);

const BY_KEY: ReadonlyMap<string, NycDatasetInfo> = new Map(NYC_DATASETS.map((dataset) => [dataset.key, dataset]));

/** True when `value` is one of the dataset keys. */
export function isNycDatasetKey(value: unknown): value is NycDatasetKey {
  return typeof value === 'string' && BY_KEY.has(value);
}

/**
 * The row of a dataset key.
 *
 * @example
 * nycDataset('hpd-violations').sodaIds // ['wvxf-dwi5']
 */
export function nycDataset(key: NycDatasetKey): NycDatasetInfo {
  return BY_KEY.get(key)!;
}

/**
 * The title of a dataset key, or the key itself when it names no dataset (a provenance
 * record may carry a key this build does not know).
 *
 * @example
 * datasetTitle('rolling-sales') // 'DOF Rolling Sales'
 * datasetTitle('soda:abcd-1234') // 'soda:abcd-1234'
 */
export function datasetTitle(key: string): string {
  return BY_KEY.get(key)?.title ?? key;
}
