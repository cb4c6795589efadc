import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  isApiError,
  clientErrorCodes,
  useCreateEmailSubscription,
  useCurrentUser,
  useDeleteEmailSubscription,
  useEmailAiAnswerTemplate,
  useEmailSubscriptions,
  useLeadForm,
  useUpdateLeadForm,
  type LeadForm,
} from '../../api';
import { Button, Checkbox, Heading, ListEntry, Page, Panel, ProblemNotice, PromptEditor, Skeleton, SkeletonGroup, Stack, Text, TextField, visuallyHidden, type ListEntryItem } from '../../design-system';
import { EMAIL_ADDED_DELAY_MS, EMAIL_BODY_HEIGHT_PX } from '../../domain/constants';
import { demoPagesBuilt, demoPaths } from '../../domain/demoPages';
import { safeHref, WEB_SCHEMES } from '../../domain/safeUrl';
import { isValidEmail } from '../../domain/validators';
import { isNotFound, useFailureText } from '../../lib/failures';
import { FormGone } from './FormGone';
import { integrationsDrafts, type EmailAnswerSettings } from './integrationsDraft';
import { shownStatus, useAutosave } from '../../lib/useAutosave';
import { unaddedEntries, useDraftText } from '../../lib/useDraftText';
import * as styles from './results.css';
import { SUPPORT_EMAIL } from '../../domain/constants';
import { EMAIL_SUBJECT_LIMIT } from '../../domain/limits';

const clientCodes = new Set<string>(Object.values(clientErrorCodes));
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function settingsOf(form: LeadForm): EmailAnswerSettings {
  return {
    email_ai_answer_enable: form.email_ai_answer_enable,
    email_ai_answer_subject: form.email_ai_answer_subject,
    email_ai_answer_body: form.email_ai_answer_body,
  };
}

/** /forms/integrations/:formId: where a form's leads go besides the results screen. */
export function IntegrationsScreen() {
  const { t } = useTranslation('results');
  const failureText = useFailureText();
  const navigate = useNavigate();
  const formId = useParams().formId ?? '';
  const form = useLeadForm(formId);
  const failed = form.isError && !form.data;

  return (
    <Page centered className={styles.integrationsPage}>
      <Button variant="text" className={styles.back} onClick={() => void navigate(-1)}>
        {t('integrations.back')}
      </Button>
      {!form.data && <Heading level={1} breakable className={styles.heading}>{t('integrations.titleLoading')}</Heading>}
      {failed && isNotFound(form.error) ? (
        <FormGone />
      ) : failed ? (
        <ProblemNotice
          message={t('integrations.loadFailed', { reason: failureText(form.error) })}
          onRetry={() => void form.refetch()}
        />
      ) : !form.data ? (
        <SkeletonGroup label={t('loading')}>
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="block" height={120} />
          <Skeleton variant="block" height={240} />
        </SkeletonGroup>
      ) : (
        <IntegrationsView form={form.data} />
      )}
    </Page>
  );
}

function IntegrationsView({ form }: { form: LeadForm }) {
  const { t } = useTranslation('results');
  return (
    <>
      <Heading level={1} breakable className={styles.heading}>{t('integrations.title', { name: form.name })}</Heading>
      <ConnectorSection />
      <NotificationSection form={form} />
      <EmailAnswerSection form={form} />
    </>
  );
}

