export { FeatureOffNotice, MAINTENANCE_BANNER_TEXT, MaintenanceBanner, type FeatureOffNoticeProps } from './MaintenanceBanner';
