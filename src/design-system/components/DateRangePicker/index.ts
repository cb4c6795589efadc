export {
  addDays,
  DateRangePicker,
  defaultDateRangePresets,
  lastDays,
  type DateRange,
  type DateRangePickerProps,
} from './DateRangePicker';
