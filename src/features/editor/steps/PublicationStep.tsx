import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CopyField, Switch } from '../../../design-system';
import { formPaths, shareUrl } from '../../../domain';
import type { StepProps } from '../editorContext';
import { EmbedCode } from '../EmbedCode';
import * as styles from '../editor.css';

/** Step 5: publish, and the three ways to reach visitors: share link, embed code, mini landing page. */
export function PublicationStep({ form, edit }: StepProps) {
  const { t } = useTranslation('editor');
  if (!form.id) return <p className={styles.hint}>{t('hints.publishNeedsSave')}</p>;
  return (
    <div className={styles.stack}>
      <Switch
        label={t('labels.published')}
        hint={t(form.is_published ? 'hints.published' : 'hints.unpublished')}
        checked={form.is_published}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          edit((f) => ({ ...f, is_published: on }));
        }}
      />
      <CopyField label={t('labels.shareLink')} value={shareUrl(form.id)} />
      <EmbedCode formId={form.id} />
      {form.page_type === 'mini_page' ? (
        <Link className={styles.link} to={formPaths.share(form.id)} target="_blank">
          {t('openMiniPage')}
        </Link>
      ) : (
        <p className={styles.hint}>{t('hints.miniPage')}</p>
      )}
    </div>
  );
}
