/*
 * The entries of local storage that are settings rather than drafts (the language, the tours shown), by the
 * product's key names. The api keeps the door itself (src/api/client/storage.ts: its tokens need it before any
 * of this code); drafts go through ./draftStore.ts.
 */
export { readString, writeString } from '../api/client/storage';
