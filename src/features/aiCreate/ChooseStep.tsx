import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Banner, Button, RadioGroup, Spinner, TextArea } from '../../design-system';
import { MIN_TEXT_LENGTH } from './DescribeStep';
import type { AiCreateDraft } from './draft';
import * as styles from './aiCreate.css';

/** What creating a form costs and whether the owner can pay for it; `left` null is unlimited. */
export interface CreditsState {
  status: 'loading' | 'unknown' | 'enough' | 'short';
  cost: number | null;
  left: number | null;
}

export interface ChooseStepProps {
  draft: AiCreateDraft;
  onChange: (patch: Partial<AiCreateDraft>) => void;
  credits: CreditsState;
  regenerating: boolean;
  onRegenerate: () => void;
  onCancelRegenerate: () => void;
  onEditDescription: () => void;
  /** The idea to build: the chosen one's title and line, or the owner's own words. */
  onGenerate: (idea: string) => void;
}

const OWN = 'own';

/** Step 2: one of the ideas or the owner's own, the price, and the confirmation that starts step 3. */
export function ChooseStep({ draft, onChange, credits, regenerating, onRegenerate, onCancelRegenerate, onEditDescription, onGenerate }: ChooseStepProps) {
  const { t } = useTranslation('aiCreate');
  const [tried, setTried] = useState(false);
  const ideas = draft.ideas ?? [];
  const chosen = typeof draft.choice === 'number' ? ideas[draft.choice] : undefined;
  const ownTooShort = draft.choice === OWN && draft.ownIdea.trim().length < MIN_TEXT_LENGTH;
  const idea = draft.choice === OWN ? draft.ownIdea.trim() : chosen ? `${chosen.title}. ${chosen.description}`.trim() : '';

  const submit = () => {
    setTried(true);
    if (!idea || ownTooShort || credits.status === 'short' || regenerating) return;
    onGenerate(idea);
  };

  return (
    <form
      className={styles.panel}
      aria-labelledby="ai-choose-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id="ai-choose-title" className={styles.panelTitle}>
        {t('steps.choose')}
      </h2>
      <p className={styles.quote}>{t('choose.for', { post: draft.post.trim() })}</p>
      {ideas.length === 0 && <p className={styles.muted}>{t('choose.noIdeas')}</p>}
      <RadioGroup
        label={t('choose.label')}
        required
        value={draft.choice === null ? null : String(draft.choice)}
        onChange={(value) => onChange({ choice: value === OWN ? OWN : Number(value) })}
        options={[
          ...ideas.map((item, index) => ({ value: String(index), label: item.title, hint: item.description, disabled: regenerating })),
          { value: OWN, label: t('choose.own'), hint: t('choose.ownHint') },
        ]}
        error={tried && draft.choice === null ? t('choose.noChoice') : undefined}
      />
      {draft.choice === OWN && (
        <TextArea
          label={t('choose.ownLabel')}
          placeholder={t('choose.ownPlaceholder')}
          rows={3}
          required
          value={draft.ownIdea}
          onChange={(event) => onChange({ ownIdea: event.currentTarget.value })}
          error={tried && ownTooShort ? t('choose.ownTooShort', { count: MIN_TEXT_LENGTH }) : undefined}
        />
      )}
      {regenerating && (
        <p className={styles.pending} role="status">
          <Spinner size="sm" tone="primary" />
          {t('describe.pending')}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" loading={regenerating} onClick={onRegenerate}>
          {t('choose.regenerate')}
        </Button>
        {regenerating ? (
          <Button variant="text" onClick={onCancelRegenerate}>
            {t('describe.cancel')}
          </Button>
        ) : (
          <Button variant="text" onClick={onEditDescription}>
            {t('choose.editDescription')}
          </Button>
        )}
      </div>
      <CostPanel credits={credits} />
      <div className={styles.actions}>
        <Button type="submit" disabled={credits.status === 'short'}>
          {credits.cost === null ? t('steps.generate') : t('cost.submit', { count: credits.cost })}
        </Button>
      </div>
    </form>
  );
}

function CostPanel({ credits }: { credits: CreditsState }) {
  const { t } = useTranslation('aiCreate');
  if (credits.status === 'loading') return <p className={styles.muted}>{t('cost.loading')}</p>;
  if (credits.status === 'unknown') return <p className={styles.muted}>{t('cost.unknown')}</p>;
  const cost = credits.cost ?? 0;
  if (credits.status === 'short') {
    return (
      <Banner tone="error" title={t('cost.shortTitle')}>
        <p className={styles.text}>{t('cost.short', { cost, left: credits.left ?? 0 })}</p>
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" render={<Link to="/prices" />}>
            {t('cost.upgrade')}
          </Button>
        </div>
      </Banner>
    );
  }
  return (
    <section className={styles.costBox} aria-labelledby="ai-cost-title">
      <h3 id="ai-cost-title" className={styles.costTitle}>
        {t('cost.title')}
      </h3>
      <p className={styles.text}>{t('cost.price', { count: cost })}</p>
      <p className={styles.muted}>{credits.left === null ? t('cost.unlimited') : t('cost.balance', { count: credits.left })}</p>
    </section>
  );
}
