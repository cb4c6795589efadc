export { defaultPageSizes } from './pageSizes';
export {
  columnAligns,
  sortDirections,
  SelectionCheckbox,
  sortRows,
  Table,
  TablePagination,
  useLocalTable,
  type ColumnAlign,
  type SelectionCheckboxProps,
  type SortDirection,
  type TableColumn,
  type TablePaging,
  type TableProps,
  type TableSort,
} from './Table';
