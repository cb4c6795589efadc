import { describe, expect, it } from 'vitest';
import { validateAiFields, validateField } from './fieldRules';

describe('validateField', () => {
  it('requires button text, header title and a size h1-h6', () => {
    expect(validateField({ type: 'ButtonField', fieldRef: '#submit', title: ' ' })).toEqual([
      { fieldRef: '#submit', property: 'title', key: 'required' },
    ]);
    expect(validateField({ type: 'HeaderField', fieldRef: '#Field1', title: 'Hi', size: 'h7' }).map((p) => p.key)).toEqual([
      'headerSize',
    ]);
    expect(validateField({ type: 'HeaderField', fieldRef: '#Field1', title: 'Hi', size: 'h6' })).toEqual([]);
  });

  it('requires a text input title only when it is enabled', () => {
    expect(validateField({ type: 'TextInputField', fieldRef: '#Field1', title: '' })).toHaveLength(1);
    expect(validateField({ type: 'TextInputField', fieldRef: '#Field1', title: '', enabled: false })).toEqual([]);
  });

  it('requires HTML markup and an image url', () => {
    expect(validateField({ type: 'HtmlField', fieldRef: '#Field1', markup: '' })[0]?.property).toBe('markup');
    expect(validateField({ type: 'ImageField', fieldRef: '#Field1', image: null })[0]?.property).toBe('image');
    expect(validateField({ type: 'ImageField', fieldRef: '#Field1', image: { url: 'https://x/y.png' } })).toEqual([]);
  });

  it('requires a select title and at least one option', () => {
    expect(validateField({ type: 'SelectField', fieldRef: '#Field2', title: 'Size', options: ['  '] })).toEqual([
      { fieldRef: '#Field2', property: 'options', key: 'addAtLeast1Option' },
    ]);
  });
});

describe('validateAiFields', () => {
  it('needs at least one text input', () => {
    expect(validateAiFields([{ type: 'HtmlField', fieldRef: '#Field1', markup: '<b>x</b>' }])).toEqual([
      { fieldRef: '', property: 'aiFields', key: 'atLeastOneField' },
    ]);
    expect(validateAiFields([{ type: 'TextInputField', fieldRef: '#Field1', title: 'Business' }])).toEqual([]);
  });
});
