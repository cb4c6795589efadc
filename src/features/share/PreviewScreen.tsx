import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useLeadForm } from '../../api';
import { WIDGET_PUSH_DELAY_MS } from '../../domain/constants';
import { toPreviewMode } from '../../domain/embed';
import { pushPreviewModel, setPreviewMode } from '../../widget/protocol';
import { useWidgetRoot } from './useWidgetRoot';
import { PreviewView } from './PreviewView';

/**
 * `/forms/preview/{formId}?part=whole|leadForm|gratitude`: the owner's form in a preview root. After the
 * widget is ready it waits 200 ms, then pushes the model and the part; later changes are pushed at once.
 */
export function PreviewScreen() {
  const { formId = '' } = useParams();
  const [params] = useSearchParams();
  const part = toPreviewMode(params.get('part'));
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
    <PreviewView
      formId={formId}
      formName={form.data?.name}
      part={part}
      formFailed={form.isError}
      onRetry={() => void form.refetch()}
      widget={status}
      rootRef={ref}
    />
  );
}
