/**
 * @rei/ui — the public API: theme, provider, primitives, charts and screens, each named
 * explicitly so the export list is reviewable at a glance. Importing one primitive pulls only
 * its own module graph (ESM, `sideEffects` limited to stylesheets).
 */
import './theme/reset.css';

export {
  breakpoints,
  chartGeometry,
  lightColours,
  lightTheme,
  mediaQueries,
  numeric,
  sprinkles,
  textColourPairs,
  vars,
  visuallyHidden,
  type ColourToken,
  type SpaceToken,
  type Sprinkles,
} from './theme';

export { UiProvider, type UiProviderProps } from './components/UiProvider';
export { Button, buttonSizes, buttonVariants, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/Button';
export { IconButton, type IconButtonProps } from './components/IconButton';
export { Spinner, type SpinnerProps } from './components/Spinner';
export {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  ToastProvider,
  toastTones,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './components/Toast';
export { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip, type TooltipProps } from './components/Tooltip';
export {
  Field,
  FieldErrors,
  fieldErrorFor,
  useFieldControl,
  useServerFieldError,
  type FieldControlProps,
  type FieldErrorMap,
  type FieldErrorsProps,
  type FieldProps,
} from './components/Field';
export { Input, Textarea, type InputProps, type TextareaProps } from './components/Input';
export {
  NumberInput,
  formatNumberInput,
  numberInputModes,
  parseNumberInput,
  type NumberInputMode,
  type NumberInputProps,
} from './components/NumberInput';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { Switch, type SwitchProps } from './components/Switch';
export { Slider, type SliderProps } from './components/Slider';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs';
export { Dialog, DialogClose, type DialogProps } from './components/Dialog';
export { AlertDialog, type AlertDialogProps } from './components/AlertDialog';
export { Drawer, type DrawerProps } from './components/Drawer';
export { Badge, badgeTones, riskBadgeTone, roleBadgeTone, type BadgeProps, type BadgeTone } from './components/Badge';
export { Card, type CardProps } from './components/Card';
export { STAT_NOT_AVAILABLE, StatTile, type StatTileProps } from './components/StatTile';
export { Skeleton, type SkeletonProps } from './components/Skeleton';
export { Progress, type ProgressProps } from './components/Progress';
export { Table, type TableColumn, type TableProps } from './components/Table';
export {
  Pager,
  SortableHeader,
  ariaSortOf,
  nextSort,
  pagerSummary,
  sortableColumn,
  ListSearch,
  type ListSearchProps,
  type PagerProps,
  type SortDirection,
  type SortState,
  type SortableHeaderProps,
} from './components/Pager';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { ErrorState, type ErrorStateProps } from './components/ErrorState';
export { PlanLimitNotice, type PlanLimit, type PlanLimitNoticeProps } from './components/PlanLimitNotice';
export { SecretShownOnce, type SecretShownOnceProps } from './components/SecretShownOnce';
export { Meter, type MeterProps } from './components/Meter';
export { FeatureOffNotice, MAINTENANCE_BANNER_TEXT, MaintenanceBanner, type FeatureOffNoticeProps } from './components/MaintenanceBanner';
export { NOTIFICATION_BELL_TEXT, NotificationBell, type NotificationBellProps, type NotificationView } from './components/NotificationBell';
export { WATCH_BUTTON_TEXT, WatchButton, type WatchButtonProps } from './components/WatchButton';
export {
  VERIFY_EMAIL_BANNER_TEXT,
  VERIFY_EMAIL_RESEND_STATES,
  VerifyEmailBanner,
  type VerifyEmailBannerProps,
  type VerifyEmailResendState,
} from './components/VerifyEmailBanner';
export {
  AmortizationChart,
  CashFlowProjectionChart,
  ForecastScenariosChart,
  RiskGauge,
  amortizationByYear,
  cashFlowPointsFromProjection,
  forecastScenarioValues,
  riskGaugeLevel,
  type AmortizationChartProps,
  type AmortizationYear,
  type CashFlowPoint,
  type CashFlowProjectionChartProps,
  type ForecastScenarioValues,
  type ForecastScenariosChartProps,
  type RiskGaugeLevel,
  type RiskGaugeProps,
} from './charts';

// ---- Screens (U2): AppShell, NotFound, Dashboard, Organization, Landing, Login, Onboarding, Admin,
// ---- AccessTest, Settings, Subscription, AiSummaries. Each folder's index.ts lists its exports.
export * from './screens/AppShell';
export * from './screens/NotFound';
export * from './screens/Dashboard';
export * from './screens/Organization';
export * from './screens/Login';
export * from './screens/Onboarding';
export * from './screens/Admin';
export * from './screens/Landing';
export * from './screens/AccessTest';
export * from './screens/Subscription';
export * from './screens/Settings';
export * from './screens/AiSummaries';
// Accounts by mail (issue 15): forgot / reset password, email verification, sign-up from an invitation.
export * from './screens/Accounts';

// ---- Screens (U3): PropertySearch, PropertyCard + LegalStatusDrawer, PropertyDetail, PropertyUpload,
// ---- CalculatorSuite + the five calculator panels, LegalStatus, CashFlowAudit. Each folder's index.ts lists its exports.
export * from './screens/PropertyCard';
export * from './screens/PropertySearch';
// Owner search (issue 12): lots by owner or managing agent, and a property's other buildings.
export * from './screens/OwnerSearch';
export * from './screens/PropertyDetail';
export * from './screens/CalculatorSuite';
// Deal analysis under the Buy & Hold and BRRRR results: pro forma, sensitivity, goal seek, saved-scenario comparison.
export * from './screens/DealAnalysis';
export * from './screens/PropertyUpload';
export * from './screens/LegalStatus';
export * from './screens/CashFlowAudit';
// Reports (issue 13): Export Analysis menu, the organization's reports list, report branding.
export * from './screens/Reports';
// The /privacy and /terms pages (issue 15): what REI stores, and the terms of use.
export * from './screens/Policies';
export * from './screens/Deals';
// Bulk screening (issue 30): criteria, count preview, screen progress, results, map.
export * from './screens/Screening';
export * from './screens/ApiKeys';
// Assumption presets (issue 32): the preset manager.
export * from './screens/Presets';
export * from './screens/Webhooks';
