import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Inline, Text } from '../../design-system';
import { demoPaths } from '../../domain/demoPages';
import { formPaths } from '../../domain/paths';
import { DemoPage } from './DemoPage';

/**
 * /demo/connector (demo backends only): where the demo backend's connector invite link leads. The demo has no
 * automation service, so the page says what the invitation does with a real backend, and how to follow leads here.
 * It shows no data: the view is the whole screen.
 */
export function DemoConnectorView() {
  const { t } = useTranslation('results', { keyPrefix: 'demo' });
  return (
    <DemoPage title={t('connector.title')}>
      <Text tone="muted">{t('connector.lead')}</Text>
      <Text tone="muted">{t('connector.demo')}</Text>
      <Text tone="muted">{t('connector.meanwhile')}</Text>
      <Inline>
        <Button render={<Link to={formPaths.list} />}>{t('connector.toForms')}</Button>
        <Button variant="secondary" render={<Link to={demoPaths.inbox} />}>
          {t('connector.toInbox')}
        </Button>
      </Inline>
    </DemoPage>
  );
}
