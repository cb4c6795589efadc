export {
  Select,
  type MultipleSelectProps,
  type SelectOption,
  type SelectProps,
  type SingleSelectProps,
} from './Select';
