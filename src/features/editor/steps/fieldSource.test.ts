import { describe, expect, it } from 'vitest';
import type { Field } from '../../../api';
import { createFieldSource } from './fieldSource';

const titled = (title: string): Field[] => [{ type: 'TextInputField', fieldRef: '#Field1', title, description: '', required: false }];

describe('the fields the cards read', () => {
  it('takes a newer list, and never a list it has moved past', () => {
    const first = titled('Nam');
    const source = createFieldSource(first);
    // A keystroke announces its list at once; a render begun before it then draws the older one.
    const typed = titled('Name');
    expect(source.set(typed)).toBe(true);
    expect(source.set(first)).toBe(false);
    expect(source.get('#Field1')).toMatchObject({ title: 'Name' });
    // A list it has not seen (a reorder, the other tab's version) is taken.
    expect(source.set(titled('Their name'))).toBe(true);
    expect(source.get('#Field1')).toMatchObject({ title: 'Their name' });
  });
});
