import type { ReactNode } from 'react';
import { Spinner, Text } from '../../design-system';
import * as styles from './aiCreate.css';

/** What the page is waiting for, in words beside a spinner, announced as it appears. */
export function Pending({ children }: { children: ReactNode }) {
  return (
    <Text className={styles.pending} role="status">
      <Spinner size="sm" tone="primary" />
      {children}
    </Text>
  );
}
