export {
  PROPERTY_REPORT_FORMATS,
  REPORT_FORMAT_DESCRIPTIONS,
  REPORT_FORMAT_LABELS,
  TEAM_REPORT_FORMATS,
  canBuildReport,
  planUnlockingReport,
  type PropertyReportFormat,
  type ReportFormat,
  type TeamReportFormat,
} from './reportFormats';
export { EXPORT_IDLE, EXPORT_MENU_TEXT, ExportMenu, type ExportMenuProps, type ExportProgress } from './ExportMenu';
export {
  REPORTS_LIST_TEXT,
  ReportsList,
  type ReportListItem,
  type ReportStampView,
  type ReportsListProps,
  type ShareLinkView,
} from './ReportsList';
export {
  BRANDING_FORM_TEXT,
  BrandingForm,
  type BrandingChanges,
  type BrandingFieldErrors,
  type BrandingFormProps,
  type BrandingView,
} from './BrandingForm';
export {
  REPORT_PREVIEW_TEXT,
  ReportPreview,
  type ReportPreviewCheck,
  type ReportPreviewLedger,
  type ReportPreviewLine,
  type ReportPreviewProps,
  type ReportPreviewSchedule,
  type ReportPreviewView,
} from './ReportPreview';
