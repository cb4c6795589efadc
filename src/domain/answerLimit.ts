/**
 * One AI answer's length, in a module of its own: the widget and the markdown reader import it without the whole
 * table of limits (src/domain/limits.ts lists it there with the rest).
 */
export const AI_ANSWER_LIMIT = 20_000;
