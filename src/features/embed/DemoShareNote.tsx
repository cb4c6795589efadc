import type { ReactNode } from 'react';
import * as styles from './embed.css';

/**
 * The embedded demo backend keeps forms and chats in this browser only: another browser or device finds none of them,
 * so the share link and embed code say so there (a build with a real VITE_API_URL never shows it).
 */
const onDemoBackend = !import.meta.env.VITE_API_URL;

/** Said before a share link and its embed code, in the caller's own words (a form's or a chat's). */
export function DemoShareNote({ children }: { children: ReactNode }) {
  if (!onDemoBackend) return null;
  return (
    <p className={styles.demoNote} role="note">
      {children}
    </p>
  );
}
