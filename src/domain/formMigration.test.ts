import { describe, expect, it } from 'vitest';
import { formFieldsVersion, migratePreferences, migrateStoredForm } from './formMigration';

const field1 = { type: 'TextInputField', fieldRef: '#Field1', title: 'Business' };
const field2 = { type: 'SelectField', fieldRef: '#Field2', title: 'Size', options: ['S', 'M'] };
const email = { type: 'TextInputField', fieldRef: '#email', title: 'E-mail' };
const runBtn = { type: 'ButtonField', fieldRef: '#generate', title: 'Go' };
const submitBtn = { type: 'ButtonField', fieldRef: '#submit', title: 'Send' };

const unversioned = {
  id: 5,
  name: 'Old',
  server_only: { keep: true },
  fields: {
    steps: [
      { fields: [field1, field2], button: runBtn, prompt: 'Ideas for #Field1', enableGenerateMoreBtn: true, hint: 'x' },
      { fields: [email], button: submitBtn, enabled: false },
      { text: 'Thanks!', image: 't.png' },
    ],
    formCssOverrides: { color: 'red' },
  },
  preferences: { theme: '#00AA88', font: 'Inter' },
};

const v2 = {
  id: 6,
  name: 'Two',
  fields: {
    version: 2,
    aiFields: [field1],
    runAiBtn: runBtn,
    aiPrompt: { value: 'Hello #Field1', mentions: ['#Field1'] },
    leadsFields: [email],
    submitFormBtn: submitBtn,
  },
  preferences: {},
};

type Migrated = {
  fields: Record<string, unknown> & { legacy?: Record<string, Record<string, unknown>> };
  preferences: Record<string, unknown>;
  thank_you_text?: string;
  server_only?: unknown;
};
const migrate = (x: unknown) => migrateStoredForm(x) as Migrated;

describe('migrateStoredForm', () => {
  it('maps the unversioned three-step layout to version 3', () => {
    const out = migrate(unversioned);
    expect(formFieldsVersion(unversioned.fields)).toBe(1);
    expect(out.fields).toMatchObject({
      version: 3,
      aiFields: [field1, field2],
      runAiBtn: runBtn,
      aiPrompt: 'Ideas for #Field1',
      enableGenerateMoreBtn: true,
      leadsFields: [email],
      submitFormBtn: submitBtn,
      enableLeads: false,
      formCssOverrides: { color: 'red' },
    });
    expect(out.fields).not.toHaveProperty('steps');
    expect(out.thank_you_text).toBe('Thanks!');
  });

  it('turns the v2 prompt object into plain text', () => {
    const out = migrate(v2);
    expect(out.fields.version).toBe(3);
    expect(out.fields.aiPrompt).toBe('Hello #Field1');
  });

  it('converts a legacy theme to primaryColor with hex and hsl', () => {
    const out = migrate(unversioned);
    expect(out.preferences).toEqual({
      font: 'Inter',
      primaryColor: { hex: '#00aa88', hsl: { h: 168, s: 1, l: 0.3333 } },
    });
    expect(migratePreferences({ theme: { primary: '#fff', background: '#000' } })).toEqual({
      primaryColor: { hex: '#fff', hsl: { h: 0, s: 0, l: 1 } },
      bgColor: { hex: '#000', hsl: { h: 0, s: 0, l: 0 } },
    });
  });

  it('keeps an already set colour and keeps the conflicting theme value', () => {
    const primaryColor = { hex: '#112233', hsl: { h: 210, s: 0.5, l: 0.1333 } };
    expect(migratePreferences({ primaryColor, theme: '#ffffff' })).toEqual({ primaryColor, theme: { primary: '#ffffff' } });
    expect(migratePreferences({ primaryColor, theme: '#112233' })).toEqual({ primaryColor });
  });

  it('is idempotent: a migrated form comes back equal, and a v3 form is untouched', () => {
    for (const form of [unversioned, v2]) {
      const once = migrate(form);
      expect(migrate(once)).toEqual(once);
    }
    const v3 = migrate(v2);
    expect(migrate(structuredClone(v3))).toEqual(v3);
  });

  it('is lossless: unmapped data is kept under fields.legacy or in place', () => {
    const out = migrate(unversioned);
    expect(out.server_only).toEqual({ keep: true });
    expect(out.fields.legacy).toEqual({ aiStep: { hint: 'x' }, thankYouStep: { image: 't.png' } });
    expect(migrate(v2).fields.legacy).toEqual({ aiPrompt: { mentions: ['#Field1'] } });
    // A thank-you text already on the form wins; the step's text is kept, not dropped.
    const both = migrate({ ...unversioned, thank_you_text: 'Newer' });
    expect(both.thank_you_text).toBe('Newer');
    expect(both.fields.legacy?.thankYouStep).toEqual({ image: 't.png', text: 'Thanks!' });
  });

  it('does not mutate its input', () => {
    const input = structuredClone(unversioned);
    migrate(input);
    expect(input).toEqual(unversioned);
  });

  it('accepts a bare list of steps and leaves non-objects alone', () => {
    const out = migrate({ fields: [{ fields: [field1] }, { fields: [email] }, {}] });
    expect(out.fields).toMatchObject({ version: 3, aiFields: [field1], leadsFields: [email] });
    expect(migrate({ id: 1, fields: null }).fields).toEqual({ version: 3 });
    expect(migrateStoredForm(null)).toBeNull();
    expect(migrateStoredForm('x')).toBe('x');
  });
});
