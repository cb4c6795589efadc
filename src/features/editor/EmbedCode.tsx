import { useTranslation } from 'react-i18next';
import { CopyField } from '../../design-system';
import { buildEmbedSnippet } from '../../domain';

/** The widget script's stable address on the app's own host (no cache-busting: owners paste it once). */
function embedScriptUrl(): string {
  return new URL(`${import.meta.env.BASE_URL}widget.js`, window.location.origin).href;
}

/** The code an owner pastes into their page, from the one snippet function the widget defines. */
export function EmbedCode({ formId }: { formId: number }) {
  const { t } = useTranslation('editor');
  return (
    <CopyField
      label={t('labels.embedCode')}
      hint={t('hints.embedCode')}
      multiline
      rows={3}
      value={buildEmbedSnippet({ scriptUrl: embedScriptUrl(), formId })}
    />
  );
}
