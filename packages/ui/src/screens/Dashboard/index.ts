export { DashboardScreen, type DashboardScreenProps, type DashboardUser } from './DashboardScreen';
export { DASHBOARD_CALCULATORS, DASHBOARD_TEXT, RECENT_PROPERTIES_LIMIT } from './dashboardText';
export { PlanCards, type PlanCardsProps } from './parts/PlanCards';
export {
  PortfolioCardSkeleton,
  PortfolioPropertyCard,
  STRATEGY_LABELS,
  type PortfolioPropertyCardProps,
} from './parts/PortfolioPropertyCard';
export { ConfirmRemoveDialog, type ConfirmRemoveDialogProps } from './parts/ConfirmRemoveDialog';
