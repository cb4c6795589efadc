export { defaultPageSizes } from './pageSizes';
export {
  columnAligns,
  sortDirections,
  Table,
  TablePagination,
  useLocalTable,
  type ColumnAlign,
  type SortDirection,
  type TableColumn,
  type TablePaging,
  type TableProps,
  type TableSort,
} from './Table';
