import { z } from 'zod';
import { pagedSchema } from '../schemas';

/** Options every endpoint function takes: react-query passes its AbortSignal through here. */
export type CallOptions = { signal?: AbortSignal | undefined };

/**
 * A list that SPEC shows only as "list of …": accepted as a bare array or as a paged object, and
 * returned as an array either way.
 */
export function listSchema<T extends z.ZodType>(item: T) {
  return z.union([z.array(item), pagedSchema(item).transform((page) => page.results)]);
}
