export { Pager, pagerSummary, type PagerProps } from './Pager';
export {
  SortableHeader,
  ariaSortOf,
  nextSort,
  sortableColumn,
  type SortDirection,
  type SortState,
  type SortableHeaderProps,
} from './SortableHeader';
export { ListSearch, type ListSearchProps } from './ListSearch';
