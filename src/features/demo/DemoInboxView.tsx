import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DemoEmail } from '../../api';
import { Button, Heading, Inline, InlineAlert, Panel, ProblemNotice, Skeleton, SkeletonGroup, Stack, Text } from '../../design-system';
import { demoPaths } from '../../domain/demoPages';
import { dateTimeFormat } from '../../domain/intl';
import * as styles from './demo.css';
import { DemoPage } from './DemoPage';

/**
 * A link of an e-mail becomes a link only when it is a path of this app: the e-mails are written from what owners
 * and visitors typed, so an address elsewhere (or `//elsewhere`) is shown as nothing.
 */
const appPath = (link: string | null): string | null => (link && /^\/(?![/\\])[\w\-./%]*$/.test(link) ? link : null);

export interface DemoInboxViewProps {
  /** The e-mails, newest first; undefined until they have loaded. */
  emails?: readonly DemoEmail[];
  /** The id (from the address) of the e-mail opened; undefined shows the list. */
  openedId?: string;
  /** Why the e-mails could not be loaded, in the owner's language; null when nothing failed. */
  failure?: string | null;
  onRetry: () => void;
}

/**
 * /demo/inbox and /demo/inbox/:emailId (demo backends only): the e-mails the demo backend "sent" for the account,
 * newest first, and one of them opened with its link (the verification link confirms the e-mail address).
 */
export function DemoInboxView({ emails, openedId, failure = null, onRetry }: DemoInboxViewProps) {
  const { t } = useTranslation('results', { keyPrefix: 'demo' });
  return (
    <DemoPage title={t('inbox.title')}>
      <Text tone="muted">{t('inbox.intro')}</Text>
      {failure !== null && !emails ? (
        <ProblemNotice message={t('inbox.loadFailed', { reason: failure })} onRetry={onRetry} />
      ) : !emails ? (
        <SkeletonGroup label={t('inbox.loading')}>
          <Skeleton variant="block" height={64} />
          <Skeleton variant="block" height={64} />
        </SkeletonGroup>
      ) : openedId !== undefined ? (
        <OpenedEmail email={emails.find((email) => String(email.id) === openedId) ?? null} />
      ) : emails.length === 0 ? (
        <Text tone="muted">{t('inbox.empty')}</Text>
      ) : (
        <EmailList emails={emails} />
      )}
    </DemoPage>
  );
}

function SentAt({ email }: { email: DemoEmail }) {
  const { i18n } = useTranslation('results', { keyPrefix: 'demo' });
  const date = new Date(email.sent_at);
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={email.sent_at}>{dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date)}</time>;
}

function EmailList({ emails }: { emails: readonly DemoEmail[] }) {
  const { t } = useTranslation('results', { keyPrefix: 'demo' });
  return (
    <Stack as="ul" gap="sm" className={styles.list} aria-label={t('inbox.listLabel')}>
      {emails.map((email) => (
        <li key={email.id}>
          <Link className={styles.row} to={demoPaths.email(email.id)}>
            <Text as="span" weight="semibold" breakable>{email.subject}</Text>
            <span className={styles.meta}>
              <span>{t(`inbox.kind.${email.kind}`)}</span>
              <span>{t('inbox.to', { address: email.to })}</span>
              <SentAt email={email} />
            </span>
          </Link>
        </li>
      ))}
    </Stack>
  );
}

function OpenedEmail({ email }: { email: DemoEmail | null }) {
  const { t } = useTranslation('results', { keyPrefix: 'demo' });
  const link = appPath(email?.link ?? null);
  return (
    <>
      <Link className={styles.back} to={demoPaths.inbox}>
        {t('inbox.back')}
      </Link>
      {!email ? (
        <InlineAlert>{t('inbox.notFound')}</InlineAlert>
      ) : (
        <Panel as="article" aria-labelledby="demo-email-subject">
          <Heading level={2} id="demo-email-subject" breakable>
            {email.subject}
          </Heading>
          <p className={styles.meta}>
            <span>{t(`inbox.kind.${email.kind}`)}</span>
            <span>{t('inbox.to', { address: email.to })}</span>
            <SentAt email={email} />
          </p>
          {/* Plain text: React writes it as text, whatever markup it holds. */}
          <Text breakable className={styles.body}>
            {email.body}
          </Text>
          {link && (
            <Inline>
              <Button render={<Link to={link} />}>{t(`inbox.link.${email.kind}`)}</Button>
            </Inline>
          )}
        </Panel>
      )}
    </>
  );
}
