import { describe, expect, expectTypeOf, it } from 'vitest';
import { validateField } from '../../domain/fieldRules';
import type { CheckedField } from '../../domain/fieldRules';
import {
  chatSchema,
  fieldSchema,
  leadFormSchema,
  leadSessionSchema,
  pagedSchema,
  userSchema,
  emailSubscriptionSchema,
} from './index';
import type { Chat, ChatWrite, LeadForm, LeadFormWrite } from './index';

const v3Fields = {
  version: 3,
  aiFields: [{ type: 'TextInputField', fieldRef: '#Field1', title: 'Your business' }],
  aiPrompt: 'Write about #Field1',
  leadsFields: [{ type: 'TextInputField', fieldRef: '#email', title: 'E-mail' }],
};

describe('schemas', () => {
  it('applies field defaults (required true, image width 100, align stretch)', () => {
    const text = fieldSchema.parse({ type: 'TextInputField', fieldRef: '#Field1', title: 'T' });
    expect(text).toMatchObject({ required: true, description: '' });
    const image = fieldSchema.parse({ type: 'ImageField', fieldRef: '#Field2', image: { url: 'u' } });
    expect(image).toMatchObject({ width: 100, align: 'stretch' });
  });

  it('parsed fields fit the domain field rules', () => {
    const field: CheckedField = fieldSchema.parse({ type: 'SelectField', fieldRef: '#Field3', title: 'Size', options: [] });
    expect(validateField(field).map((p) => p.key)).toEqual(['addAtLeast1Option']);
  });

  it('rejects a header size outside h1-h6 and a bad fieldRef', () => {
    expect(fieldSchema.safeParse({ type: 'HeaderField', fieldRef: '#Field1', title: 'T', size: 'h7' }).success).toBe(false);
    expect(fieldSchema.safeParse({ type: 'ButtonField', fieldRef: 'Field1', title: 'T' }).success).toBe(false);
  });

  it('parses a minimal v3 form with defaults', () => {
    const form = leadFormSchema.parse({ id: 1, name: 'A', fields: v3Fields });
    expect(form.fields.aiPrompt).toBe('Write about #Field1');
    expect(form.fields.runAiBtn.type).toBe('ButtonField');
    expect(form.collect_lead_strategy).toBe('BEFORE');
    expect(form.page_type).toBe('plain_page');
  });

  it('migrates a v2 form while parsing and keeps unknown keys', () => {
    const form = leadFormSchema.parse({
      id: 1,
      name: 'A',
      extra_server_key: 7,
      fields: { ...v3Fields, version: 2, aiPrompt: { value: 'Hi #Field1' } },
    });
    expect(form.fields.version).toBe(3);
    expect(form.fields.aiPrompt).toBe('Hi #Field1');
    expect(form.extra_server_key).toBe(7);
  });

  it('parses a paged list, also the counts-only answer of page_size=0', () => {
    const schema = pagedSchema(chatSchema);
    expect(schema.parse({ count: 3 })).toEqual({ count: 3, next: null, previous: null, results: [] });
    const page = schema.parse({ count: 1, next: null, previous: null, results: [{ id: 1, name: 'c', sources: [{ kind: 'webpage', url: 'https://x' }] }] });
    expect(page.results[0]?.sources[0]?.kind).toBe('webpage');
  });

  it('parses sessions, users and e-mail subscriptions', () => {
    expect(leadSessionSchema.parse({ id: 1, has_lead: false }).lead).toBeNull();
    expect(userSchema.parse({ id: 1, email: 'a@b.co', is_email_verified: true, has_password: false }).tariff).toBeNull();
    expect(
      emailSubscriptionSchema.safeParse({
        id: 1,
        receiver: 'sms',
        receiver_email: 'a@b.co',
        tracking_entity: 'lead',
        tracking_entity_parent: 'lead_form',
        tracking_entity_parent_id: 1,
        tracking_action: 'post',
        is_active: true,
      }).success,
    ).toBe(false);
  });

  it('a loaded entity can be saved as it is (the write types accept the read types)', () => {
    expectTypeOf<LeadForm>().toExtend<LeadFormWrite>();
    expectTypeOf<Chat>().toExtend<ChatWrite>();
  });
});
