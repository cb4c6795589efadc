import { useTranslation } from 'react-i18next';
import { Checkbox, TextField } from '../../design-system';
import { numberDefaults, type ChatDraft } from './chatDraft';
import * as styles from './chats.css';
import { Section } from './Section';

/**
 * Whether the chat on the owner's site asks visitors for an e-mail, and after how many answers (it also asks at
 * once when a visitor asks to be contacted). The owner finds the e-mails on the chat's page under Leads and Visitors.
 */
export function LeadSettings({ draft, onChange, problem }: { draft: ChatDraft; onChange: (draft: ChatDraft) => void; problem: string | undefined }) {
  const { t } = useTranslation('chats');
  const { min, max, default: fallback } = numberDefaults.lead_after_answers;
  return (
    <Section id="chat-leads" title={t('leads.title')} intro={t('leads.intro')}>
      <Checkbox label={t('fields.collect_leads')} checked={draft.collect_leads} onChange={(event) => onChange({ ...draft, collect_leads: event.currentTarget.checked })} />
      {draft.collect_leads && (
        <div className={styles.grid}>
          <TextField
            label={t('fields.lead_after_answers')}
            hint={t('hints.lead_after_answers', { min, max })}
            inputMode="numeric"
            value={draft.lead_after_answers}
            placeholder={String(fallback)}
            error={problem}
            onChange={(event) => onChange({ ...draft, lead_after_answers: event.currentTarget.value })}
          />
        </div>
      )}
    </Section>
  );
}
