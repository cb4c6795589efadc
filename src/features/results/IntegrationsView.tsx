import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { clientErrorCodes, isApiError, type EmailSubscription, type Id, type LeadForm } from '../../api';
import { Button, Checkbox, Heading, ListEntry, Page, Panel, ProblemNotice, PromptEditor, Skeleton, SkeletonGroup, Stack, Text, TextField, visuallyHidden } from '../../design-system';
import { EMAIL_BODY_HEIGHT_PX, SUPPORT_EMAIL } from '../../domain/constants';
import { demoPagesBuilt, demoPaths } from '../../domain/demoPages';
import { EMAIL_SUBJECT_LIMIT } from '../../domain/limits';
import { safeHref, WEB_SCHEMES } from '../../domain/safeUrl';
import { isValidEmail } from '../../domain/validators';
import { isNotFound, useFailureText } from '../../lib/failures';
import type { AutosaveStatus } from '../../lib/useAutosave';
import { FormGone } from './FormGone';
import type { EmailAnswerSettings } from './integrationsDraft';
import * as styles from './results.css';

const clientCodes = new Set<string>(Object.values(clientErrorCodes));

export interface IntegrationsViewProps {
  /** The form; null while it loads or when it could not be loaded. */
  form: Pick<LeadForm, 'name' | 'collect_lead_strategy'> | null;
  /** Why the form could not be loaded; null when it did not fail. */
  loadError: unknown;
  onBack: () => void;
  onRetryLoad: () => void;
  /** The account's connector invite link as the server sent it (untrusted); undefined while the account loads. */
  inviteLink: string | null | undefined;
  /** The addresses that receive the form's leads; null while they load. */
  addresses: readonly Pick<EmailSubscription, 'id' | 'receiver_email'>[] | null;
  /** Why the addresses could not be loaded; null when they did not fail. */
  addressesError: unknown;
  onRetryAddresses: () => void;
  /** The address typed and not added yet (a draft the screen keeps). */
  unadded: string;
  onUnaddedChange: (text: string) => void;
  /** Adds an address; resolves once the server has it (the input then clears), rejects to keep it with the reason. */
  onAddAddress: (email: string) => Promise<void>;
  /** Deletes an address; rejects to keep it in the list with the reason. */
  onDeleteAddress: (id: Id) => Promise<void>;
  /** The e-mail answer's settings with the owner's edits; null while the form loads. */
  answer: EmailAnswerSettings | null;
  /** The default subject and body, in the form's language; undefined until they come. */
  template: { subject: string; body: string } | undefined;
  /** Where the answer's edits are, as the status line says it (`shownStatus`: an edit waiting is 'saving'). */
  saveStatus: AutosaveStatus;
  /** Why the last save failed (status 'failed'). */
  saveError: unknown;
  onAnswerChange: (change: Partial<EmailAnswerSettings>) => void;
  onRetrySave: () => void;
}

/** /forms/integrations/:formId: where a form's leads go besides the results screen. */
export function IntegrationsView(props: IntegrationsViewProps) {
  const { form, loadError, onBack, onRetryLoad, answer } = props;
  const { t } = useTranslation('results');
  const failureText = useFailureText();
  return (
    <Page centered className={styles.integrationsPage}>
      <Button variant="text" className={styles.back} onClick={onBack}>
        {t('integrations.back')}
      </Button>
      {form && answer ? (
        <>
          <Heading level={1} breakable className={styles.heading}>{t('integrations.title', { name: form.name })}</Heading>
          <ConnectorSection inviteLink={props.inviteLink} />
          <NotificationSection {...props} />
          <EmailAnswerSection {...props} form={form} answer={answer} />
        </>
      ) : (
        <>
          <Heading level={1} breakable className={styles.heading}>{t('integrations.titleLoading')}</Heading>
          {loadError != null && isNotFound(loadError) ? (
            <FormGone />
          ) : loadError != null ? (
            <ProblemNotice message={t('integrations.loadFailed', { reason: failureText(loadError) })} onRetry={onRetryLoad} />
          ) : (
            <SkeletonGroup label={t('loading')}>
              <Skeleton variant="text" width="60%" />
              <Skeleton variant="block" height={120} />
              <Skeleton variant="block" height={240} />
            </SkeletonGroup>
          )}
        </>
      )}
    </Page>
  );
}

function ConnectorSection({ inviteLink }: { inviteLink: string | null | undefined }) {
  const { t } = useTranslation('results');
  // The invite link comes from the server: only a web address becomes a link (never javascript: or data:).
  const link = safeHref(inviteLink, WEB_SCHEMES);
  return (
    <Panel as="section" aria-labelledby="integrations-connector">
      <Heading level={2} id="integrations-connector" className={styles.sectionTitle}>
        {t('integrations.connector.title')}
      </Heading>
      <Text tone="muted">{t('integrations.connector.text')}</Text>
      {link ? (
        // A new tab that cannot reach back into the app.
        <a className={styles.actionLink} href={link} target="_blank" rel="noopener noreferrer">
          {t('integrations.connector.open')}
          <span className={visuallyHidden}> {t('newTab')}</span>
        </a>
      ) : (
        inviteLink === undefined ? (
          <Text tone="muted">{t('loading')}</Text>
        ) : (
          // No link from the server: say who makes one and what works meanwhile, not "try again later".
          <>
            <Text tone="muted">{t('integrations.connector.missing')}</Text>
            <Text tone="muted">
              {t('integrations.connector.missingAsk')}{' '}
              <a className={styles.link} href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Connector invite link')}`}>
                {SUPPORT_EMAIL}
              </a>
              . {t('integrations.connector.missingMeanwhile')}
            </Text>
          </>
        )
      )}
    </Panel>
  );
}

