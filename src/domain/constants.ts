/** Business constants and limits: one named home each, so a changed limit is changed once. */

export const REQUEST_TIMEOUT_MS = 45_000;
export const USAGE_POLL_INTERVAL_MS = 5_000;
export const SNACKBAR_DURATION_MS = 3_500;
/** Login and register show their snackbar longer. */
export const SNACKBAR_LONG_DURATION_MS = 5_000;
export const AUTH_REDIRECT_DELAY_MS = 1_000;
export const BANNER_STATE_CLEAR_DELAY_MS = 300;
export const TOUR_STEP_DELAY_MS = 200;
export const AUTOSAVE_DEBOUNCE_MS = 300;
/** A pause in typing after which a screen drawn later catches up (well within the autosave's debounce). */
export const DRAW_LATER_MS = 120;
export const EMAIL_ADDED_DELAY_MS = 250;
export const PROMPT_REFOCUS_DELAY_MS = 200;
export const WIDGET_PUSH_DELAY_MS = 200;
export const SESSION_RECORDING_DELAY_MS = 3_000;

export const UPLOAD_MAX_BYTES = 300 * 1024 * 1024;
export const VERIFICATION_EMAIL_INTERVAL_MS = 60_000;
export const IDEAS_COUNT = 5;
export const FREE_PLAN_MONTHLY_CREDITS = 100;

export const TOUR_POPOVER_MAX_WIDTH_PX = 353;
export const SUGGESTION_LIST_MAX_HEIGHT_PX = 300;
export const SUGGESTION_ROW_HEIGHT_PX = 48;
export const FIELD_TITLE_MAX_CHARS_IN_LIST = 30;
export const FIELD_TITLE_MAX_CHARS_IN_CHIP = 32;
export const INTEGRATIONS_MAX_WIDTH_PX = 700;
export const EMAIL_BODY_HEIGHT_PX = 480;

export const DELETE_ACCOUNT_PHRASE = 'delete my account';
export const CURRENT_FORM_VERSION = 3;
export const PLANS_FAQ_ITEMS = 5;

/** Where owners write to the product (SPEC names no address): support, and the rewards submissions. */
export const SUPPORT_EMAIL = 'support@leadforms.example';
export const REWARDS_EMAIL = 'rewards@leadforms.example';
/** Where the "Made with …" link of a Free owner's form or chat leads: the product's own site (a fixed address). */
export const BRANDING_URL = 'https://leadforms.example/';
/** The community's places (a social-network group, a messenger channel, a video channel), in card order. */
export const COMMUNITY_CHANNELS = [
  { id: 'group', url: 'https://www.facebook.com/groups/leadforms' },
  { id: 'messenger', url: 'https://t.me/leadforms' },
  { id: 'video', url: 'https://www.youtube.com/@leadforms' },
] as const;
export type CommunityChannel = (typeof COMMUNITY_CHANNELS)[number];
/** The reward for an article or video about the product, and how long its review takes. */
export const REWARD_FREE_MONTHS = 2;
export const REWARD_REVIEW_DAYS = 7;

/**
 * The chains of the AI chat service the creation flow calls (designed here: the service names its chains by
 * id). One turns a business description into ideas, the other an idea into a whole form.
 */
export const AI_IDEAS_CHAIN_ID = 'lead-form-ideas';
export const AI_FORM_CHAIN_ID = 'lead-form-builder';
/** How long generating a form takes on the real service, for telling the owner what to expect. */
export const AI_GENERATION_SECONDS = { min: 20, max: 25 } as const;

/** The AI models an owner can pick, for a form and for a chat alike (one list); the first is the plan's default. */
export const AI_MODELS = ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1'] as const;
