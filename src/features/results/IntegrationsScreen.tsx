import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  useCreateEmailSubscription,
  useCurrentUser,
  useDeleteEmailSubscription,
  useEmailAiAnswerTemplate,
  useEmailSubscriptions,
  leadFormCalls,
  useLeadForm,
  useUpdateLeadForm,
  type LeadForm,
} from '../../api';
import { EMAIL_ADDED_DELAY_MS } from '../../domain/constants';
import { shownStatus, useAutosave } from '../../lib/useAutosave';
import { unaddedEntries, useDraftText } from '../../lib/useDraftText';
import { integrationsDrafts, type EmailAnswerSettings } from './integrationsDraft';
import { IntegrationsView } from './IntegrationsView';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function settingsOf(form: LeadForm): EmailAnswerSettings {
  return {
    email_ai_answer_enable: form.email_ai_answer_enable,
    email_ai_answer_subject: form.email_ai_answer_subject,
    email_ai_answer_body: form.email_ai_answer_body,
  };
}

const nothing = () => undefined;

/** What the view's sections get before the form is there (it draws none of them). */
const notLoaded = {
  inviteLink: undefined,
  addresses: null,
  addressesError: null,
  onRetryAddresses: nothing,
  unadded: '',
  onUnaddedChange: nothing,
  onAddAddress: async () => undefined,
  onDeleteAddress: async () => undefined,
  answer: null,
  template: undefined,
  saveStatus: 'idle',
  saveError: null,
  onAnswerChange: nothing,
  onRetrySave: nothing,
} as const;

/** /forms/integrations/:formId: loads the form, then its addresses, the account's invite link and the answer's template. */
export function IntegrationsScreen() {
  const navigate = useNavigate();
  const formId = useParams().formId ?? '';
  const form = useLeadForm(formId);
  const onBack = () => void navigate(-1);
  if (form.data) return <LoadedIntegrations key={form.data.id} form={form.data} onBack={onBack} />;
  return (
    <IntegrationsView {...notLoaded} form={null} loadError={form.isError ? form.error : null} onBack={onBack} onRetryLoad={() => void form.refetch()} />
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
    // Only the answer's settings change: onto the form as the server has it now, so that what was changed
    // elsewhere since this page opened (the editor in another tab) is kept.
    send: async (settings) => {
      const latest = await leadFormCalls.getLeadForm(form.id);
      await mutateAsync({ id: form.id, form: { ...latest, ...settings } });
    },
  });
}

function LoadedIntegrations({ form, onBack }: { form: LeadForm; onBack: () => void }) {
  const user = useCurrentUser();
  const list = useEmailSubscriptions(form.id);
  const create = useCreateEmailSubscription();
  const remove = useDeleteEmailSubscription();
  const [unadded, setUnadded] = useDraftText(unaddedEntries, `integrations.emails.${form.id}`);
  // The default texts are the e-mail visitors get: in the form's language, not the owner's.
  const template = useEmailAiAnswerTemplate(form.language_code);
  const answer = useEmailAnswerAutosave(form);
  return (
    <IntegrationsView
      form={form}
      loadError={null}
      onBack={onBack}
      onRetryLoad={nothing}
      inviteLink={user.isPending ? undefined : (user.data?.zapier_invite_link ?? null)}
      addresses={list.data ?? null}
      addressesError={list.isError ? list.error : null}
      onRetryAddresses={() => void list.refetch()}
      unadded={unadded}
      onUnaddedChange={setUnadded}
      onAddAddress={async (email) => {
        await create.mutateAsync({ formId: form.id, email });
        // The confirmed address is in the list; the input clears a moment later, as the product always did.
        await wait(EMAIL_ADDED_DELAY_MS);
      }}
      onDeleteAddress={async (id) => {
        await remove.mutateAsync({ formId: form.id, id });
      }}
      answer={answer.value}
      template={template.data}
      saveStatus={shownStatus(answer.status, answer.dirty)}
      saveError={answer.error}
      onAnswerChange={(change) => answer.edit((settings) => ({ ...settings, ...change }))}
      onRetrySave={answer.retry}
    />
  );
}
