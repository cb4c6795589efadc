export { CopyField, copyConfirmationMs, type CopyFieldProps } from './CopyField';
