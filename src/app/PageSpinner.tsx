import { Spinner } from '../design-system';
import * as styles from './app.css';

/** What a page shows while the current user or a lazy screen loads. */
export function PageSpinner() {
  return (
    <div className={styles.pageSpinner}>
      <Spinner size="lg" tone="primary" />
    </div>
  );
}
