import { describe, expect, it } from 'vitest';
import { generatedFormSchema, leadFormWriteSchema } from '../../api/schemas';
import { mentionedFieldRefs } from '../../domain';
import { toLeadForm } from './toLeadForm';

const answer = generatedFormSchema.parse({
  name: 'Cake price calculator',
  fields: [
    { type: 'choice', key: 'occasion', title: 'Occasion?', options: ['Birthday', 'Wedding'] },
    { type: 'text', key: 'guests', title: 'How many guests?', required: false },
  ],
  prompt: 'Price a cake for a {occasion} with {guests} guests. Again: {occasion}.',
  generateButton: 'Calculate',
  leads: { strategy: 'EMAIL', ask: ['name'], required: [] },
});

describe('toLeadForm', () => {
  it('numbers the questions #Field1, #Field2 in order and writes the refs into the prompt', () => {
    // `{unknown}` would have been refused by the schema in a real answer; here it shows only known keys change.
    const form = toLeadForm({ ...answer, prompt: `${answer.prompt} Keep {unknown}?` });
    expect(form.fields?.aiFields?.map((f) => [f.fieldRef, f.type])).toEqual([
      ['#Field1', 'SelectField'],
      ['#Field2', 'TextInputField'],
    ]);
    expect(form.fields?.aiPrompt).toBe('Price a cake for a #Field1 with #Field2 guests. Again: #Field1. Keep {unknown}?');
    expect(form.fields?.runAiBtn?.title).toBe('Calculate');
  });

  it('asks for and requires the e-mail when the full answer is e-mailed', () => {
    const form = toLeadForm(answer);
    expect(form.collect_lead_strategy).toBe('EMAIL');
    expect(form.email_ai_answer_enable).toBe(true);
    const email = form.fields?.leadsFields?.find((f) => f.fieldRef === '#email');
    expect(email).toMatchObject({ enabled: true, required: true });
    expect(form.fields?.leadsFields?.find((f) => f.fieldRef === '#phone')).toMatchObject({ enabled: false, required: false });
  });

  it('makes a form the server accepts, whose prompt names every question by its ref', () => {
    const form = leadFormWriteSchema.parse(toLeadForm(answer));
    expect(mentionedFieldRefs(form.fields.aiPrompt)).toEqual(form.fields.aiFields.map((f) => f.fieldRef));
  });
});
