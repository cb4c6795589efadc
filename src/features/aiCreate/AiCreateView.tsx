import { useTranslation } from 'react-i18next';
import { Banner, Heading, Inline, Page, ProblemNotice, Text, visuallyHidden } from '../../design-system';
import { ChooseStep, type CreditsState } from './ChooseStep';
import { DescribeStep } from './DescribeStep';
import type { AiCreateDraft } from './draft';
import type { AiFailureKind } from './failures';
import { FailureNotice } from './FailureNotice';
import { GeneratingStep, type GenerationStage } from './GeneratingStep';
import { IncompleteRegistration, type IncompleteRegistrationProps } from './IncompleteRegistration';
import * as styles from './aiCreate.css';
import { Pending } from './Pending';

/** Where the flow is: describing, choosing (with the ideas), or generating through its stages. */
export const aiCreatePhases = ['describe', 'choose', 'generating'] as const;
export type AiCreatePhase = (typeof aiCreatePhases)[number];
const stepOrder = ['describe', 'choose', 'generate'] as const;

/** The flow of a person who may use the AI. */
export interface AiCreateFlowProps {
  phase: AiCreatePhase;
  /** The owner's texts: the description, the ideas, the choice, their own idea. */
  draft: AiCreateDraft;
  onDraftChange: (patch: Partial<AiCreateDraft>) => void;
  credits: CreditsState;
  /** The ideas are being asked for (the first time or again). */
  askingIdeas: boolean;
  onAskIdeas: () => void;
  /** Stops the AI call under way (ideas or the form). */
  onCancel: () => void;
  onEditDescription: () => void;
  /** The idea to build: the chosen one's title and line, or the owner's own words. */
  onGenerate: (idea: string) => void;
  /** The generation's current stage ('generating'). */
  stage: GenerationStage;
  /** Why the last step failed ('save': the form the AI made was not saved), shown above the step. */
  failure: AiFailureKind | 'save' | null;
  /** Try the failed step again (save the kept form again, for 'save'). */
  onRetry: () => void;
  /** The call the owner cancelled, said until dismissed. */
  canceled: 'ideas' | 'form' | null;
  onDismissCanceled: () => void;
}

/**
 * Who is asking, and what the page needs for it: the person being read, a person who could not be read, one whose
 * e-mail is not confirmed yet, or one who may use the AI.
 */
export type AiCreateViewProps =
  | { access: 'loading' }
  | { access: 'failed'; /** Read the person again. */ onRetryUser: () => void }
  | ({ access: 'unverified' } & IncompleteRegistrationProps)
  | ({ access: 'ready' } & AiCreateFlowProps);

/**
 * /forms/new/ai: the owner describes the business, gets five ideas, picks one or writes their own, and the AI
 * writes a whole form. Before that, the person is read, and an e-mail not confirmed yet says what is missing.
 */
export function AiCreateView(props: AiCreateViewProps) {
  const { t } = useTranslation('aiCreate');
  return (
    <Page as="section" width="narrow" centered aria-labelledby="ai-create-title">
      <Heading level={1} id="ai-create-title">
        {t('title')}
      </Heading>
      <Text tone="muted">{t('intro')}</Text>
      {props.access === 'loading' ? (
        <Pending>{t('loading')}</Pending>
      ) : props.access === 'failed' ? (
        <ProblemNotice message={t('incomplete.userFailed')} onRetry={props.onRetryUser} />
      ) : props.access === 'ready' ? (
        <Flow {...props} />
      ) : (
        <IncompleteRegistration {...props} />
      )}
    </Page>
  );
}

/** The three steps' row, the failure or cancellation above the step, and the step. */
function Flow({ phase, draft, onDraftChange, credits, askingIdeas, onAskIdeas, onCancel, onEditDescription, onGenerate, stage, failure, onRetry, canceled, onDismissCanceled }: AiCreateFlowProps) {
  const { t } = useTranslation('aiCreate');
  const stepIndex = phase === 'describe' ? 0 : phase === 'choose' ? 1 : 2;
  const notice =
    failure !== null ? (
      <FailureNotice kind={failure} cost={credits.cost} onRetry={onRetry} retryLabel={failure === 'save' ? t('failure.saveAgain') : t('failure.retry')} />
    ) : canceled !== null ? (
      <Banner tone="info" onDismiss={onDismissCanceled}>
        {t(canceled === 'ideas' ? 'ideasCanceled' : 'canceled')}
      </Banner>
    ) : null;

  return (
    <>
      <Inline as="ol" className={styles.list} aria-label={t('steps.label')}>
        {stepOrder.map((id, index) => (
          <li key={id} className={styles.step} aria-current={index === stepIndex ? 'step' : undefined}>
            <Text as="span" weight="semibold">
              {index + 1}.
            </Text>{' '}
            {t(`steps.${id}`)}
            {index < stepIndex && <span className={visuallyHidden}> ({t('steps.done')})</span>}
          </li>
        ))}
      </Inline>
      {phase !== 'generating' && notice}
      {phase === 'describe' && (
        <DescribeStep post={draft.post} onPostChange={(post) => onDraftChange({ post })} pending={askingIdeas} onSubmit={onAskIdeas} onCancel={onCancel} />
      )}
      {phase === 'choose' && (
        <ChooseStep
          draft={draft}
          onChange={onDraftChange}
          credits={credits}
          regenerating={askingIdeas}
          onRegenerate={onAskIdeas}
          onCancelRegenerate={onCancel}
          onEditDescription={onEditDescription}
          onGenerate={onGenerate}
        />
      )}
      {phase === 'generating' && <GeneratingStep stage={stage} onCancel={onCancel} />}
    </>
  );
}
