import { z } from 'zod';
import { storedLeadFormFieldsSchema } from './leadForm';

/**
 * The AI chat service answers text that holds JSON (SPEC §7, shape "not shown"). The shapes below are
 * designed here: the `post` call turns a business description into ideas, the `idea` call turns one idea
 * into a draft tool.
 */
export const ideaSchema = z.object({ title: z.string(), description: z.string().default('') });
export type Idea = z.infer<typeof ideaSchema>;
export const ideasResultSchema = z.object({ ideas: z.array(ideaSchema) });
export type IdeasResult = z.infer<typeof ideasResultSchema>;

export const generatedFormSchema = z
  .object({
    name: z.string(),
    header: z.string().default(''),
    description: z.string().default(''),
    fields: storedLeadFormFieldsSchema,
  })
  .loose();
export type GeneratedForm = z.infer<typeof generatedFormSchema>;
