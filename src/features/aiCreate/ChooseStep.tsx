import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Banner, Button, Heading, Inline, Panel, RadioGroup, Text, TextArea } from '../../design-system';
import { MIN_TEXT_LENGTH } from './DescribeStep';
import type { AiCreateDraft } from './draft';
import { appPaths } from '../../domain/paths';
import { Pending } from './Pending';
import { StepForm } from './StepForm';

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
    <StepForm titleId="ai-choose-title" title={t('steps.choose')} onSubmit={submit}>
      <Text tone="muted" breakable>
        {t('choose.for', { post: draft.post.trim() })}
      </Text>
      {ideas.length === 0 && <Text tone="muted">{t('choose.noIdeas')}</Text>}
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
      {regenerating && <Pending>{t('describe.pending')}</Pending>}
      <Inline align="center">
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
      </Inline>
      <CostPanel credits={credits} />
      <Inline align="center">
        <Button type="submit" disabled={credits.status === 'short'}>
          {credits.cost === null ? t('steps.generate') : t('cost.submit', { count: credits.cost })}
        </Button>
      </Inline>
    </StepForm>
  );
}

function CostPanel({ credits }: { credits: CreditsState }) {
  const { t } = useTranslation('aiCreate');
  if (credits.status === 'loading') return <Text tone="muted">{t('cost.loading')}</Text>;
  if (credits.status === 'unknown') return <Text tone="muted">{t('cost.unknown')}</Text>;
  const cost = credits.cost ?? 0;
  if (credits.status === 'short') {
    return (
      <Banner tone="error" title={t('cost.shortTitle')}>
        <Text>{t('cost.short', { cost, left: credits.left ?? 0 })}</Text>
        <Inline align="center">
          <Button size="sm" variant="secondary" render={<Link to={appPaths.prices} />}>
            {t('cost.upgrade')}
          </Button>
        </Inline>
      </Banner>
    );
  }
  return (
    <Panel as="section" tone="muted" padding="md" gap="xxs" aria-labelledby="ai-cost-title">
      <Heading level={3} id="ai-cost-title">
        {t('cost.title')}
      </Heading>
      <Text>{t('cost.price', { count: cost })}</Text>
      <Text tone="muted">{credits.left === null ? t('cost.unlimited') : t('cost.balance', { count: credits.left })}</Text>
    </Panel>
  );
}