function ConnectorSection() {
  const { t } = useTranslation('results');
  const user = useCurrentUser();
  // The invite link comes from the server: only a web address becomes a link (never javascript: or data:).
  const link = safeHref(user.data?.zapier_invite_link, WEB_SCHEMES);
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
        user.isPending ? (
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

function NotificationSection({ form }: { form: LeadForm }) {
  const { t } = useTranslation('results');
  const list = useEmailSubscriptions(form.id);
  const create = useCreateEmailSubscription();
  const remove = useDeleteEmailSubscription();
  const [unadded, setUnadded] = useDraftText(unaddedEntries, `integrations.emails.${form.id}`);
  const items: ListEntryItem[] = (list.data ?? []).map((s) => ({ id: String(s.id), value: s.receiver_email }));

  const failureText = useFailureText();
  /** The server's reason when it refused the address (e.g. a duplicate it found), else the usual words. */
  const refusalText = (error: unknown) => (isApiError(error) && error.status === 400 && !clientCodes.has(error.code) ? error.message : failureText(error));

  return (
    <Panel as="section" aria-labelledby="integrations-emails">
      <Heading level={2} id="integrations-emails" className={styles.sectionTitle}>
        {t('integrations.emails.title')}
      </Heading>
      {list.isError && !list.data ? (
        <ProblemNotice
          message={t('integrations.emails.loadFailed', { reason: failureText(list.error) })}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <ListEntry
          label={t('integrations.emails.label')}
          description={t('integrations.emails.hint')}
          emptyHint={list.isPending ? t('loading') : t('integrations.emails.empty')}
          listLabel={t('integrations.emails.listLabel')}
          placeholder="name@example.com"
          inputType="email"
          pending={unadded}
          onPendingChange={setUnadded}
          disabled={list.isPending}
          items={items}
          describeError={refusalText}
          validate={(value, current) => {
            if (!isValidEmail(value)) return t('integrations.emails.errorEmailNotValid');
            if (current.some((item) => item.value.toLowerCase() === value.toLowerCase())) {
              return t('integrations.emails.errorDuplicate', { entry: t('integrations.emails.entry') });
            }
            return null;
          }}
          onAdd={async (email) => {
            await create.mutateAsync({ formId: form.id, email });
            // The confirmed address is in the list; the input clears a moment later, as the product always did.
            await wait(EMAIL_ADDED_DELAY_MS);
          }}
          onDelete={async (item) => {
            await remove.mutateAsync({ formId: form.id, id: Number(item.id) });
          }}
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

/** The e-mail answer settings, saved by the one autosave; what was typed is a draft until the server has it. */
function useEmailAnswerAutosave(form: LeadForm) {
  const { mutateAsync } = useUpdateLeadForm();
  const [start] = useState(() => {
    const draft = integrationsDrafts.read(form.id);
    return { value: draft ?? settingsOf(form), dirty: draft !== null };
  });
  return useAutosave<EmailAnswerSettings>(start, {
    draft: { write: (settings) => integrationsDrafts.write(form.id, settings), clear: () => integrationsDrafts.clear(form.id) },
    send: async (settings) => {
      await mutateAsync({ id: form.id, form: { ...form, ...settings } });
    },
  });
}

function EmailAnswerSection({ form }: { form: LeadForm }) {
  const { t } = useTranslation('results');
  const failureText = useFailureText();
  // The default texts are the e-mail visitors get: in the form's language, not the owner's.
  const template = useEmailAiAnswerTemplate(form.language_code);
  const { value: draft, status, dirty, error, edit, retry } = useEmailAnswerAutosave(form);
  const change = (patch: Partial<EmailAnswerSettings>) => edit((settings) => ({ ...settings, ...patch }));
  const state = shownStatus(status, dirty);
  const locked = form.collect_lead_strategy === 'EMAIL';
  const enabled = draft.email_ai_answer_enable || locked;

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
          change({ email_ai_answer_enable: event.target.checked });
        }}
      />
      {/* Dimmed by the fields' own disabled look (the prompt box dims itself): fading the whole block would fade
          the labels and hints below readable contrast. */}
      <Stack data-dimmed={!enabled}>
        <TextField
          label={t('integrations.answer.subject')}
          maxLength={EMAIL_SUBJECT_LIMIT}
          value={draft.email_ai_answer_subject}
          placeholder={template.data?.subject ?? ''}
          disabled={!enabled}
          onChange={(event) => change({ email_ai_answer_subject: event.target.value })}
        />
        <PromptEditor
          label={t('integrations.answer.body')}
          value={draft.email_ai_answer_body}
          placeholder={template.data?.body ?? ''}
          height={EMAIL_BODY_HEIGHT_PX}
          mentions={false}
          disabled={!enabled}
          onChange={(text) => change({ email_ai_answer_body: text })}
        />
        <Text tone="muted">{t('integrations.answer.templateHint')}</Text>
      </Stack>
      <Text tone="muted" size="sm" className={styles.saveState} role="status">
        {state === 'saving' ? t('integrations.answer.saving') : state === 'saved' ? t('integrations.answer.saved') : ''}
      </Text>
      {state === 'failed' ? (
        <ProblemNotice
          message={t('integrations.answer.saveFailed', { reason: failureText(error) })}
          onRetry={retry}
        />
      ) : null}
    </Panel>
  );
}
