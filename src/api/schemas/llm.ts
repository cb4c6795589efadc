import { z } from 'zod';
import { collectLeadStrategySchema } from './leadForm';

/**
 * The AI chat service answers text that holds JSON, of a shape the backend does not fix. The shapes below are
 * designed here (docs/api.md, docs/ai-creation.md): the `post` call turns a business description into ideas,
 * the `idea` call turns one idea into a whole draft form. The form answer names its fields by `key`s the AI
 * chooses, never by the form's `#FieldN` refs: the app numbers the refs itself by the domain rules, so a
 * model cannot produce duplicated or out-of-order refs.
 */

/** What a chain call sends: a business description (`post`) for ideas, or one `idea` for a draft form. */
export const chainRequestSchema = z.object({
  inputs: z.union([z.object({ post: z.string() }), z.object({ idea: z.string() })]),
});
export type ChainRequest = z.infer<typeof chainRequestSchema>;

/**
 * `{key}` mentions of a prompt. The app's own copy of this rule lives in src/domain/aiForm.ts; the schema keeps
 * its own line so that the schemas and the AI screen share no chunk (every shared chunk is listed in the entry).
 */
const promptKeys = (prompt: string) => [...prompt.matchAll(/\{([a-z][a-z0-9_]*)\}/g)].map((match) => match[1] ?? '');

/** One idea: a short title and one line saying what the visitor gets. */
export const ideaSchema = z.object({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().max(300).default(''),
});
export type Idea = z.infer<typeof ideaSchema>;
/** The answer of the `post` call: the ideas (five are asked for; the service may send fewer). */
export const ideasResultSchema = z.object({ ideas: z.array(ideaSchema).max(10) });
export type IdeasResult = z.infer<typeof ideasResultSchema>;

/** How the prompt names a field: `{key}`, lower-case letters, digits and `_`, starting with a letter. */
export const generatedFieldKeySchema = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'key like budget or guest_count');
const fieldTexts = {
  key: generatedFieldKeySchema,
  title: z.string().trim().min(1).max(200),
  hint: z.string().trim().max(300).default(''),
  required: z.boolean().default(true),
};
/** A question the visitor answers in their own words. */
export const generatedTextFieldSchema = z.object({ type: z.literal('text'), ...fieldTexts });
/** A question with given options (one, or several when `multiple`). */
export const generatedChoiceFieldSchema = z.object({
  type: z.literal('choice'),
  ...fieldTexts,
  options: z.array(z.string().trim().min(1).max(120)).min(2).max(12),
  multiple: z.boolean().default(false),
});
export const generatedFieldSchema = z.discriminatedUnion('type', [generatedTextFieldSchema, generatedChoiceFieldSchema]);
export type GeneratedField = z.infer<typeof generatedFieldSchema>;

export const generatedLeadFieldNames = ['name', 'email', 'phone'] as const;
/** When and how the form asks for the visitor's contact details. */
export const generatedLeadSettingsSchema = z.object({
  strategy: collectLeadStrategySchema.default('BEFORE'),
  /** The contact fields the form shows. */
  ask: z.array(z.enum(generatedLeadFieldNames)).default(['name', 'email']),
  /** Which of them must be filled in. */
  required: z.array(z.enum(generatedLeadFieldNames)).default(['email']),
  submitButton: z.string().trim().max(60).default(''),
  thankYou: z.string().trim().max(500).default(''),
});
export type GeneratedLeadSettings = z.infer<typeof generatedLeadSettingsSchema>;

/** The answer of the `idea` call: a whole form. */
export const generatedFormSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    header: z.string().trim().max(200).default(''),
    description: z.string().trim().max(1000).default(''),
    fields: z.array(generatedFieldSchema).min(1).max(12),
    /** The AI instruction; `{key}` stands for the visitor's answer to that field. */
    prompt: z.string().trim().min(1).max(8000),
    generateButton: z.string().trim().max(60).default(''),
    leads: generatedLeadSettingsSchema.default({
      strategy: 'BEFORE',
      ask: ['name', 'email'],
      required: ['email'],
      submitButton: '',
      thankYou: '',
    }),
  })
  .superRefine((form, context) => {
    const keys = new Set<string>();
    form.fields.forEach((field, index) => {
      if (keys.has(field.key)) context.addIssue({ code: 'custom', path: ['fields', index, 'key'], message: `duplicate key ${field.key}` });
      keys.add(field.key);
    });
    const mentioned = promptKeys(form.prompt);
    for (const key of mentioned) {
      if (!keys.has(key)) context.addIssue({ code: 'custom', path: ['prompt'], message: `{${key}} names no field` });
    }
    // A prompt that uses none of the answers would give every visitor the same result.
    if (mentioned.length === 0) context.addIssue({ code: 'custom', path: ['prompt'], message: 'the prompt uses no field' });
  });
export type GeneratedForm = z.infer<typeof generatedFormSchema>;
