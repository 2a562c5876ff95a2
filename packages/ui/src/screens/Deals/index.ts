export * from './dealTypes';
export { DEALS_COMPARE_MAX, DEALS_LIST_TEXT, DealHeadlines, DealsListScreen, type DealSortKey, type DealsListScreenProps } from './DealsListScreen';
export { DEAL_SCREEN_TEXT, DealScreen, type DealExportFormat, type DealScreenProps } from './DealScreen';
export { DEAL_DIFF_TEXT, ChangeDifference, DealVersionDiff, type DealVersionDiffProps } from './DealVersionDiff';
export { DEAL_COMPARISON_KEY_INPUTS, DEAL_COMPARISON_TEXT, DealComparisonScreen, type DealComparisonScreenProps } from './DealComparisonScreen';
export { BUY_BOX_CHECK_TEXT, BuyBoxCheckList, BuyBoxChecks, BuyBoxVerdict, buyBoxCheckText, formatBuyBoxFigure } from './BuyBoxChecks';
export { BUY_BOX_PANEL_TEXT, BuyBoxPanel, type BuyBoxPanelProps, type BuyBoxScopeView, type BuyBoxView } from './BuyBoxPanel';
