import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Text } from '../../design-system';
import { WIDGET_PUSH_DELAY_MS, type PreviewMode } from '../../domain';
import { loadWidget, previewRootAttributes, pushPreviewModel, setPreviewMode, type WidgetGlobalApi } from '../../widget/protocol';
import type { EditorForm, StepId } from './model';
import * as styles from './editor.css';

/**
 * The part the preview shows follows the step: the questions (without the lead gate) while they are built, the lead
 * form on Leads, the whole form as visitors meet it on Customization and Publication.
 */
const stepModes: Record<StepId, PreviewMode> = { fields: 'fields', ai: 'fields', leads: 'leadForm', customization: 'whole', publication: 'whole' };
/** The parts the owner can ask for on any step (asking again goes back to the step's own). */
const switchModes = ['whole', 'leadForm', 'gratitude'] as const;

/**
 * The real widget in preview mode beside the steps (large screens): loaded once, then fed the whole form 200 ms
 * after the last edit. A preview root makes no calls, so nothing is counted or charged.
 */
export function LivePreview({ form, step }: { form: EditorForm; step: StepId }) {
  const { t } = useTranslation('editor');
  // The root keeps the id it was mounted with: a new form's first save gives it an id, and the widget already drawn
  // for 'new' listens for that one (pushes to the new id would reach no one, and the preview would stop following).
  const [rootId] = useState(() => form.id || 'new');
  const scope = useRef<HTMLDivElement>(null);
  const [widget, setWidget] = useState<WidgetGlobalApi | null>(null);
  const [failed, setFailed] = useState(false);
  // The owner's choice holds on the step it was made on.
  const [chosen, setChosen] = useState<{ step: StepId; mode: PreviewMode } | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadWidget().then(
      (api) => {
        if (cancelled || !scope.current) return;
        api.mount(scope.current);
        setWidget(api);
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  useEffect(() => (widget ? () => widget.destroy() : undefined), [widget]);

  useEffect(() => {
    if (!widget) return;
    const timer = setTimeout(() => pushPreviewModel(rootId, form), WIDGET_PUSH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [widget, rootId, form]);

  const mode = chosen?.step === step ? chosen.mode : stepModes[step];
  useEffect(() => {
    if (widget) setPreviewMode(rootId, mode);
  }, [widget, rootId, mode]);

  return (
    <aside className={styles.previewPanel} aria-label={t('preview.label')}>
      <div className={styles.previewBar}>
        <Text as="span" size="sm" weight="semibold" className={styles.previewLabel}>
          {t('preview.label')}
        </Text>
        <div role="group" aria-label={t('preview.part')}>
          {switchModes.map((part) => (
            <Button key={part} variant="text" size="sm" aria-pressed={mode === part} onClick={() => setChosen({ step, mode: mode === part ? stepModes[step] : part })}>
              {t(`preview.${part}`)}
            </Button>
          ))}
        </div>
      </div>
      {failed && (
        <Text tone="muted" size="sm">
          {t('preview.failed')}
        </Text>
      )}
      {/* The part shown: the Publication step measures the whole form's height here for the embed code. */}
      <div ref={scope} data-mode={mode}>
        <div {...previewRootAttributes(rootId)} />
      </div>
    </aside>
  );
}
