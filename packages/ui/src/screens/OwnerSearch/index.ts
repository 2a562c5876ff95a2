export { OwnerSearchScreen, OWNER_NAME_LIMITS, OWNER_SEARCH_TEXT, type OwnerSearchScreenProps } from './OwnerSearchScreen';
export { RelatedOwnersBlock, type RelatedOwnersBlockProps } from './RelatedOwnersBlock';
export { OwnerLotList, OwnerSourceList } from './OwnerLotList';
export {
  bblLabel,
  sourceLine,
  type OwnerLotView,
  type OwnerMatchView,
  type OwnerSearchView,
  type OwnerSourceView,
  type RelatedOwnersView,
} from './ownerSearchTypes';
