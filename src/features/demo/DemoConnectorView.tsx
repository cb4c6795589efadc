import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Heading, Inline, Page, Text } from '../../design-system';
import { demoPaths } from '../../domain/demoPages';
import { formPaths } from '../../domain/paths';
import * as styles from './demo.css';

/**
 * /demo/connector (demo backends only): where the demo backend's connector invite link leads. The demo has no
 * automation service, so the page says what the invitation does with a real backend, and how to follow leads here.
 * It shows no data: the view is the whole screen.
 */
export function DemoConnectorView() {
  const { t } = useTranslation('results', { keyPrefix: 'demo' });
  return (
    <Page as="section" width="narrow" centered aria-labelledby="demo-connector-title">
      <span className={styles.badge}>{t('badge')}</span>
      <Heading level={1} id="demo-connector-title">
        {t('connector.title')}
      </Heading>
      <Text tone="muted">{t('connector.lead')}</Text>
      <Text tone="muted">{t('connector.demo')}</Text>
      <Text tone="muted">{t('connector.meanwhile')}</Text>
      <Inline>
        <Button render={<Link to={formPaths.list} />}>{t('connector.toForms')}</Button>
        <Button variant="secondary" render={<Link to={demoPaths.inbox} />}>
          {t('connector.toInbox')}
        </Button>
      </Inline>
    </Page>
  );
}
