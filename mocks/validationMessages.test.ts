import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readServerFieldMessage } from '../src/api/client/errors';
import { TEXT_LIMITS } from '../src/domain/limits';
import { widgetLeadBodySchema } from '../src/api/schemas';
import { zodFieldErrors } from './http';

/** The demo backend's validation messages and the app's reading of them, one contract. */
function errorsOf(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return zodFieldErrors(parsed.error);
}

describe('validation messages', () => {
  it('say what is wrong, never "required" for a value that is there', () => {
    const errors = errorsOf(widgetLeadBodySchema, {
      name: 'n'.repeat(TEXT_LIMITS.leadName + 1),
      phone: 5,
      additional_lead_data: Object.fromEntries(Array.from({ length: TEXT_LIMITS.extraDataCount + 1 }, (_, n) => [`utm_${n}`, 'x'])),
    });
    expect(errors).toEqual({
      name: [`Ensure this field has no more than ${TEXT_LIMITS.leadName} characters.`],
      phone: ['Not a valid string.'],
      additional_lead_data: [`Ensure this field has no more than ${TEXT_LIMITS.extraDataCount} keys.`],
    });
    expect(errorsOf(z.object({ a: z.string(), b: z.array(z.string()).max(2), c: z.string().min(1), d: z.enum(['x', 'y']) }), { b: ['1', '2', '3'], c: '', d: 'z' })).toEqual({
      a: ['This field is required.'],
      b: ['Ensure this field has no more than 2 elements.'],
      c: ['This field may not be blank.'],
      d: ['Must be one of: x, y.'],
    });
    expect(errorsOf(z.object({ v: z.union([z.string().max(3), z.array(z.string())]) }), {})).toEqual({ v: ['This field is required.'] });
  });

  it('are read back by the app into a kind and the limit, so screens can say them in the owner\'s language', () => {
    const errors = errorsOf(z.object({ a: z.string(), b: z.string().max(7), c: z.array(z.string()).max(2), d: z.number(), e: z.string().min(1) }), {
      b: 'too long!',
      c: ['1', '2', '3'],
      d: 'x',
      e: '',
    });
    expect(readServerFieldMessage(errors.a![0]!)).toEqual({ kind: 'required' });
    expect(readServerFieldMessage(errors.b![0]!)).toEqual({ kind: 'tooLong', limit: 7 });
    expect(readServerFieldMessage(errors.c![0]!)).toEqual({ kind: 'tooMany', limit: 2 });
    expect(readServerFieldMessage(errors.d![0]!)).toEqual({ kind: 'wrongType' });
    expect(readServerFieldMessage(errors.e![0]!)).toEqual({ kind: 'blank' });
    expect(readServerFieldMessage('lead form with this name already exists.')).toBeNull();
  });
});
