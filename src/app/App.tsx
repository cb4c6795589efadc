import { useTranslation } from 'react-i18next';
import { Button } from '../design-system/components/Button';

/** Placeholder home until the app shell lands. */
export function App() {
  const { t } = useTranslation();
  return (
    <main style={{ padding: 32 }}>
      <h1>{t('home.title')}</h1>
      <p>{t('home.subtitle')}</p>
      <Button>{t('appName')}</Button>
    </main>
  );
}
