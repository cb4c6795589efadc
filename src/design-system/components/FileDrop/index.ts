export {
  FileDrop,
  fileDropStatuses,
  fileMatchesAccept,
  formatBytes,
  type FileDropItem,
  type FileDropProps,
  type FileDropRejection,
  type FileDropStatus,
} from './FileDrop';
