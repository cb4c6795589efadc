import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Banner } from '../../design-system';
import { formPaths } from '../../domain';
import type { DanglingMentions } from './model';
import * as styles from './editor.css';

export interface DanglingMentionsNoticeProps {
  dangling: DanglingMentions;
  formId: number;
  /** On AI Settings the prompt's own message says it: the banner names only the e-mail there. */
  onAiStep: boolean;
  onFixPrompt: () => void;
}

/**
 * Above every step while a text still mentions a deleted field: where (the AI prompt, the e-mailed answer) and a way
 * there, so that saving such a form never goes unnoticed.
 */
export function DanglingMentionsNotice({ dangling, formId, onAiStep, onFixPrompt }: DanglingMentionsNoticeProps) {
  const { t } = useTranslation('editor');
  const prompt = onAiStep ? [] : dangling.prompt;
  const { email } = dangling;
  return (
    <>
      {prompt.length > 0 && (
        <Banner tone="warning" actionLabel={t('dangling.fixPrompt')} onAction={onFixPrompt}>
          {t('dangling.prompt', { count: prompt.length, refs: prompt.join(', ') })}
        </Banner>
      )}
      {email.length > 0 && (
        <Banner tone="warning">
          {t('dangling.email', { count: email.length, refs: email.join(', ') })}{' '}
          {formId ? (
            <Link className={styles.bannerLink} to={formPaths.integrations(formId)}>
              {t('dangling.openEmail')}
            </Link>
          ) : null}
        </Banner>
      )}
    </>
  );
}
