/** Every string the Dashboard shows: greeting, actions, stat tiles, AI promotion and recent properties (spec 1 §2, §4, §9). */
export const DASHBOARD_TEXT = {
  greeting: (firstName: string) => `Welcome back, ${firstName}`,
  tagline: 'Ready to analyze your real estate investments?',
  addProperty: 'Add Property',
  findProperty: 'Find Property',
  searchProperties: 'Search Properties',
  stats: {
    properties: 'Properties',
    avgCapRate: 'Avg. Cap Rate',
    totalValue: 'Total Value',
    /**
     * The spec's "Reports" stat (properties having strategy advice): named for what it counts,
     * since the organization's exported reports (PDF, XLSX; GET /api/reports) are another thing.
     */
    analyzed: 'Analyzed',
  },
  calculatorsTitle: 'Strategy Calculators',
  /** Where a portfolio card's figures come from: the saved deal, or the property's own estimate. */
  figuresFromDeal: (strategy: string, deal?: { readonly name: string; readonly version: number } | null) =>
    deal ? `Figures from your ${strategy} deal “${deal.name}”, version ${deal.version}` : `Figures from your saved ${strategy} deal`,
  figuresEstimated: 'Estimate from the record and stated rules — save a deal to use your own numbers',
  viewAll: 'View All',
  viewLess: 'View Less',
  aiPromo: {
    badge: 'Pro Feature',
    title: 'AI Investment Summaries',
    body: 'Get an investment write-up for any analysed property, built from its numbers and NYC records.',
    sections: ['Investment Thesis', 'Risk Assessment', 'Neighborhood Insights'],
    button: 'Upgrade to Unlock AI Summaries',
  },
  plansTitle: 'Subscription Plans',
  popular: 'Popular',
  currentPlan: 'Current Plan',
  choosePlan: (name: string) => `Choose ${name}`,
  recentTitle: 'Recent Properties',
  loadingProperties: 'Loading properties',
  emptyTitle: 'No Properties Yet',
  emptyBody: 'Add a property by hand or find one by address to start your portfolio.',
  errorTitle: 'Could not load your portfolio',
  retry: 'Try again',
  remove: 'Remove',
  removing: 'Removing...',
  removeTitle: 'Remove property from portfolio?',
  removeDescription: (address: string) =>
    `${address} and its saved analysis will be removed from your portfolio. This cannot be undone.`,
  cancel: 'Cancel',
  select: 'Select',
  selectLabel: (address: string) => `Select ${address}`,
  selectionLabel: 'Selected portfolio entries',
  selectedCount: (count: number) => (count === 0 ? 'None selected' : `${count} selected`),
  selectPage: 'Select all shown',
  clearSelection: 'Clear selection',
  removeSelected: (count: number) => `Remove selected (${count})`,
  removeManyTitle: (count: number) => `Remove ${count} ${count === 1 ? 'property' : 'properties'} from the portfolio?`,
  removeManyDescription: (addresses: readonly string[]) =>
    `${addresses.join('; ')} and their saved analyses will be removed from your portfolio together (all or none). This cannot be undone.`,
  removeManyConfirm: (count: number) => `Remove ${count}`,
  capRate: 'Cap Rate',
  units: (units: number) => `${units} ${units === 1 ? 'unit' : 'units'}`,
  filtersLabel: 'Portfolio search and order',
  searchLabel: 'Search the portfolio',
  searchPlaceholder: 'Address, city or ZIP',
  orderLabel: 'Order',
  orders: {
    'addedAt-desc': 'Newest first',
    'addedAt-asc': 'Oldest first',
    'address-asc': 'Address A–Z',
    'purchasePrice-desc': 'Price: high to low',
    'purchasePrice-asc': 'Price: low to high',
    'monthlyNetCashFlow-desc': 'Cash flow: high to low',
    'monthlyRent-desc': 'Monthly rent: high to low',
    'capRate-desc': 'Cap rate: high to low',
  },
  noMatch: 'No properties match',
  clearSearch: 'Clear search',
  pagerLabel: 'Portfolio pages',
  pagerItems: 'properties',
} as const;

/** The portfolio list's orders: sort key and direction as GET /api/portfolio takes them. */
export const PORTFOLIO_LIST_ORDERS = [
  'addedAt-desc',
  'addedAt-asc',
  'address-asc',
  'purchasePrice-desc',
  'purchasePrice-asc',
  'monthlyNetCashFlow-desc',
  'monthlyRent-desc',
  'capRate-desc',
] as const;
export type PortfolioListOrder = (typeof PORTFOLIO_LIST_ORDERS)[number];

/** The dashboard portfolio list's search text and order. */
export interface PortfolioListQuery {
  text: string;
  order: PortfolioListOrder;
}

/** The page of the portfolio on screen (the server's paging facts). */
export interface PortfolioListPage {
  page: number;
  pageSize: number;
  total: number;
}

/** The three calculator cards of the dashboard. */
export const DASHBOARD_CALCULATORS = [
  {
    title: 'Buy & Hold',
    href: '/calculator/buy-hold',
    description: 'Cash flow, cap rate and cash-on-cash return for a long-term rental.',
  },
  {
    title: 'Fix & Flip',
    href: '/calculator/fix-flip',
    description: 'Rehab budget, holding costs and profit against the 70% rule.',
  },
  {
    title: 'Wholesale',
    href: '/calculator/wholesale',
    description: 'Maximum allowable offer, assignment fee and the end investor’s return.',
  },
] as const;

/** The Dashboard lists at most this many recent properties; View All leads to the rest (spec 1 §9). */
export const RECENT_PROPERTIES_LIMIT = 3;
