import type { ReactNode } from 'react';
import { InlineAlert, Spinner } from '../../design-system';
import * as styles from './auth.css';

export interface StatusViewProps {
  title: string;
  busy: boolean;
  /** What failed, announced (the exchange of a sign-in link, say); the way on follows as children. */
  problem?: string;
  children?: ReactNode;
}

/** A small centred page for the screens that only work and then move on (token exchange, admin access, LTD). */
export function StatusView({ title, busy, problem, children }: StatusViewProps) {
  return (
    <main className={styles.status}>
      <h1 className={styles.heading}>{title}</h1>
      {busy && <Spinner size="lg" tone="primary" label={title} />}
      {problem && <InlineAlert>{problem}</InlineAlert>}
      {children}
    </main>
  );
}
