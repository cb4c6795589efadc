export {
  FormField,
  formFieldKinds,
  formFieldLabelPositions,
  type FieldTextProps,
  type FormFieldControlProps,
  type FormFieldKind,
  type FormFieldLabelPosition,
  type FormFieldProps,
} from './FormField';
