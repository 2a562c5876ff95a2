/**
 * The admin panel's feature toggles (`system_settings`) read where they act: each is one key
 * here, read per request (one indexed read of a handful of rows), so a switch takes effect on the
 * next request of every instance.
 */
import type { FeaturesResponse } from '../contract';
import type { Database } from '../db/client';
import { listSettingRows } from '../db/queries/systemSettings';
import { ApiError, ERROR_CODES } from '../errors';
import { DEFAULT_SYSTEM_SETTINGS } from './admin';

/** Each toggle's setting key. */
export const FEATURE_TOGGLES = {
  maintenanceBanner: 'maintenance_banner',
  aiSummaries: 'ai_summaries_enabled',
  csvUpload: 'csv_upload_enabled',
  liveNycData: 'live_nyc_data',
} as const satisfies Record<keyof FeaturesResponse, string>;

/** What each toggle turns on, as a refusal names it. */
const FEATURE_NAMES: Readonly<Record<keyof FeaturesResponse, string>> = {
  maintenanceBanner: 'The maintenance banner',
  aiSummaries: 'AI summaries',
  csvUpload: 'CSV upload',
  liveNycData: 'Live NYC data',
};

function defaultOf(key: string): boolean {
  return DEFAULT_SYSTEM_SETTINGS.find((setting) => setting.key === key)?.value ?? false;
}

/** Every toggle's value now (a setting missing from the table counts as its default). */
export async function featureStatus(db: Database): Promise<FeaturesResponse> {
  const values = new Map((await listSettingRows(db)).map((row) => [row.key, row.value]));
  const read = (key: string) => values.get(key) ?? defaultOf(key);
  return {
    maintenanceBanner: read(FEATURE_TOGGLES.maintenanceBanner),
    aiSummaries: read(FEATURE_TOGGLES.aiSummaries),
    csvUpload: read(FEATURE_TOGGLES.csvUpload),
    liveNycData: read(FEATURE_TOGGLES.liveNycData),
  };
}

/** The 503 of a feature turned off: names it and the admin setting that turns it back on. */
export function featureDisabled(feature: keyof FeaturesResponse): ApiError {
  return new ApiError(
    503,
    ERROR_CODES.featureDisabled,
    `${FEATURE_NAMES[feature]} ${feature === 'aiSummaries' ? 'are' : 'is'} turned off on this installation (admin setting "${FEATURE_TOGGLES[feature]}"); an administrator can turn it back on in the admin panel's Feature Toggles.`,
  );
}

/** Throws `featureDisabled` when the toggle is off. */
export async function requireFeature(db: Database, feature: keyof FeaturesResponse): Promise<void> {
  const status = await featureStatus(db);
  if (!status[feature]) throw featureDisabled(feature);
}
