import type { TFunction } from 'i18next';
import { leadFormObjectSchema, type Field, type LeadForm } from '../../api';
import {
  allFormFields,
  danglingFieldRefs,
  leadFieldRefs,
  nextFieldRef,
  validateAiFields,
  validateField,
  type FieldProblem,
  type FieldType,
} from '../../domain';

/** The form as the editor holds it: the server's shape at version 3 (a new form has no id yet: 0). */
export type EditorForm = LeadForm;

export const NEW_FORM_ID = 'new';

/** The three lead fields every form offers (turned on and off on the Leads step). */
export function defaultLeadsFields(): Field[] {
  return [
    { type: 'TextInputField', fieldRef: leadFieldRefs.name, title: '', description: '', required: false, enabled: true },
    { type: 'TextInputField', fieldRef: leadFieldRefs.email, title: '', description: '', required: true, enabled: true },
    { type: 'TextInputField', fieldRef: leadFieldRefs.phone, title: '', description: '', required: false, enabled: false },
  ];
}

/**
 * A blank form for /forms/new: one text input to start from, the lead fields, nothing published; the buttons' texts
 * (both required) and the widget's language are the owner's.
 */
export function newForm(t: TFunction<'editor'>, language: string): EditorForm {
  const form = leadFormObjectSchema.parse({ id: 0, name: '', language_code: language, fields: { version: 3 } });
  const { fields } = form;
  form.fields = {
    ...fields,
    aiFields: [blankField('TextInputField', nextFieldRef([]))],
    leadsFields: defaultLeadsFields(),
    runAiBtn: { ...fields.runAiBtn, title: t('defaults.runAiBtn') },
    submitFormBtn: { ...fields.submitFormBtn, title: t('defaults.submitFormBtn') },
  };
  return form;
}

/** A form loaded from the server, with the lead fields added when an old form has none. */
export function editableForm(form: LeadForm): EditorForm {
  return form.fields.leadsFields.length > 0 ? form : { ...form, fields: { ...form.fields, leadsFields: defaultLeadsFields() } };
}

/** A new, empty field of a kind with its ref, marked new. */
export function blankField(type: FieldType, fieldRef: string): Field {
  const base = { fieldRef, isNew: true };
  switch (type) {
    case 'ButtonField':
      return { ...base, type, title: '' };
    case 'HeaderField':
      return { ...base, type, title: '', size: 'h2' };
    case 'TextInputField':
      return { ...base, type, title: '', description: '', required: true };
    case 'HtmlField':
      return { ...base, type, markup: '' };
    case 'ImageField':
      return { ...base, type, image: null, width: 100, align: 'stretch' };
    case 'SelectField':
      return { ...base, type, title: '', description: '', options: [''], isMultiple: false, required: true };
  }
}

/** The owner's texts that mention fields by ref: the AI prompt and the e-mailed answer (subject and body). */
function mentioningTexts(form: EditorForm): string[] {
  return [form.fields.aiPrompt, form.email_ai_answer_subject, form.email_ai_answer_body];
}

/**
 * Appends a field of a kind, numbered after every ref of the form and every ref its texts still mention: a deleted
 * field's number is never given to the new field while the prompt or the e-mail points at it.
 */
export function addField(form: EditorForm, type: FieldType): { form: EditorForm; ref: string } {
  const field = blankField(type, nextFieldRef(allFormFields(form.fields), mentioningTexts(form)));
  return { form: { ...form, fields: { ...form.fields, aiFields: [...form.fields.aiFields, field] } }, ref: field.fieldRef };
}

/** The refs of deleted fields that the AI prompt and the e-mailed answer still mention, by where they are. */
export interface DanglingMentions {
  prompt: string[];
  email: string[];
}

export function danglingMentions(form: EditorForm): DanglingMentions {
  const fields = allFormFields(form.fields);
  return {
    prompt: danglingFieldRefs(form.fields.aiPrompt, fields),
    email: danglingFieldRefs(`${form.email_ai_answer_subject}\n${form.email_ai_answer_body}`, fields),
  };
}

export const stepIds = ['fields', 'ai', 'leads', 'customization', 'publication'] as const;
export type StepId = (typeof stepIds)[number];
/** Steps that must be complete before a later one opens. */
export const requiredSteps: ReadonlySet<StepId> = new Set(['fields', 'ai']);

export function isStepId(value: string | null): value is StepId {
  return stepIds.some((id) => id === value);
}

/** A problem to show next to the input it is about: `at` names it ('name', '#Field2.title', 'aiPrompt' …). */
export type EditorProblem = {
  at: string;
  key: FieldProblem['key'] | 'invalidUrl' | 'httpsUrl' | 'cssSize' | 'deletedFieldMentioned';
};

/** The problems of every step, for marking steps and showing messages next to their inputs. */
export function validateForm(form: EditorForm): Record<StepId, EditorProblem[]> {
  const { fields } = form;
  const fieldProblems = (problems: FieldProblem[]): EditorProblem[] =>
    problems.map((p) => ({ at: p.fieldRef ? `${p.fieldRef}.${p.property}` : p.property, key: p.key }));
  const blank = (text: string) => text.trim() === '';

  const fieldsStep: EditorProblem[] = [];
  if (blank(form.name)) fieldsStep.push({ at: 'name', key: 'required' });
  fieldsStep.push(...fieldProblems(validateAiFields(fields.aiFields)));

  const ai: EditorProblem[] = [];
  if (blank(fields.aiPrompt)) ai.push({ at: 'aiPrompt', key: 'required' });
  // A mention of a deleted field would reach the AI unfilled; the step says which (at the prompt) until it is fixed.
  if (danglingMentions(form).prompt.length > 0) ai.push({ at: 'aiPrompt.mentions', key: 'deletedFieldMentioned' });
  ai.push(...fieldProblems(validateField(fields.runAiBtn)).map((p) => ({ ...p, at: 'runAiBtn.title' })));

  const leads: EditorProblem[] = [];
  if (form.collect_lead_strategy !== 'DISABLED') {
    leads.push(...fieldProblems(validateField(fields.submitFormBtn)).map((p) => ({ ...p, at: 'submitFormBtn.title' })));
  }

  const customization: EditorProblem[] = [];
  for (const at of ['width', 'height'] as const) {
    // Empty, a number of pixels, or a CSS length such as 100% or 20rem (what the field's hint promises).
    if (form[at] !== null && !/^\d+(\.\d+)?(px|%|r?em|v[wh])?$/.test(String(form[at]))) customization.push({ at, key: 'cssSize' });
  }
  // The widget loads the logo into pages served over https: only an https address works everywhere.
  if (form.logo && !(form.logo.startsWith('https://') && isHttpUrl(form.logo))) customization.push({ at: 'logo', key: 'httpsUrl' });
  if (form.redirect_url && !isHttpUrl(form.redirect_url)) customization.push({ at: 'redirect_url', key: 'invalidUrl' });

  return { fields: fieldsStep, ai, leads, customization, publication: [] };
}

/** Only http(s) addresses are accepted where a visitor will be sent. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
