import { z } from 'zod';
import type {
  WidgetAnswerEvent,
  WidgetFieldValue,
  WidgetLeadInput,
  WidgetModel,
} from '../../domain/widgetModel';
import { widgetAnswerErrorCodes } from '../../domain/widgetModel';
import { TEXT_LIMITS } from '../../domain/limits';
import { leadFormFieldsSchema, leadFormObjectSchema } from './leadForm';

/**
 * The widget's public calls (designed here, docs/api.md "Widget"). The widget itself parses these shapes by
 * hand to stay small; these schemas are what the mock backend and the app check them with, and each is
 * checked at compile time against the domain type the widget uses.
 */

/** A published form as a visitor's page gets it: no prompt, no e-mail settings, no counts. */
export const widgetFormSchema = leadFormObjectSchema
  .pick({
    id: true,
    header: true,
    description: true,
    preferences: true,
    call_to_action: true,
    logo: true,
    page_type: true,
    language_code: true,
    redirect_url: true,
    thank_you_text: true,
    alignment: true,
    width: true,
    height: true,
    custom_css: true,
    custom_html: true,
    transparent_background: true,
    header_font: true,
    body_font: true,
    collect_lead_strategy: true,
  })
  .extend({
    fields: leadFormFieldsSchema.omit({ aiPrompt: true }).strip(),
    hidden_params: z.array(z.string()).default([]),
    show_branding: z.boolean().default(false),
  })
  // Strict about what leaves: unknown keys of the stored form (and the prompt) are dropped, not passed on.
  .strip();
export type WidgetForm = z.infer<typeof widgetFormSchema>;

export const widgetViewCountSchema = z.object({ views: z.number().int().nonnegative() });

export const widgetSessionBodySchema = z.object({ device: z.string().max(TEXT_LIMITS.device).default('') });
/** The visitor's session: an unguessable id, used in the paths of the lead and filling calls. */
export const widgetSessionSchema = z.object({ uuid: z.string().min(8) });
export type WidgetSession = z.infer<typeof widgetSessionSchema>;

/** Extra data of a lead (utm_* and hidden parameters): a few short keys and values (docs/api.md). */
export const extraLeadDataSchema = z
  .record(z.string().max(TEXT_LIMITS.extraDataKey), z.string().max(TEXT_LIMITS.extraDataValue))
  .refine((data) => Object.keys(data).length <= TEXT_LIMITS.extraDataCount, {
    message: `Ensure this field has no more than ${TEXT_LIMITS.extraDataCount} keys.`,
  });

export const widgetLeadBodySchema = z.object({
  email: z.string().max(TEXT_LIMITS.leadEmail).optional(),
  phone: z.string().max(TEXT_LIMITS.leadPhone).optional(),
  name: z.string().max(TEXT_LIMITS.leadName).optional(),
  additional_lead_data: extraLeadDataSchema.default({}),
});
/** `emailed`: the full answer was e-mailed to the lead (the e-mail strategy). */
export const widgetLeadSchema = z.object({ id: z.number().int(), emailed: z.boolean() });

const visitorValueSchema = z.string().max(TEXT_LIMITS.visitorValue);
export const widgetFieldValueSchema = z.union([visitorValueSchema, z.array(visitorValueSchema).max(TEXT_LIMITS.visitorChoices)]);
/** Field values by fieldRef: the only thing the widget sends for an answer (the server builds the prompt). */
export const widgetAnswerBodySchema = z.object({
  values: z.record(z.string().max(TEXT_LIMITS.extraDataKey), widgetFieldValueSchema).refine(
    (values) => Object.keys(values).length <= TEXT_LIMITS.visitorAnswersCount,
    { message: `Ensure this field has no more than ${TEXT_LIMITS.visitorAnswersCount} keys.` },
  ),
});

export const widgetAnswerEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), filling_id: z.number().int() }),
  z.object({ type: z.literal('token'), text: z.string() }),
  z.object({ type: z.literal('end'), truncated: z.boolean() }),
  z.object({ type: z.literal('error'), code: z.enum(widgetAnswerErrorCodes) }),
]);

// Compile-time checks: the schemas and the widget's own types describe the same shapes.
const _fits = (
  form: WidgetForm,
  event: z.infer<typeof widgetAnswerEventSchema>,
  lead: z.infer<typeof widgetLeadBodySchema>,
  value: z.infer<typeof widgetFieldValueSchema>,
): [WidgetModel, WidgetAnswerEvent, WidgetLeadInput, WidgetFieldValue] => [form, event, lead, value];
const _back = (event: WidgetAnswerEvent, lead: WidgetLeadInput): [z.infer<typeof widgetAnswerEventSchema>, z.input<typeof widgetLeadBodySchema>] => [event, lead];
void _fits;
void _back;
