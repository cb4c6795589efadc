/**
 * The names of every local-storage entry of the product, under one product-prefixed key scheme so that the
 * product never collides with what an owner's site keeps. Reading and writing them is I/O and lives outside the
 * domain (src/api/client/storage.ts for the app).
 */
export const storagePrefix = 'lf';

export const storageKeys = {
  accessToken: `${storagePrefix}.accessToken`,
  refreshToken: `${storagePrefix}.refreshToken`,
  locale: `${storagePrefix}.locale`,
  widgetData: `${storagePrefix}.widgetData`,
  previewLastUpdate: `${storagePrefix}.previewLastUpdate`,
  appSettings: `${storagePrefix}.appSettings`,
  tourApp: `${storagePrefix}.tour.app`,
  tourFormStep1: `${storagePrefix}.tour.formStep1`,
  tourFormStep2: `${storagePrefix}.tour.formStep2`,
  tourFormStep3: `${storagePrefix}.tour.formStep3`,
  demoBackend: `${storagePrefix}.demoBackend`,
  /** Notices the person dismissed for the current sign-in (forgotten at every sign-in and sign-out). */
  sessionNotices: `${storagePrefix}.sessionNotices`,
  /** Unsaved editor drafts by form id (the editor keeps them until the server has them). */
  formDrafts: `${storagePrefix}.formDrafts`,
  /** Unsaved chat settings by chat id ('new' for one not created yet). */
  chatDrafts: `${storagePrefix}.chatDrafts`,
  /** A chat's question not yet answered, by chat id: what is in its box, or what was sent until the answer came. */
  chatQuestions: `${storagePrefix}.chatQuestions`,
  /** A lead's contact details being edited and not saved yet, by lead id (gone once saved or cancelled). */
  leadDrafts: `${storagePrefix}.leadDrafts`,
  /** Text typed into a list's input and not added yet, by list (an integration's e-mails, a chat's questions). */
  unaddedEntries: `${storagePrefix}.unaddedEntries`,
  /** Unsaved e-mail AI answer settings of the integrations screen by form id (kept until the server has them). */
  integrationsDrafts: `${storagePrefix}.integrationsDrafts`,
  /** The AI creation flow's texts (description, ideas, chosen or own idea) until a form is made from them. */
  aiCreateDraft: `${storagePrefix}.aiCreateDraft`,
  /** The sign-in the stored tokens belong to: an id, and its person once known (src/api/client/session.ts). */
  signIn: `${storagePrefix}.signIn`,
  /**
   * Whose unsaved work the entries of ownerWorkKeys are (a user id). Another person's is kept for them under
   * `<entry's name>@<their id>` until they sign in here again (src/api/client/storage.ts).
   */
  workOwner: `${storagePrefix}.workOwner`,
  /** The e-mail typed into the log-in or sign-up form, until a sign-in succeeds (a password is never kept). */
  authEmail: `${storagePrefix}.authEmail`,
  /** The signed-in person's last known data, drawn at their next visit (src/api/queries/warmCache.ts). */
  warmCache: `${storagePrefix}.warmCache`,
} as const;

export type StorageKey = keyof typeof storageKeys;

/** The entries that hold a signed-in person's unsaved work: someone else signing in on the device must not see it. */
export const ownerWorkKeys = [
  'formDrafts',
  'chatDrafts',
  'chatQuestions',
  'leadDrafts',
  'unaddedEntries',
  'integrationsDrafts',
  'aiCreateDraft',
] as const satisfies readonly StorageKey[];
