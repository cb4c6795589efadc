import { describe, expect, it } from 'vitest';
import { isDrawableModel } from './model';

const field = { type: 'TextInputField', fieldRef: '#Field1', title: 'What do you sell?', description: '', required: true };
const model = {
  header: 'Plan',
  collect_lead_strategy: 'BEFORE',
  fields: { aiFields: [field, { type: 'SelectField', fieldRef: '#Field2', title: 'Budget', options: ['a'], isMultiple: false }], leadsFields: [] },
};

describe("the widget's model guard", () => {
  it('takes a model it can draw, and one without lead fields (an e-mail-only lead form)', () => {
    expect(isDrawableModel(model)).toBe(true);
    expect(isDrawableModel({ ...model, fields: { aiFields: [field] } })).toBe(true);
  });

  it.each([
    ['nothing', null],
    ['a string', 'model'],
    ['no fields', { header: 'x' }],
    ['aiFields not a list', { fields: { aiFields: {} } }],
    ['a null field', { fields: { aiFields: [null] } }],
    ['a field without a type', { fields: { aiFields: [{ fieldRef: '#Field1' }] } }],
    ['a choice without options', { fields: { aiFields: [{ type: 'SelectField', fieldRef: '#Field1', title: 'x' }] } }],
    ['leadsFields not a list', { fields: { aiFields: [], leadsFields: 'email' } }],
    ['a header object', { ...model, header: { text: 'x' } }],
    ['a language number', { ...model, language_code: 7 }],
    ['a title object', { fields: { aiFields: [{ ...field, title: {} }] } }],
    ['hidden parameters not a list', { ...model, hidden_params: 'utm' }],
    // A list with a hole (a pushed model whose field was deleted in place): `every` alone skips the hole.
    // eslint-disable-next-line no-sparse-arrays
    ['a list with a hole', { ...model, fields: { aiFields: [field, , field] } }],
  ])('refuses %s', (_, broken) => {
    expect(isDrawableModel(broken)).toBe(false);
  });
});
