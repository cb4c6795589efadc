export { DeleteDialog, type DeleteDialogProps } from './DeleteDialog';
