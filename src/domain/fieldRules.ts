/**
 * Field validation, as pure checks the editor (and the mock backend) can share. Each problem
 * names the field by its ref, the property, and a message key; the screen turns the key into text
 * ('<field name> is a required field', addAtLeast1Option …).
 */
import { headerSizes } from './formModel';
import type { FieldType } from './formModel';

export const fieldProblemKeys = {
  required: 'required',
  headerSize: 'headerSize',
  addAtLeast1Option: 'addAtLeast1Option',
  atLeastOneField: 'atLeastOneField',
} as const;
export type FieldProblemKey = (typeof fieldProblemKeys)[keyof typeof fieldProblemKeys];

export type FieldProblem = { fieldRef: string; property: string; key: FieldProblemKey };

/** The structural view of a field these rules read; the zod-typed fields of src/api fit it. */
export type CheckedField = {
  type: FieldType;
  fieldRef: string;
  title?: string;
  size?: string;
  markup?: string;
  image?: { url?: string } | null;
  options?: readonly string[];
  enabled?: boolean;
};

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

export function validateField(field: CheckedField): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (property: string, key: FieldProblemKey) => problems.push({ fieldRef: field.fieldRef, property, key });
  switch (field.type) {
    case 'ButtonField':
      if (blank(field.title)) add('title', 'required');
      break;
    case 'HeaderField':
      if (blank(field.title)) add('title', 'required');
      if (!headerSizes.some((size) => size === field.size)) add('size', 'headerSize');
      break;
    case 'TextInputField':
      // A disabled input is not shown, so its title may stay empty.
      if (field.enabled !== false && blank(field.title)) add('title', 'required');
      break;
    case 'HtmlField':
      if (blank(field.markup)) add('markup', 'required');
      break;
    case 'ImageField':
      if (blank(field.image?.url)) add('image', 'required');
      break;
    case 'SelectField':
      if (blank(field.title)) add('title', 'required');
      if (!field.options?.some((option) => option.trim() !== '')) add('options', 'addAtLeast1Option');
      break;
  }
  return problems;
}

/**
 * The AI fields of a form: each field's own rules, plus 'You must add at least 1 field' — a form needs at
 * least one text input for the visitor to type into.
 */
export function validateAiFields(fields: readonly CheckedField[]): FieldProblem[] {
  const problems = fields.flatMap(validateField);
  if (!fields.some((f) => f.type === 'TextInputField')) {
    problems.push({ fieldRef: '', property: 'aiFields', key: 'atLeastOneField' });
  }
  return problems;
}
