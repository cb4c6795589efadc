import { z } from 'zod';

/** Server ids are integers (designed here: SPEC does not show the id type). */
export const idSchema = z.number().int();
export type Id = z.infer<typeof idSchema>;

/**
 * Error body of the backend: it carries a code and a detail. `detail` is a text or, for
 * validation failures, an object of field name → messages; `message` is read as a fallback code.
 */
export const apiErrorBodySchema = z
  .object({
    code: z.string().optional(),
    message: z.string().optional(),
    detail: z.unknown().optional(),
  })
  .loose();
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/**
 * A paged list ("paged with a count"). With page_size=0 the server returns just the count, so
 * `results` and the links may be missing.
 */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullish().transform((v) => v ?? null),
    previous: z.string().nullish().transform((v) => v ?? null),
    results: z.array(item).default([]),
  });
}
export type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** Query of every paged list call. */
export const pageParamsSchema = z.object({
  page: z.number().int().positive().optional(),
  page_size: z.number().int().nonnegative().optional(),
});
export type PageParams = z.infer<typeof pageParamsSchema>;

/** Calls that answer 204 (or an empty body) have nothing to parse. */
export const emptySchema = z.unknown().transform(() => undefined);
