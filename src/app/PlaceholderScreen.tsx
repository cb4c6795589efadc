import { useTranslation } from 'react-i18next';
import * as styles from './app.css';

export const placeholderScreens = [
  'myForms',
  'formEditor',
  'preview',
  'share',
  'results',
  'filling',
  'integrations',
  'prices',
  'community',
  'rewards',
  'account',
  'checkoutSuccess',
  'checkoutFailure',
] as const;
export type PlaceholderScreenName = (typeof placeholderScreens)[number];

/** A titled stand-in for a screen another feature will provide. */
export function PlaceholderScreen({ name }: { name: PlaceholderScreenName }) {
  const { t } = useTranslation('app');
  return (
    <section className={styles.placeholder} aria-labelledby="screen-title">
      <h1 id="screen-title">{t(`screens.${name}`)}</h1>
      <p className={styles.placeholderText}>{t('screens.comingSoon')}</p>
    </section>
  );
}
