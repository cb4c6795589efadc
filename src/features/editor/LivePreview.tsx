import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system';
import { WIDGET_PUSH_DELAY_MS, type PreviewMode } from '../../domain';
import { loadWidget, previewRootAttributes, pushPreviewModel, setPreviewMode, type WidgetGlobalApi } from '../../widget/protocol';
import type { EditorForm, StepId } from './model';
import * as styles from './editor.css';

/** The part the preview shows follows the step: the lead form on Leads, the thank-you text on demand. */
function modeFor(step: StepId, gratitude: boolean): PreviewMode {
  if (gratitude) return 'gratitude';
  return step === 'leads' ? 'leadForm' : 'whole';
}

/**
 * The real widget in preview mode beside the steps (large screens): loaded once, then fed the whole form 200 ms
 * after the last edit. A preview root makes no calls, so nothing is counted or charged.
 */
export function LivePreview({ form, step }: { form: EditorForm; step: StepId }) {
  const { t } = useTranslation('editor');
  const rootId = form.id || 'new';
  const scope = useRef<HTMLDivElement>(null);
  const [widget, setWidget] = useState<WidgetGlobalApi | null>(null);
  const [failed, setFailed] = useState(false);
  const [gratitude, setGratitude] = useState(false);

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

  const mode = modeFor(step, gratitude);
  useEffect(() => {
    if (widget) setPreviewMode(rootId, mode);
  }, [widget, rootId, mode]);

  return (
    <aside className={styles.previewPanel} aria-label={t('preview.label')}>
      <div className={styles.previewBar}>
        <span className={styles.fieldType}>{t('preview.label')}</span>
        <Button variant="text" size="sm" aria-pressed={gratitude} onClick={() => setGratitude((on) => !on)}>
          {t('preview.gratitude')}
        </Button>
      </div>
      {failed && <p className={styles.hint}>{t('preview.failed')}</p>}
      <div ref={scope}>
        <div {...previewRootAttributes(rootId)} />
      </div>
    </aside>
  );
}
