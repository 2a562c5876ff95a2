export { DashboardScreen, type DashboardScreenProps, type DashboardUser } from './DashboardScreen';
export {
  DASHBOARD_CALCULATORS,
  DASHBOARD_TEXT,
  PORTFOLIO_LIST_ORDERS,
  RECENT_PROPERTIES_LIMIT,
  type PortfolioListOrder,
  type PortfolioListPage,
  type PortfolioListQuery,
} from './dashboardText';
export { PlanCards, type PlanCardsProps } from './parts/PlanCards';
export {
  PortfolioCardSkeleton,
  PortfolioPropertyCard,
  STRATEGY_LABELS,
  type PortfolioPropertyCardProps,
} from './parts/PortfolioPropertyCard';
export { ConfirmRemoveDialog, type ConfirmRemoveDialogProps } from './parts/ConfirmRemoveDialog';