function NotificationSection({ addresses, addressesError, onRetryAddresses, unadded, onUnaddedChange, onAddAddress, onDeleteAddress }: IntegrationsViewProps) {
  const { t } = useTranslation('results');
  const failureText = useFailureText();
  /** The server's reason when it refused the address (e.g. a duplicate it found), else the usual words. */
  const refusalText = (error: unknown) => (isApiError(error) && error.status === 400 && !clientCodes.has(error.code) ? error.message : failureText(error));
  const items = (addresses ?? []).map((address) => ({ id: String(address.id), value: address.receiver_email }));

  return (
    <Panel as="section" aria-labelledby="integrations-emails">
      <Heading level={2} id="integrations-emails" className={styles.sectionTitle}>
        {t('integrations.emails.title')}
      </Heading>
      {addressesError != null && !addresses ? (
        <ProblemNotice message={t('integrations.emails.loadFailed', { reason: failureText(addressesError) })} onRetry={onRetryAddresses} />
      ) : (
        <ListEntry
          label={t('integrations.emails.label')}
          description={t('integrations.emails.hint')}
          emptyHint={addresses ? t('integrations.emails.empty') : t('loading')}
          listLabel={t('integrations.emails.listLabel')}
          placeholder="name@example.com"
          inputType="email"
          pending={unadded}
          onPendingChange={onUnaddedChange}
          disabled={!addresses}
          items={items}
          describeError={refusalText}
          validate={(value, current) => {
            if (!isValidEmail(value)) return t('integrations.emails.errorEmailNotValid');
            if (current.some((item) => item.value.toLowerCase() === value.toLowerCase())) {
              return t('integrations.emails.errorDuplicate', { entry: t('integrations.emails.entry') });
            }
            return null;
          }}
          onAdd={onAddAddress}
          onDelete={(item) => onDeleteAddress(Number(item.id))}
        />
      )}
      {/* The demo backend's e-mails (new leads among them) are read in its inbox. */}
      {demoPagesBuilt && (
        <Link className={styles.link} to={demoPaths.inbox}>
          {t('integrations.emails.demoInbox')}
        </Link>
      )}
    </Panel>
  );
}

type EmailAnswerProps = IntegrationsViewProps & { form: NonNullable<IntegrationsViewProps['form']>; answer: EmailAnswerSettings };

function EmailAnswerSection({ form, answer, template, saveStatus, saveError, onAnswerChange, onRetrySave }: EmailAnswerProps) {
  const { t } = useTranslation('results');
  const failureText = useFailureText();
  const locked = form.collect_lead_strategy === 'EMAIL';
  const enabled = answer.email_ai_answer_enable || locked;

  return (
    <Panel as="section" aria-labelledby="integrations-answer">
      <Heading level={2} id="integrations-answer" className={styles.sectionTitle}>
        {t('integrations.answer.title')} <span className={styles.beta}>{t('integrations.answer.beta')}</span>
      </Heading>
      <Checkbox
        label={t('integrations.answer.enable')}
        hint={locked ? t('integrations.answer.locked') : t('integrations.answer.enableHint')}
        checked={enabled}
        onChange={(event) => {
          // While leads are collected by e-mailing the answer, the answer cannot be switched off: the uncheck is ignored.
          if (locked && !event.target.checked) return;
          onAnswerChange({ email_ai_answer_enable: event.target.checked });
        }}
      />
      {/* Dimmed by the fields' own disabled look (the prompt box dims itself): fading the whole block would fade
          the labels and hints below readable contrast. */}
      <Stack data-dimmed={!enabled}>
        <TextField
          label={t('integrations.answer.subject')}
          maxLength={EMAIL_SUBJECT_LIMIT}
          value={answer.email_ai_answer_subject}
          placeholder={template?.subject ?? ''}
          disabled={!enabled}
          onChange={(event) => onAnswerChange({ email_ai_answer_subject: event.target.value })}
        />
        <PromptEditor
          label={t('integrations.answer.body')}
          value={answer.email_ai_answer_body}
          placeholder={template?.body ?? ''}
          height={EMAIL_BODY_HEIGHT_PX}
          mentions={false}
          disabled={!enabled}
          onChange={(text) => onAnswerChange({ email_ai_answer_body: text })}
        />
        <Text tone="muted">{t('integrations.answer.templateHint')}</Text>
      </Stack>
      <Text tone="muted" size="sm" className={styles.saveState} role="status">
        {saveStatus === 'saving' ? t('integrations.answer.saving') : saveStatus === 'saved' ? t('integrations.answer.saved') : ''}
      </Text>
      {saveStatus === 'failed' ? <ProblemNotice message={t('integrations.answer.saveFailed', { reason: failureText(saveError) })} onRetry={onRetrySave} /> : null}
    </Panel>
  );
}
