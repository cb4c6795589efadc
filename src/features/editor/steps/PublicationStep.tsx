import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CopyField, Stack, Switch, Text } from '../../../design-system';
import { formPaths, shareUrl, WIDGET_ROOT_CLASS } from '../../../domain';
import type { StepProps } from '../editorContext';
import type { DanglingMentions } from '../model';
import { DemoShareNote, EmbedCode } from '../../embed';
import * as styles from '../editor.css';

/**
 * The height of the whole form as the live preview beside the steps draws it (LivePreview marks the part it shows),
 * for the embed code to reserve on the owner's page. 0 until it is drawn, and on small screens, which have no preview.
 * Measured here rather than in the preview, so the editor's first chunk does not carry it.
 */
function usePreviewHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const root = document.querySelector(`[data-mode] > .${WIDGET_ROOT_CLASS}`);
    if (!root) return;
    const observer = new ResizeObserver(() => {
      if (root.matches('[data-mode=whole] > *') && root.shadowRoot?.querySelector('[data-state=ready]')) setHeight(root.getBoundingClientRect().height);
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, []);
  return height;
}

/**
 * Step 5: publish, and the three ways to reach visitors: share link, embed code (reserving the form's height, so the
 * owner's page does not move when the form arrives), mini landing page. A form whose
 * prompt or e-mail still mentions a deleted field is not published until that is fixed (the banner above says where).
 */
export function PublicationStep({ form, edit, dangling }: StepProps & { dangling: DanglingMentions }) {
  const { t } = useTranslation('editor');
  const previewHeight = usePreviewHeight();
  const [refused, setRefused] = useState(false);
  const broken = dangling.prompt.length + dangling.email.length > 0;
  if (refused && !broken) setRefused(false);
  if (!form.id) return <Text tone="muted" size="sm">{t('hints.publishNeedsSave')}</Text>;
  return (
    <Stack>
      <Switch
        label={t('labels.published')}
        hint={t(form.is_published ? 'hints.published' : 'hints.unpublished')}
        checked={form.is_published}
        error={refused ? t('dangling.notPublished') : undefined}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          setRefused(on && broken);
          if (on && broken) return;
          edit((f) => ({ ...f, is_published: on }));
        }}
      />
      <DemoShareNote>{t('hints.demoShare')}</DemoShareNote>
      <CopyField label={t('labels.shareLink')} value={shareUrl(form.id)} />
      <EmbedCode target={{ formId: form.id }} height={previewHeight} label={t('labels.embedCode')} hint={t('hints.embedCode')} />
      {form.page_type === 'mini_page' ? (
        <Link className={styles.link} to={formPaths.share(form.id)} target="_blank">
          {t('openMiniPage')}
        </Link>
      ) : (
        <Text tone="muted" size="sm">
          {t('hints.miniPage')}
        </Text>
      )}
    </Stack>
  );
}
