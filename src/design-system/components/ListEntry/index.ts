export {
  ListEntry,
  listEntryInputTypes,
  type ListEntryInputType,
  type ListEntryItem,
  type ListEntryProps,
} from './ListEntry';
