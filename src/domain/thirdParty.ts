/**
 * The third-party hosts the app may load code from or talk to, each only when configured: the session recorder
 * (VITE_SESSION_RECORDING_ID) and the third-party sign-in (VITE_GOOGLE_CLIENT_ID). The Content-Security-Policy of
 * the built pages (scripts/contentSecurityPolicy.ts) allows exactly these, so a host added here is allowed there.
 */
export const sessionRecorder = {
  /** The recorder's tag script, followed by the project id. */
  tagUrl: 'https://www.clarity.ms/tag/',
  /** Where its tag and the recorder code it loads come from. */
  scriptHosts: ['https://www.clarity.ms', 'https://scripts.clarity.ms'],
  /** Where it sends what it records. */
  connectHosts: ['https://*.clarity.ms'],
} as const;

/**
 * The sign-in's script address stays in src/features/auth/identityProvider.ts (IDENTITY_SCRIPT_URL): importing it
 * from here made this file a chunk of its own on the login page. contentSecurityPolicy.test.ts checks they agree.
 */
export const identityProvider = {
  /** Its script, and the calls that script makes. */
  hosts: ['https://accounts.google.com'],
} as const;
