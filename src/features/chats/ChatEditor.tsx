import { Suspense, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSource, Upload } from '../../api';
import { Button, Checkbox, Inline, lazyPart, ListEntry, ProblemNotice, Select, Stack, TextField } from '../../design-system';
import { chatModels } from '../../domain/chatRules';
import { numberDefaults, unaddedQuestionKey, type ChatDraft } from './chatDraft';
import type { ProblemTexts } from './problems';
import { SourcesEditor } from './SourcesEditor';
import * as styles from './chats.css';
import { CHAT_NAME_LIMIT } from '../../domain/limits';
import { unaddedEntries, useDraftText } from '../../lib/useDraftText';
import { Section } from './Section';

export interface ChatEditorProps {
  /** The chat's id, or 'new': names what is kept of the draft on this device. */
  draftKey: string;
  draft: ChatDraft;
  onChange: (draft: ChatDraft) => void;
  onSubmit: () => void;
  saving: boolean;
  uploads: readonly Upload[];
  training: ReadonlyMap<number, ChatSource>;
  problems: ProblemTexts;
  /** Why the last save failed when no field says it (a server error, a timeout), shown by the Save button. */
  saveProblem?: string;
  /** The Publish part of a saved chat (its own lazy code), before Save. */
  publish?: ReactNode;
}

/** Leads from the chat on the owner's site: a part of its own, so the chat list and editor chunk stay in budget. */
const LeadSettings = lazyPart(() => import('./LeadSettings').then((m) => m.LeadSettings));
/** The chat's colours on the owner's site: a part of its own too (the colour picker is the form editor's). */
const ChatColors = lazyPart(() => import('./ChatColors').then((m) => m.ChatColors));

type NumberSetting = Exclude<keyof typeof numberDefaults, 'lead_after_answers'>;
const booleanSettings = [
  'show_document_links',
  'show_source_links_in_response',
  'show_source_links_after_response',
  'save_chat_history',
] as const;

/** The problems shown at a field of their own; any other (the server's word on a setting with no message place) goes by Save. */
function placedAt(where: string, sourceCount: number): boolean {
  if (['name', 'model_name', 'sources', 'primary_color', 'bg_color'].includes(where) || where in numberDefaults) return true;
  const source = /^sources\.(\d+)$/.exec(where);
  return source !== null && Number(source[1]) < sourceCount;
}

/** The settings of a chat: its name, what it knows, how it answers, and what it keeps. */
export function ChatEditor({ draftKey, draft, onChange, onSubmit, saving, uploads, training, problems, saveProblem, publish }: ChatEditorProps) {
  const { t } = useTranslation('chats');
  const [unaddedQuestion, setUnaddedQuestion] = useDraftText(unaddedEntries, unaddedQuestionKey(draftKey));
  const set = <K extends keyof ChatDraft>(key: K, value: ChatDraft[K]) => onChange({ ...draft, [key]: value });
  const linkLimit = Number(draft.link_limit) > 0 ? Number(draft.link_limit) : numberDefaults.link_limit.default;
  // A setting's name before the server's words when it has one ("Save conversations: …"), else the words alone.
  const unplacedText = (where: string, text: string) => {
    const field = t(`fields.${where}` as 'fields.name', { defaultValue: '' });
    return field ? t('problemAt', { field, text }) : text;
  };
  const unplaced = Object.entries(problems).filter(([where]) => !placedAt(where, draft.sources.length));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const numberField = (key: NumberSetting) => (
    <TextField
      key={key}
      label={t(`fields.${key}`)}
      hint={t(`hints.${key}`, { min: numberDefaults[key].min, max: numberDefaults[key].max })}
      inputMode="numeric"
      value={draft[key]}
      placeholder={String(numberDefaults[key].default)}
      error={problems[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
    />
  );

  return (
    <Stack as="form" gap="lg" className={styles.form} onSubmit={submit} noValidate aria-label={t('editorLabel')}>
      <TextField label={t('fields.name')} required maxLength={CHAT_NAME_LIMIT} value={draft.name} error={problems.name} onChange={(event) => set('name', event.currentTarget.value)} />

      <Section id="chat-sources" title={t('sections.sources')} intro={t('sourcesIntro')}>
        <SourcesEditor
          sources={draft.sources}
          onChange={(sources) => set('sources', sources)}
          uploads={uploads}
          training={training}
          linkLimit={linkLimit}
          problems={problems}
        />
      </Section>

      <Section id="chat-answers" title={t('sections.answers')}>
        <ListEntry
          label={t('fields.initial_questions')}
          description={t('hints.initial_questions')}
          items={draft.initial_questions.map((value) => ({ id: value, value }))}
          pending={unaddedQuestion}
          onPendingChange={setUnaddedQuestion}
          validate={(value, items) => (items.some((item) => item.value === value) ? t('problems.duplicateQuestion') : null)}
          onAdd={(value) => set('initial_questions', [...draft.initial_questions, value])}
          onDelete={(item) => set('initial_questions', draft.initial_questions.filter((q) => q !== item.value))}
        />
        <div className={styles.grid}>
          <Select
            label={t('fields.model_name')}
            placeholder={t('defaultModel', { model: chatModels[0] })}
            options={chatModels.map((model) => ({ value: model, label: model }))}
            value={draft.model_name}
            error={problems.model_name}
            onChange={(value) => set('model_name', value)}
          />
          {numberField('docs_query_limit')}
        </div>
      </Section>

      <Section id="chat-reading" title={t('sections.reading')} intro={t('chunksIntro')}>
        <div className={styles.grid}>
          {numberField('vector_chunk_size')}
          {numberField('vector_chunk_overlap')}
          {numberField('link_limit')}
        </div>
      </Section>

      <Section id="chat-links" title={t('sections.links')}>
        {booleanSettings.map((key) => (
          <Checkbox key={key} label={t(`fields.${key}`)} checked={draft[key]} onChange={(event) => set(key, event.currentTarget.checked)} />
        ))}
      </Section>

      <Suspense fallback={null}>
        <ChatColors draft={draft} onChange={onChange} problems={problems} />
      </Suspense>

      <Suspense fallback={null}>
        <LeadSettings draft={draft} onChange={onChange} problem={problems.lead_after_answers} />
      </Suspense>

      {publish}

      {(saveProblem || unplaced.length > 0) && (
        <ProblemNotice
          message={[saveProblem, ...unplaced.map(([where, text]) => unplacedText(where, text))].filter(Boolean).join(' ')}
        />
      )}
      <Inline align="center">
        <Button type="submit" loading={saving}>
          {t('save')}
        </Button>
      </Inline>
    </Stack>
  );
}
