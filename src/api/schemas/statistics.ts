import { z } from 'zod';

/** YYYY-MM-DD */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date like 2026-01-31');

/** One day of a form's statistics (designed here). */
export const statisticsDaySchema = z.object({
  date: isoDateSchema,
  views: z.number().int().nonnegative(),
  sessions: z.number().int().nonnegative(),
  leads: z.number().int().nonnegative(),
});
export type StatisticsDay = z.infer<typeof statisticsDaySchema>;

/** GET /lead_forms/{id}/statistics/?date_from&date_to (designed here): one entry per day, oldest first. */
export const formStatisticsSchema = z.object({
  date_from: isoDateSchema,
  date_to: isoDateSchema,
  days: z.array(statisticsDaySchema),
});
export type FormStatistics = z.infer<typeof formStatisticsSchema>;

export const statisticsParamsSchema = z.object({ date_from: isoDateSchema, date_to: isoDateSchema });
export type StatisticsParams = z.infer<typeof statisticsParamsSchema>;
