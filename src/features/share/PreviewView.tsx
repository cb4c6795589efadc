import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, InlineAlert, ProblemNotice, visuallyHidden } from '../../design-system';
import type { PreviewMode } from '../../domain/embed';
import { formPaths } from '../../domain/paths';
import { previewRootAttributes } from '../../widget/protocol';
import type { WidgetStatus } from './useWidgetRoot';
import * as styles from './share.css';

/** The parts this page links to (`?part=fields`, the editor's questions-only view, works too). */
const pageParts: PreviewMode[] = ['whole', 'leadForm', 'gratitude'];

export interface PreviewViewProps {
  formId: string;
  /** Shown after the title once the form has loaded. */
  formName?: string;
  /** The part of the form shown. */
  part: PreviewMode;
  /** The form could not be loaded: a notice with Try again instead of the preview. */
  formFailed?: boolean;
  onRetry: () => void;
  /** The widget's script: on its way, running, or not loaded (the page says so). */
  widget: WidgetStatus;
  /** The preview root the widget mounts into. */
  rootRef?: Ref<HTMLDivElement>;
}

/** The owner's form in a preview root, one part at a time, with the way back to the editor. */
export function PreviewView({ formId, formName, part, formFailed = false, onRetry, widget, rootRef }: PreviewViewProps) {
  const { t } = useTranslation('share');
  return (
    <div className={styles.previewPage}>
      <div className={styles.header}>
        <h1 className={styles.title}>
          {t('previewTitle')}
          {formName !== undefined && <span className={styles.formName}>{formName}</span>}
        </h1>
        <Button variant="text" render={<Link to={formPaths.edit(formId)} />}>
          {t('backToEditor')}
        </Button>
      </div>
      <nav aria-label={t('parts.label')} className={styles.parts}>
        {pageParts.map((mode) => (
          <Link key={mode} to={`?part=${mode}`} aria-current={mode === part ? 'page' : undefined}>
            {t(`parts.${mode}`)}
          </Link>
        ))}
      </nav>
      {formFailed ? (
        <ProblemNotice message={t('formFailed')} onRetry={onRetry} retryLabel={t('retry')} />
      ) : (
        <>
          {/* The widget's own headings start at h2/h3, as on an owner's page: this one keeps the outline whole. */}
          <h2 className={visuallyHidden}>{t(`parts.${part}`)}</h2>
          <div ref={rootRef} {...previewRootAttributes(formId)} />
        </>
      )}
      {widget === 'failed' && <InlineAlert className={styles.status}>{t('loadFailed')}</InlineAlert>}
    </div>
  );
}
