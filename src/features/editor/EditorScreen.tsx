import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useLeadForm, type LeadForm } from '../../api';
import { Button, ProblemNotice, Skeleton, SkeletonGroup } from '../../design-system';
import { formPaths } from '../../domain';
import { isNotFound } from '../../lib/failures';
import { formDrafts, type StoredDraft } from './draftStorage';
import { EditorView } from './EditorView';
import { editableForm, newForm, NEW_FORM_ID } from './model';
import { useFormAutosave, type AutosaveStart } from './useFormAutosave';
import * as styles from './editor.css';

/**
 * /forms/:formId (or /forms/new): loads the form, brings back an unsaved draft kept on this device, and hands
 * both to the editor. A new form keeps its editing session when its first save gives it an id.
 */
export function EditorScreen() {
  const { formId = NEW_FORM_ID } = useParams();
  const [createdId, setCreatedId] = useState<string | null>(null);
  // The editor of a form just created stays mounted while the address changes from /forms/new to its id.
  const sessionKey = formId === createdId ? NEW_FORM_ID : formId;
  return formId === NEW_FORM_ID || sessionKey === NEW_FORM_ID ? (
    <NewFormEditor key={NEW_FORM_ID} onCreated={setCreatedId} />
  ) : (
    <ExistingFormEditor key={formId} formId={formId} />
  );
}

function NewFormEditor({ onCreated }: { onCreated: (id: string) => void }) {
  const { t, i18n } = useTranslation('editor');
  const [start] = useState<{ autosave: AutosaveStart; restored: StoredDraft | null }>(() => {
    const draft = formDrafts.read(NEW_FORM_ID);
    return draft
      ? { autosave: { form: draft.form, baseLastUpdated: null, dirty: true }, restored: draft }
      : { autosave: { form: newForm(t, i18n.language), baseLastUpdated: null, dirty: false }, restored: null };
  });
  return <EditorSession formKey={NEW_FORM_ID} start={start.autosave} restored={start.restored} onCreated={onCreated} />;
}

function ExistingFormEditor({ formId }: { formId: string }) {
  const { t } = useTranslation('editor');
  // Another tab's save must not replace the form under the owner's hands: the editor reads it once.
  const query = useLeadForm(formId, { queryConfig: { refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: Infinity } });
  // It starts only from the server's answer: a copy kept from the last visit (or marked out of date) may miss a
  // save made since, and the owner's next change would write that old copy back.
  const outdated = query.isStale && query.isFetching;
  if (query.isPending || outdated) {
    return (
      <SkeletonGroup label={t('loading')} className={styles.loading}>
        <Skeleton variant="block" height={48} />
        <Skeleton variant="block" height={320} />
      </SkeletonGroup>
    );
  }
  if (query.isError) {
    const notFound = isNotFound(query.error);
    return (
      <ProblemNotice
        message={t(notFound ? 'notFound' : 'loadFailed')}
        action={notFound ? (
          <Button variant="secondary" render={<Link to={formPaths.list} />}>
            {t('backToForms')}
          </Button>
        ) : undefined}
        onRetry={notFound ? undefined : () => void query.refetch()}
      />
    );
  }
  return <LoadedFormEditor form={query.data} formKey={formId} />;
}

function LoadedFormEditor({ form, formKey }: { form: LeadForm; formKey: string }) {
  const [start] = useState(() => {
    const draft = formDrafts.read(formKey);
    const autosave: AutosaveStart = draft
      ? { form: draft.form, baseLastUpdated: draft.baseLastUpdated, dirty: true }
      : { form: editableForm(form), baseLastUpdated: form.last_updated, dirty: false };
    return { autosave, restored: draft };
  });
  return <EditorSession formKey={formKey} start={start.autosave} restored={start.restored} />;
}

function EditorSession({
  formKey,
  start,
  restored,
  onCreated,
}: {
  formKey: string;
  start: AutosaveStart;
  restored: StoredDraft | null;
  onCreated?: (id: string) => void;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const autosave = useFormAutosave(formKey, start, (created) => {
    onCreated?.(String(created.id));
    void navigate({ pathname: formPaths.edit(created.id), search: params.toString() }, { replace: true });
  });
  return <EditorView autosave={autosave} restoredAt={restored?.savedAt ?? null} />;
}
