import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useLeadForm } from '../../api';
import { WIDGET_PUSH_DELAY_MS } from '../../domain/constants';
import { toPreviewMode, type PreviewMode } from '../../domain/embed';
import { formPaths } from '../../domain/paths';
import { Button, InlineAlert, ProblemNotice, visuallyHidden } from '../../design-system';
import { previewRootAttributes, pushPreviewModel, setPreviewMode } from '../../widget/protocol';
import { useWidgetRoot } from './useWidgetRoot';
import * as styles from './share.css';

/** The parts this page links to (`?part=fields`, the editor's questions-only view, works too). */
const pageParts: PreviewMode[] = ['whole', 'leadForm', 'gratitude'];

/**
 * `/forms/preview/{formId}?part=whole|leadForm|gratitude`: the owner's form in a preview root. After the
 * widget is ready it waits 200 ms, then pushes the model and the part; later changes are pushed at once.
 */
export function PreviewScreen() {
  const { formId = '' } = useParams();
  const [params] = useSearchParams();
  const part = toPreviewMode(params.get('part'));
  const { t } = useTranslation('share');
  const form = useLeadForm(formId);
  const { ref, status } = useWidgetRoot(formId);
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    if (status !== 'ready') return;
    const timer = setTimeout(() => setSettled(true), WIDGET_PUSH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status]);

  useEffect(() => {
    if (!settled || !form.data) return;
    pushPreviewModel(formId, form.data);
    setPreviewMode(formId, part);
  }, [settled, form.data, formId, part]);

  return (
    <div className={styles.previewPage}>
      <div className={styles.header}>
        <h1 className={styles.title}>
          {t('previewTitle')}
          {form.data && <span className={styles.formName}>{form.data.name}</span>}
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
      {form.isError ? (
        <ProblemNotice
          message={t('formFailed')}
          onRetry={() => void form.refetch()}
          retryLabel={t('retry')}
        />
      ) : (
        <>
          {/* The widget's own headings start at h2/h3, as on an owner's page: this one keeps the outline whole. */}
          <h2 className={visuallyHidden}>{t(`parts.${part}`)}</h2>
          <div ref={ref} {...previewRootAttributes(formId)} />
        </>
      )}
      {status === 'failed' && (
        <InlineAlert className={styles.status}>
          {t('loadFailed')}
        </InlineAlert>
      )}
    </div>
  );
}
