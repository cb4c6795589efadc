/**
 * What a lead's extra data (`utm_*` and the form's hidden parameters) may hold, in a module of its own: the widget
 * caps what it sends with these numbers without the whole table of limits (src/domain/limits.ts lists them there).
 */
export const EXTRA_DATA_MAX_KEYS = 20;
export const EXTRA_DATA_KEY_MAX_LENGTH = 64;
export const EXTRA_DATA_VALUE_MAX_LENGTH = 500;
