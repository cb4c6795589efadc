import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Chat } from '../../api';
import { Banner } from '../../design-system';
import { dateTimeFormat } from '../../domain/intl';
import * as styles from './chats.css';
import { appPaths } from '../../domain/paths';

/**
 * The owner hears that visitors went unanswered: the server records when a visitor's question was refused because
 * the credits ran out (`credits_refused_at`), until an answer is paid for again. Shown on the chat's page and its
 * visitors (not on the chat list: that chunk has no room); names the chats given, the latest first.
 */
export function CreditsRefusedBanner({ chats }: { chats: readonly Chat[] }) {
  const { t, i18n } = useTranslation('chats');
  const refused = chats.filter((c) => c.credits_refused_at).sort((a, b) => (b.credits_refused_at ?? '').localeCompare(a.credits_refused_at ?? ''));
  const latest = refused[0];
  if (!latest?.credits_refused_at) return null;
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(latest.credits_refused_at));
  return (
    <Banner tone="warning" title={t('creditsRefused.title')}>
      {t('creditsRefused.text', { names: refused.map((c) => `“${c.name}”`).join(', '), date, count: refused.length })}{' '}
      <Link className={styles.sourceLink} to={appPaths.prices}>
        {t('creditsRefused.buy')}
      </Link>
    </Banner>
  );
}
