import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineAlert, PromptEditor, type PromptField, Select, Stack, Switch, Text, TextArea, TextField } from '../../../design-system';
import { AI_MODELS } from '../../../domain/constants';
import type { StepProps } from '../editorContext';
import { danglingMentions } from '../model';
import { DEFAULT_RESULT_TEXT_LIMIT, FIELD_TITLE_LIMIT } from '../../../domain/limits';

/** The fields a prompt can use: those a visitor fills in. */
function promptFields(aiFields: StepProps['form']['fields']['aiFields']): PromptField[] {
  return aiFields.flatMap((field) =>
    field.type === 'TextInputField' || field.type === 'SelectField'
      ? [{ ref: field.fieldRef, title: field.title.trim() || field.fieldRef }]
      : [],
  );
}

/** The models of the chat editor too, the plan's default first; a model saved before that is not listed stays shown. */
function modelOptions(saved: string | null, defaultLabel: string) {
  const models: string[] = [...AI_MODELS];
  if (saved && !models.includes(saved)) models.push(saved);
  return [{ value: '', label: defaultLabel }, ...models.map((model) => ({ value: model, label: model }))];
}

/** Step 2: the AI instruction with `#` mentions of the fields, the model, the default result and the buttons. */
export function AiSettingsStep({ form, edit, problem }: StepProps) {
  const { t } = useTranslation('editor');
  const { fields } = form;
  const usable = useMemo(() => promptFields(fields.aiFields), [fields.aiFields]);
  // Refs of deleted fields stay in the text as marked chips, and are named below it, until the owner fixes them.
  const broken = danglingMentions(form).prompt;
  const promptError = problem('aiPrompt', t('labels.prompt'));

  return (
    <Stack>
      <Stack data-tour="editor-prompt">
        <PromptEditor
          label={t('labels.prompt')}
          value={fields.aiPrompt}
          onChange={(aiPrompt) => edit((f) => ({ ...f, fields: { ...f.fields, aiPrompt } }))}
          fields={usable}
          brokenRefs={broken}
          placeholder={t('hints.prompt')}
          aria-describedby={broken.length > 0 ? 'prompt-help prompt-broken' : 'prompt-help'}
        />
        <Text id="prompt-help" tone="muted" size="sm">
          {t('hints.promptMentions')}
        </Text>
        {promptError && (
          <InlineAlert>
            {promptError}
          </InlineAlert>
        )}
        {broken.length > 0 && (
          <InlineAlert id="prompt-broken">
            {t('dangling.prompt', { count: broken.length, refs: broken.join(', ') })}
          </InlineAlert>
        )}
      </Stack>
      <TextField
        label={t('labels.runAiBtn')}
        required
        maxLength={FIELD_TITLE_LIMIT}
        value={fields.runAiBtn.title}
        onChange={(event) => {
          const title = event.currentTarget.value;
          edit((f) => ({ ...f, fields: { ...f.fields, runAiBtn: { ...f.fields.runAiBtn, title } } }));
        }}
        error={problem('runAiBtn.title', t('labels.runAiBtn'))}
      />
      <div data-tour="editor-model">
        <Select
          label={t('labels.model')}
          hint={t('hints.model')}
          placeholder={t('modelDefault')}
          options={modelOptions(form.model_name, t('modelDefault'))}
          value={form.model_name ?? ''}
          onChange={(model) => edit((f) => ({ ...f, model_name: model || null }))}
        />
      </div>
      <TextArea
        label={t('labels.defaultResult')}
        hint={t('hints.defaultResult')}
        rows={3}
        maxLength={DEFAULT_RESULT_TEXT_LIMIT}
        value={form.default_result_text}
        onChange={(event) => {
          const text = event.currentTarget.value;
          edit((f) => ({ ...f, default_result_text: text }));
        }}
      />
      <Switch
        label={t('labels.generateMore')}
        checked={fields.enableGenerateMoreBtn}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          edit((f) => ({ ...f, fields: { ...f.fields, enableGenerateMoreBtn: on } }));
        }}
      />
    </Stack>
  );
}
