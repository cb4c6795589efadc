/*
 * index.html's own script in a build against a backend (VITE_API_URL; inlined by vite.config.ts): with a stored
 * session, the page's first calls leave while the HTML is still being read, before any of the app's code has
 * loaded. The app's client takes their answers (src/api/client/early.ts).
 */
import { sendPageCalls } from './earlyCalls';

sendPageCalls(window.location);
