import { z } from 'zod';
import { idSchema } from './common';

/** Processing state of an uploaded file (designed here; unknown states are kept as text). */
export const uploadStatuses = ['pending', 'processing', 'ready', 'failed'] as const;

/** A file uploaded for training chats. `size` is in bytes. */
export const uploadSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    title: z.string().default(''),
    type: z.string(),
    status: z.union([z.enum(uploadStatuses), z.string()]),
    created_at: z.string(),
    size: z.number().int().nonnegative(),
  })
  .loose();
export type Upload = z.infer<typeof uploadSchema>;

/** An uploaded design image of a form (POST /lead_forms/{id}/design_image/). */
export const designImageSchema = z.object({ id: idSchema, url: z.string() }).loose();
export type DesignImage = z.infer<typeof designImageSchema>;
