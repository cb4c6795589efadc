import { z } from 'zod';

/** YYYY-MM-DD */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date like 2026-01-31');

/**
 * One day of a form's statistics (designed here): widget views, sessions started, sessions whose visitor sent
 * field values (filled), sessions that got an AI answer (answered) and sessions that left a lead.
 */
export const statisticsDaySchema = z.object({
  date: isoDateSchema,
  views: z.number().int().nonnegative(),
  sessions: z.number().int().nonnegative(),
  filled: z.number().int().nonnegative().default(0),
  answered: z.number().int().nonnegative().default(0),
  leads: z.number().int().nonnegative(),
});
export type StatisticsDay = z.infer<typeof statisticsDaySchema>;

/** Named ranges the server resolves with its own calendar (so "today" is the server's day). */
export const statisticsPeriods = ['last_7_days', 'last_30_days', 'this_month'] as const;
export type StatisticsPeriod = (typeof statisticsPeriods)[number];

/**
 * GET /lead_forms/{id}/statistics/?period | ?date_from&date_to (designed here): one entry per day, oldest
 * first, the range it resolved to and the server's today (UTC days).
 */
export const formStatisticsSchema = z.object({
  date_from: isoDateSchema,
  date_to: isoDateSchema,
  today: isoDateSchema.optional(),
  days: z.array(statisticsDaySchema),
});
export type FormStatistics = z.infer<typeof formStatisticsSchema>;

export const statisticsParamsSchema = z.union([
  z.object({ period: z.enum(statisticsPeriods) }),
  z.object({ date_from: isoDateSchema, date_to: isoDateSchema }),
]);
export type StatisticsParams = z.infer<typeof statisticsParamsSchema>;
