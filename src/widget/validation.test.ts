import { describe, expect, it } from 'vitest';
import type { WidgetField } from '../domain/widgetModel';
import { CallError } from './client';
import { translator } from './i18n';
import { contactErrors, failureNote, fieldErrors, refusal } from './validation';

const t = translator('en');
const fields = [
  { type: 'HeaderField', fieldRef: '#h', title: 'Tell us', size: 'h2' },
  { type: 'TextInputField', fieldRef: '#Field1', title: 'Product', required: true },
  { type: 'TextInputField', fieldRef: '#Field2', title: 'Notes', required: false },
  { type: 'SelectField', fieldRef: '#Field3', title: 'Budget', required: false, options: ['low', 'high'], isMultiple: true },
  { type: 'TextInputField', fieldRef: '#Field4', title: 'Off', required: true, enabled: false },
] as unknown as WidgetField[];

describe("the widget's checks", () => {
  it('says a required field is empty (blank counts as empty) and a choice is not one of the options', () => {
    expect(fieldErrors(fields, { '#Field1': '  ', '#Field3': ['low', 'huge'] }, t)).toEqual({
      '#Field1': 'Product is a required field',
      '#Field3': 'Budget must be one of: low, high',
    });
    expect(fieldErrors(fields, { '#Field1': 'shoes', '#Field3': ['high'] }, t)).toEqual({});
  });

  it('checks the contacts asked: required, e-mail and phone', () => {
    const asked = [
      { key: 'email', title: 'E-mail', required: true },
      { key: 'phone', title: 'Phone', required: false },
      { key: 'name', title: 'Name', required: true },
    ] as const;
    expect(contactErrors([...asked], { email: 'nope', phone: 'abc', name: ' ' }, t)).toEqual({ email: 'Email is not valid', phone: 'Phone number is not valid', name: 'Name is a required field' });
    expect(contactErrors([...asked], { email: 'a@b.co', phone: '', name: 'Ann' }, t)).toEqual({});
  });

  it("reads the server's refusals back in the visitor's language", () => {
    expect(refusal(['is no more than 2000 characters'], 'Notes', t)).toBe('Too long: at most 2000 characters');
    expect(refusal('Enter a valid email address.', 'E-mail', t)).toBe('Email is not valid');
    expect(refusal(['Invalid phone'], 'Phone', t)).toBe('Phone number is not valid');
    expect(refusal(['This field may not be blank.'], 'Product', t)).toBe('Product is a required field');
    expect(refusal(['Nope'], 'Product', t)).toBe('This value is not accepted');
  });

  it('says why a call failed', () => {
    expect(failureNote(new Error('boom'))).toBe('generation_failed');
    expect(failureNote(new CallError(403, 'openai_key_missing'))).toBe('openai_key_missing');
    expect(failureNote(new CallError(402))).toBe('not_enough_credits');
    expect(failureNote(new CallError(0))).toBe('network');
    expect(failureNote(new CallError(404))).toBe('unavailable');
    expect(failureNote(new CallError(500))).toBe('failed');
  });
});
