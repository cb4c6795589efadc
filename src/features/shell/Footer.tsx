import { visuallyHidden } from '../../design-system';
import { useTranslation } from 'react-i18next';

/** The footer: the app version is present for support and tests but visually hidden. */
export function Footer({ version }: { version: string }) {
  const { t } = useTranslation('app');
  return (
    <footer>
      <span className={visuallyHidden} data-testid="app-version">
        {t('footer.version', { version })}
      </span>
    </footer>
  );
}
