import * as styles from './MaintenanceBanner.css';

export const MAINTENANCE_BANNER_TEXT = {
  title: 'Maintenance',
  body: 'REI is being worked on: some pages may be slow or briefly unavailable. Your data is safe.',
} as const;

/**
 * The notice at the top of every page while an administrator has the `maintenance_banner`
 * toggle on (GET /api/features). A `status` region: screen readers announce it once, politely.
 */
export function MaintenanceBanner() {
  return (
    <p className={styles.banner} role="status" aria-label="Maintenance notice">
      <span className={styles.title}>{MAINTENANCE_BANNER_TEXT.title}: </span>
      {MAINTENANCE_BANNER_TEXT.body}
    </p>
  );
}

export interface FeatureOffNoticeProps {
  /** What is off, in the person's words ("AI summaries", "CSV upload"). */
  feature: string;
}

/**
 * Says on a screen that an administrator turned its feature off (the admin panel's Feature
 * Toggles), so the action it would start is not offered.
 */
export function FeatureOffNotice({ feature }: FeatureOffNoticeProps) {
  return (
    <p className={styles.notice} role="note">
      {feature} {feature.endsWith('s') ? 'are' : 'is'} turned off on this installation by an administrator. Ask them to turn it back on in the admin panel’s Feature Toggles.
    </p>
  );
}
