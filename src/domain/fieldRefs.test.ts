import { describe, expect, it } from 'vitest';
import { allFormFields, danglingFieldRefs, fieldRefNumber, mentionedFieldRefs, nextFieldRef, withNewFieldRef } from './fieldRefs';

describe('fieldRefs', () => {
  it('reads the number of #FieldN refs only', () => {
    expect(fieldRefNumber('#Field12')).toBe(12);
    expect(fieldRefNumber('#email')).toBeNull();
    expect(fieldRefNumber('#Field')).toBeNull();
    expect(fieldRefNumber('Field3')).toBeNull();
  });

  it('numbers after the highest existing ref, not after the count', () => {
    expect(nextFieldRef([])).toBe('#Field1');
    expect(nextFieldRef([{ fieldRef: '#Field1' }, { fieldRef: '#Field7' }, { fieldRef: '#email' }])).toBe('#Field8');
  });

  it('never reuses a deleted ref that a text still mentions', () => {
    // #Field2 and #Field7 were deleted; the prompt and the e-mail body still point at them.
    const fields = [{ fieldRef: '#Field1' }];
    expect(nextFieldRef(fields, ['Who likes #Field2?', ''])).toBe('#Field3');
    expect(nextFieldRef(fields, ['Who likes #Field2?', 'Dear #name, about #Field7'])).toBe('#Field8');
    // Once no text mentions it, the highest field decides again.
    expect(nextFieldRef(fields, ['No refs here'])).toBe('#Field2');
  });

  it('marks a new field new and numbers it across AI and lead fields', () => {
    const fields = { aiFields: [{ fieldRef: '#Field2' }], leadsFields: [{ fieldRef: '#Field5' }, { fieldRef: '#phone' }] };
    const added = withNewFieldRef({ type: 'HtmlField', markup: '<b>x</b>' }, allFormFields(fields));
    expect(added).toEqual({ type: 'HtmlField', markup: '<b>x</b>', fieldRef: '#Field6', isNew: true });
  });
});

describe('mentionedFieldRefs', () => {
  it('finds each #FieldN once, with every digit of N', () => {
    expect(mentionedFieldRefs('Use #Field1 and #Field12, then #Field1 again; not #email.')).toEqual(['#Field1', '#Field12']);
  });
  it('answers nothing for a text without refs', () => {
    expect(mentionedFieldRefs('Plain text')).toEqual([]);
  });
});

describe('danglingFieldRefs', () => {
  it('names the mentioned refs no field has', () => {
    expect(danglingFieldRefs('#Field1 likes #Field2 and #Field12, #email', [{ fieldRef: '#Field1' }, { fieldRef: '#email' }])).toEqual([
      '#Field2',
      '#Field12',
    ]);
    expect(danglingFieldRefs('#Field1 only', [{ fieldRef: '#Field1' }])).toEqual([]);
  });
});
