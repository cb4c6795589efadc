import type { DraftSchema } from './draftStore';

/*
 * Draft schemas for screens whose code carries no zod (zod comes with the api calls, after the first paint, and would
 * double a small screen's code). They answer `safeParse` as zod does, so a store takes either; `text` is in
 * ./draftStore (the start-up code needs it for the typed e-mail).
 */

const accepted = <T>(data: T) => ({ success: true as const, data });
const refused = { success: false as const };

/** A schema from a type guard. */
export const schemaOf = <T>(test: (value: unknown) => value is T): DraftSchema<T> => ({
  safeParse: (value) => (test(value) ? accepted(value) : refused),
});

type Output<S> = S extends DraftSchema<infer T> ? T : never;
type Optional<T> = DraftSchema<T> & { optional: true };

export const flag = schemaOf((value): value is boolean => typeof value === 'boolean');
export const wholeNumber = schemaOf((value): value is number => Number.isInteger(value));

export const oneOf = <const V extends readonly string[]>(...values: V) => schemaOf((value): value is V[number] => values.includes(value as string));

/**
 * A value this app wrote and the server checks again when it is sent (e.g. a form the AI made): the guard looks at
 * what the screen relies on, not at every field.
 */
export const trusted = schemaOf;

export const nullable = <T>(schema: DraftSchema<T>): DraftSchema<T | null> => ({
  safeParse: (value) => (value === null ? accepted(null) : schema.safeParse(value)),
});

/** A field a draft kept by an older version of the app may lack (the reader fills it in). */
export const optional = <T>(schema: DraftSchema<T>): Optional<T> => ({
  optional: true,
  safeParse: (value) => (value === undefined ? accepted(undefined as T) : schema.safeParse(value)),
});

/** The first of these that accepts the value (the kinds of a chat's sources). */
export const anyOf = <S extends DraftSchema<unknown>[]>(...schemas: S): DraftSchema<Output<S[number]>> => ({
  safeParse: (value) => {
    for (const schema of schemas) {
      const result = schema.safeParse(value);
      if (result.success) return accepted(result.data as Output<S[number]>);
    }
    return refused;
  },
});

export const listOf = <T>(item: DraftSchema<T>): DraftSchema<T[]> => ({
  safeParse: (value) => {
    if (!Array.isArray(value)) return refused;
    const items: T[] = [];
    for (const entry of value) {
      const result = item.safeParse(entry);
      if (!result.success) return refused;
      items.push(result.data);
    }
    return accepted(items);
  },
});

type Fields = Record<string, DraftSchema<unknown>>;
type OptionalNames<F extends Fields> = { [K in keyof F]: F[K] extends { optional: true } ? K : never }[keyof F];
type Flat<T> = { [K in keyof T]: T[K] };
type ShapeOutput<F extends Fields> = Flat<{ [K in Exclude<keyof F, OptionalNames<F>>]: Output<F[K]> } & { [K in OptionalNames<F>]?: Output<F[K]> }>;

/** An object with these fields (others it may have are dropped); one field refused refuses the whole. */
export const shape = <F extends Fields>(fields: F): DraftSchema<ShapeOutput<F>> => ({
  safeParse: (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return refused;
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(fields)) {
      const result = field.safeParse((value as Record<string, unknown>)[name]);
      if (!result.success) return refused;
      if (result.data !== undefined) out[name] = result.data;
    }
    return accepted(out as ShapeOutput<F>);
  },
});
