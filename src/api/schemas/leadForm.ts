import { z } from 'zod';
import { collectLeadStrategies, pageTypes } from '../../domain/formModel';
import { migrateFormFields, migrateStoredForm } from '../../domain/formMigration';
import { CURRENT_FORM_VERSION } from '../../domain/constants';
import { TEXT_LIMITS } from '../../domain/limits';
import type { WidgetModel } from '../../domain/widgetModel';
import { buttonFieldSchema, fieldSchema } from './fields';
import { idSchema } from './common';

/** A colour as the colour picker keeps it: hex text and its HSL parts (the form's preferences store both). */
export const hslSchema = z.object({
  h: z.number(),
  s: z.number(),
  l: z.number(),
  a: z.number().optional(),
});
export const colorSchema = z.object({
  hex: z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'hex colour like #12ab34'),
  hsl: hslSchema,
});
export type Hsl = z.infer<typeof hslSchema>;
export type Color = z.infer<typeof colorSchema>;

/**
 * Look of the widget. Loose so that keys the app does not know survive a load-and-save round trip; the
 * legacy `theme` is converted by the migration before this schema sees it.
 */
export const preferencesSchema = z
  .object({
    primaryColor: colorSchema.optional(),
    bgColor: colorSchema.optional(),
  })
  .loose();
export type Preferences = z.infer<typeof preferencesSchema>;

/** The two buttons every form has (generate and submit); titles are filled in the editor. */
export const defaultRunAiBtn = { type: 'ButtonField', fieldRef: '#generate', title: '' } as const;
export const defaultSubmitFormBtn = { type: 'ButtonField', fieldRef: '#submit', title: '' } as const;

/** The `fields` object of a form, version 3. Loose for the same round-trip reason. */
export const leadFormFieldsSchema = z
  .object({
    version: z.literal(CURRENT_FORM_VERSION),
    aiFields: z.array(fieldSchema).default([]),
    runAiBtn: buttonFieldSchema.default({ ...defaultRunAiBtn }),
    /** The AI instruction; `#FieldN` refs inside it are replaced by the visitor's values. */
    aiPrompt: z.string().default(''),
    enableGenerateMoreBtn: z.boolean().default(false),
    enableLeads: z.boolean().default(true),
    leadsFields: z.array(fieldSchema).default([]),
    submitFormBtn: buttonFieldSchema.default({ ...defaultSubmitFormBtn }),
    /** CSS property or selector → value, applied over the theme (designed here). */
    formCssOverrides: z.record(z.string(), z.string()).default({}),
  })
  .loose();
export type LeadFormFields = z.infer<typeof leadFormFieldsSchema>;
/** `fields` of any stored layout version, migrated to version 3 before parsing. */
export const storedLeadFormFieldsSchema = z.preprocess(migrateFormFields, leadFormFieldsSchema);

export const collectLeadStrategySchema = z.enum(collectLeadStrategies);
export const pageTypeSchema = z.enum(pageTypes);

/**
 * A lead form (tool) as the server sends it, already at version 3. Field names beyond those SPEC spells
 * out are designed here (docs/api.md). Loose: unknown server keys are kept so that PUT does not drop them.
 */
export const leadFormObjectSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    header: z.string().default(''),
    description: z.string().default(''),
    fields: leadFormFieldsSchema,
    preferences: preferencesSchema.default({}),
    default_result_text: z.string().default(''),
    call_to_action: z.string().default(''),
    logo: z.string().nullable().default(null),
    page_type: pageTypeSchema.default('plain_page'),
    model_name: z.string().nullable().default(null),
    is_published: z.boolean().default(false),
    views: z.number().int().nonnegative().default(0),
    leads_count: z.number().int().nonnegative().default(0),
    last_updated: z.string().nullable().default(null),
    language_code: z.string().default('en'),
    redirect_url: z.string().nullable().default(null),
    thank_you_text: z.string().default(''),
    alignment: z.string().nullable().default(null),
    width: z.union([z.number(), z.string()]).nullable().default(null),
    height: z.union([z.number(), z.string()]).nullable().default(null),
    custom_css: z.string().default(''),
    custom_html: z.string().default(''),
    transparent_background: z.boolean().default(false),
    header_font: z.string().nullable().default(null),
    body_font: z.string().nullable().default(null),
    show_more_button: z.boolean().default(false),
    lead_collection_settings: z.record(z.string(), z.unknown()).nullable().default(null),
    collect_lead_strategy: collectLeadStrategySchema.default('BEFORE'),
    email_ai_answer_enable: z.boolean().default(false),
    email_ai_answer_subject: z.string().default(''),
    /** May hold field refs (#Field1); empty means the default template is used. */
    email_ai_answer_body: z.string().default(''),
  })
  .loose();

/** Parses a stored form of any layout version: migrates it to version 3 first (src/domain/formMigration). */
export const leadFormSchema = z.preprocess(migrateStoredForm, leadFormObjectSchema);
export type LeadForm = z.infer<typeof leadFormObjectSchema>;

/** What POST /lead_forms/ and PUT /lead_forms/{id}/ send: the serialized form without server-owned keys. */
export const leadFormWriteSchema = leadFormObjectSchema.omit({
  id: true,
  views: true,
  leads_count: true,
  last_updated: true,
});
export type LeadFormWrite = z.input<typeof leadFormWriteSchema>;

// Compile-time check that a parsed form is what the widget renders (src/domain/widgetModel.ts): the editor
// pushes its form to the preview as it is, so the two shapes must not drift apart.
const _formFitsWidget = (form: LeadForm): WidgetModel => form;
void _formFitsWidget;

const upTo = (limit: number) => z.string().max(limit).optional();
/** The texts of one field an owner types, with their limits (other keys pass: the form schema checks them). */
const fieldLengthsSchema = z
  .object({
    title: upTo(TEXT_LIMITS.fieldTitle),
    description: upTo(TEXT_LIMITS.fieldDescription),
    markup: upTo(TEXT_LIMITS.customHtml),
    options: z.array(z.string().max(TEXT_LIMITS.choiceOption)).max(TEXT_LIMITS.choiceOptionsCount).optional(),
  })
  .loose();

/**
 * The length limits of a written form (src/domain/limits.ts), checked by the server on POST and PUT. Apart from
 * the form schema so that a stored form of any length still reads; only what is written is held to them.
 */
export const leadFormLengthsSchema = z
  .object({
    name: upTo(TEXT_LIMITS.formName),
    header: upTo(TEXT_LIMITS.formHeader),
    description: upTo(TEXT_LIMITS.formDescription),
    call_to_action: upTo(TEXT_LIMITS.callToAction),
    thank_you_text: upTo(TEXT_LIMITS.thankYouText),
    default_result_text: upTo(TEXT_LIMITS.defaultResultText),
    custom_css: upTo(TEXT_LIMITS.customCss),
    custom_html: upTo(TEXT_LIMITS.customHtml),
    email_ai_answer_subject: upTo(TEXT_LIMITS.emailSubject),
    email_ai_answer_body: upTo(TEXT_LIMITS.emailBody),
    fields: z
      .object({
        aiPrompt: upTo(TEXT_LIMITS.aiPrompt),
        aiFields: z.array(fieldLengthsSchema).optional(),
        leadsFields: z.array(fieldLengthsSchema).optional(),
        runAiBtn: fieldLengthsSchema.optional(),
        submitFormBtn: fieldLengthsSchema.optional(),
      })
      .loose()
      .optional(),
  })
  .loose();
