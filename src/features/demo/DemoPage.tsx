import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Page } from '../../design-system';
import * as styles from './demo.css';

/** A demo page: narrow and centred, "Demo" above its title, named by its title. */
export function DemoPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('results', { keyPrefix: 'demo' });
  const titleId = useId();
  return (
    <Page as="section" width="narrow" centered aria-labelledby={titleId}>
      <span className={styles.badge}>{t('badge')}</span>
      <Heading level={1} id={titleId}>
        {title}
      </Heading>
      {children}
    </Page>
  );
}
