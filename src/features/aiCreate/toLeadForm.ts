import type { Field, GeneratedField, GeneratedForm, LeadFormWrite } from '../../api';
import { CURRENT_FORM_VERSION, leadFieldRefs, nextFieldRef, replacePromptKeys } from '../../domain';

/** One question of the AI's answer as a field of the form, under the ref the form gives it. */
function toField(field: GeneratedField, fieldRef: string): Field {
  const base = { fieldRef, title: field.title, description: field.hint, required: field.required, isNew: true };
  return field.type === 'choice'
    ? { ...base, type: 'SelectField', options: field.options, isMultiple: field.multiple }
    : { ...base, type: 'TextInputField' };
}

/**
 * The AI's form as the form the app creates: the questions numbered #Field1, #Field2 … in their order by the
 * domain rule (one more than the highest ref so far), the prompt's `{key}`s turned into those refs, and the
 * lead settings as the lead fields and strategy the editor shows.
 */
export function toLeadForm(generated: GeneratedForm): LeadFormWrite {
  const aiFields: Field[] = [];
  const refs = new Map<string, string>();
  for (const field of generated.fields) {
    const ref = nextFieldRef(aiFields);
    refs.set(field.key, ref);
    aiFields.push(toField(field, ref));
  }
  const { leads } = generated;
  // The e-mail strategy sends the full answer by e-mail, so the e-mail address is asked and required then.
  const emailed = leads.strategy === 'EMAIL';
  const leadField = (name: keyof typeof leadFieldRefs): Field => ({
    type: 'TextInputField',
    fieldRef: leadFieldRefs[name],
    title: '',
    description: '',
    required: leads.required.includes(name) || (emailed && name === 'email'),
    enabled: leads.ask.includes(name) || (emailed && name === 'email'),
  });
  return {
    name: generated.name,
    header: generated.header,
    description: generated.description,
    fields: {
      version: CURRENT_FORM_VERSION,
      aiFields,
      runAiBtn: { type: 'ButtonField', fieldRef: '#generate', title: generated.generateButton },
      aiPrompt: replacePromptKeys(generated.prompt, refs),
      enableLeads: leads.strategy !== 'DISABLED',
      leadsFields: [leadField('name'), leadField('email'), leadField('phone')],
      submitFormBtn: { type: 'ButtonField', fieldRef: '#submit', title: leads.submitButton },
    },
    collect_lead_strategy: leads.strategy,
    email_ai_answer_enable: emailed,
    thank_you_text: leads.thankYou,
    is_published: false,
  };
}

/** What the editor's notice says was generated. */
export interface GeneratedSummary {
  idea: string;
  questions: number;
  strategy: GeneratedForm['leads']['strategy'];
}
