import type { ReactNode } from 'react';
import { Spinner } from '../../design-system';
import * as styles from './auth.css';

/** A small centred page for the screens that only work and then move on (token exchange, admin access, LTD). */
export function StatusScreen({ title, busy, children }: { title: string; busy: boolean; children?: ReactNode }) {
  return (
    <main className={styles.status}>
      <h1 className={styles.heading}>{title}</h1>
      {busy && <Spinner size="lg" tone="primary" label={title} />}
      {children}
    </main>
  );
}
