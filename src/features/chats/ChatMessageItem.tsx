import type { ChatMessage } from '../../api';
import { useTranslation } from 'react-i18next';
import { Markdown, Text } from '../../design-system';
import { safeHref } from '../../domain/safeUrl';
import * as styles from './chats.css';

/**
 * One message of a conversation, the owner's own or a visitor's: a question as typed, an answer as the design
 * system's safe markdown (raw HTML stays text, no unsafe links), and the answer's sources when there are any.
 */
export function ChatMessageItem({ message, who }: {
  message: Pick<ChatMessage, 'role' | 'content' | 'sources' | 'stopped'>;
  /** Who said it, e.g. "You", "Visitor", "Answer". */
  who: string;
}) {
  const { t } = useTranslation('chats');
  const { role, content, stopped, sources } = message;
  return (
    <li className={styles.message[role]}>
      <Text as="span" tone="muted">{who}</Text>
      {role === 'user' ? (
        <Text>{content}</Text>
      ) : (
        <>
          <Markdown source={content} />
          {stopped && <Text tone="muted">{t('stopped')}</Text>}
          {sources.length > 0 && (
            <ul className={styles.sourcesList} aria-label={t('answerSources')}>
              {sources.map((s) => {
                // A link of its own, not markdown: a source's address or title is the site's text, not the answer's.
                const href = s.url ? safeHref(s.url) : null;
                return (
                  <li key={s.url + s.title}>
                    {href ? (
                      <a className={styles.sourceLink} href={href} target="_blank" rel="noopener noreferrer nofollow">
                        {s.title}
                      </a>
                    ) : (
                      s.title
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </li>
  );
}
