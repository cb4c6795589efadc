export {
  FormField,
  splitFieldProps,
  formFieldKinds,
  formFieldLabelPositions,
  type FieldTextProps,
  type FormFieldControlProps,
  type FormFieldKind,
  type FormFieldLabelPosition,
  type FormFieldProps,
  type OwnFieldProps,
} from './FormField';
