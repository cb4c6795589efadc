import { z } from 'zod';
import type { FieldType } from '../../domain/formModel';
import {
  headerSizes,
  IMAGE_DEFAULT_ALIGN,
  IMAGE_DEFAULT_WIDTH,
  imageAligns,
} from '../../domain/formModel';

/** '#Field1', '#email' … — how a field is referenced from the AI prompt and the e-mail body. */
export const fieldRefSchema = z.string().regex(/^#\w+$/, 'fieldRef must look like #Field1');

const fieldBase = {
  fieldRef: fieldRefSchema,
  /** Set on a field added in this editing session ("New fields are marked new"). */
  isNew: z.boolean().optional(),
};

export const buttonFieldSchema = z.object({
  ...fieldBase,
  type: z.literal('ButtonField'),
  title: z.string(),
});

export const headerFieldSchema = z.object({
  ...fieldBase,
  type: z.literal('HeaderField'),
  title: z.string(),
  size: z.enum(headerSizes),
});

export const textInputFieldSchema = z.object({
  ...fieldBase,
  type: z.literal('TextInputField'),
  title: z.string(),
  description: z.string().default(''),
  required: z.boolean().default(true),
  enabled: z.boolean().optional(),
  value: z.string().optional(),
  /** Drawn as a several-line text box; absent or false: a one-line input (designed here, docs/api.md). */
  multiline: z.boolean().optional(),
});

export const htmlFieldSchema = z.object({
  ...fieldBase,
  type: z.literal('HtmlField'),
  markup: z.string(),
});

/** An uploaded design image; a new, not yet chosen image is null. */
export const imageRefSchema = z.object({ id: z.number().int().optional(), url: z.string() }).loose();

export const imageFieldSchema = z.object({
  ...fieldBase,
  type: z.literal('ImageField'),
  image: imageRefSchema.nullable(),
  width: z.number().min(0).default(IMAGE_DEFAULT_WIDTH),
  align: z.enum(imageAligns).default(IMAGE_DEFAULT_ALIGN),
});

export const selectFieldSchema = z.object({
  ...fieldBase,
  type: z.literal('SelectField'),
  title: z.string(),
  description: z.string().default(''),
  options: z.array(z.string()),
  isMultiple: z.boolean().default(false),
  required: z.boolean().default(true),
  enabled: z.boolean().optional(),
  value: z.union([z.string(), z.array(z.string())]).optional(),
});

/** Any field of a form, told apart by `type`. */
export const fieldSchema = z.discriminatedUnion('type', [
  buttonFieldSchema,
  headerFieldSchema,
  textInputFieldSchema,
  htmlFieldSchema,
  imageFieldSchema,
  selectFieldSchema,
]);

export type ButtonField = z.infer<typeof buttonFieldSchema>;
export type HeaderField = z.infer<typeof headerFieldSchema>;
export type TextInputField = z.infer<typeof textInputFieldSchema>;
export type HtmlField = z.infer<typeof htmlFieldSchema>;
export type ImageField = z.infer<typeof imageFieldSchema>;
export type SelectField = z.infer<typeof selectFieldSchema>;
export type Field = z.infer<typeof fieldSchema>;
/** What a caller may write before defaults are applied (e.g. a mock factory). */
export type FieldInput = z.input<typeof fieldSchema>;

// Compile-time check that the schema's kinds and the domain's list stay the same set.
type SchemaKinds = Field['type'];
type DomainKinds = FieldType;
const _sameKinds: [SchemaKinds, DomainKinds] extends [DomainKinds, SchemaKinds] ? true : never = true;
void _sameKinds;
