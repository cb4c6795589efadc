import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Banner, Button, Dialog, lazyPart, Skeleton, SkeletonGroup, Stepper, visuallyHidden } from '../../design-system';
import { formPaths } from '../../domain';
import { useSmallScreen } from '../shell';
import { AiGeneratedNotice, generatedOf } from './AiGeneratedNotice';
import { DanglingMentionsNotice } from './DanglingMentionsNotice';
import { problemMessages, type StepProps } from './editorContext';
import { LivePreview } from './LivePreview';
import { danglingMentions, isStepId, requiredSteps, stepIds, validateForm, type StepId } from './model';
import { SaveStatus } from './SaveStatus';
import { AiSettingsStep } from './steps/AiSettingsStep';
import { FieldsStep } from './steps/FieldsStep';
import { LeadsStep } from './steps/LeadsStep';
import type { Autosave } from './useAutosave';
import { useLeaveGuard } from './useLeaveGuard';
import { useStepTours } from './useStepTours';
import * as styles from './editor.css';
import { dateTimeFormat } from '../../domain/intl';

// Customization (with its two colour pickers) loads when it is first opened, so the editor opens without it.
const CustomizationStep = lazyPart(() => import('./steps/CustomizationStep').then((module) => module.CustomizationStep));
// Publication (share link, embed code, copy fields) too: it is the last step, and the editor chunk is at its budget.
const PublicationStep = lazyPart(() => import('./steps/PublicationStep').then((module) => module.PublicationStep));

export interface EditorViewProps {
  autosave: Autosave;
  /** When an unsaved draft kept on this device was brought back (ISO), or null. */
  restoredAt: string | null;
}

/** The five steps (the current one in the address, so links and Back work), the save status and the preview. */
export function EditorView({ autosave, restoredAt }: EditorViewProps) {
  const { t, i18n } = useTranslation('editor');
  const { form, edit, status, dirty } = autosave;
  const [params, setParams] = useSearchParams();
  const stepParam = params.get('step');
  const current: StepId = isStepId(stepParam) ? stepParam : 'fields';
  // A saved form shows its problems at once; a new one only after the owner leaves the step (or tries to).
  const [revealed, setRevealed] = useState<ReadonlySet<StepId>>(() => new Set(form.id ? stepIds : []));
  const [showRestored, setShowRestored] = useState(restoredAt !== null);
  // The restored draft is on the server now (or was dropped for another tab's version): nothing left to say.
  if (showRestored && status === 'saved') setShowRestored(false);
  const [refused, setRefused] = useState(false);
  const problems = useMemo(() => validateForm(form), [form]);
  const dangling = useMemo(() => danglingMentions(form), [form]);
  // "You can't skip" goes once the step it was said about has no problems left.
  if (refused && problems[current].length === 0) setRefused(false);
  // A form the AI just made is checked like one made by hand, at once: the owner lands on the first step it fails,
  // told why (the step's own messages show, as for any saved form).
  const location = useLocation();
  const [generatedToFix] = useState<StepId | null>(() =>
    generatedOf(location.state) ? (stepIds.find((id) => problems[id].length > 0) ?? null) : null,
  );
  useEffect(() => {
    if (!generatedToFix || generatedToFix === current) return;
    const next = new URLSearchParams(params);
    next.set('step', generatedToFix);
    setParams(next, { replace: true, state: location.state });
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const tour = useStepTours(current);
  const { start: startTour } = tour ?? {};
  // On a small screen the page asks for a bigger one: the step's tour waits for the next large-screen visit
  // rather than opening over that request.
  const small = useSmallScreen();

  useEffect(() => {
    if (!small) startTour?.();
  }, [startTour, small]);

  // A new step starts at its top with the focus on its heading (not on Next, scrolled to the middle of the last one).
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(current);
  useEffect(() => {
    if (shownStep.current === current) return;
    shownStep.current = current;
    window.scrollTo({ top: 0 });
    stepHeading.current?.focus({ preventScroll: true });
  }, [current]);

  const reveal = (step: StepId) => setRevealed((old) => new Set([...old, step]));
  // Leaving a step shows its problems (on a new form) and lets it count as complete.
  const go = (step: StepId) => {
    reveal(current);
    setRefused(false);
    const next = new URLSearchParams(params);
    next.set('step', step);
    setParams(next);
  };
  const index = stepIds.indexOf(current);
  const next = () => {
    reveal(current);
    const following = stepIds[index + 1];
    if (!following) return;
    if (requiredSteps.has(current) && problems[current].length > 0) {
      setRefused(true);
      return;
    }
    go(following);
  };

  // Leaving with edits the server does not have yet asks first (they also stay on this device).
  const leaveGuard = useLeaveGuard(dirty);

  const stepProps: StepProps = {
    form,
    edit,
    problem: problemMessages(revealed.has(current) ? problems[current] : [], t),
  };
  const steps = stepIds.map((id) => ({
    id,
    label: (
      <>
        {t(`steps.${id}`)}
        {revealed.has(id) && problems[id].length > 0 && (
          <span className={styles.stepError}>
            <span aria-hidden="true"> !</span>
            <span className={visuallyHidden}> {t('stepHasErrors')}</span>
          </span>
        )}
      </>
    ),
    required: requiredSteps.has(id),
    // Only a step the owner has been on can be complete (all of a saved form's count as seen).
    complete: (revealed.has(id) || id === current) && problems[id].length === 0,
  }));

  return (
    <section className={styles.page} aria-labelledby="editor-title">
      <header className={styles.header}>
        <Link className={styles.back} to={formPaths.list}>
          ← {t('backToForms')}
        </Link>
        <h1 id="editor-title" className={styles.title}>
          {form.name.trim() || t('newForm')}
        </h1>
        {tour && (
          <Button variant="text" size="sm" onClick={() => tour.start({ force: true })}>
            {t('startTour')}
          </Button>
        )}
        <SaveStatus status={status} dirty={dirty} saved={!!form.id} onRetry={autosave.retry} />
      </header>
      {showRestored && restoredAt && (
        <Banner tone="info" onDismiss={() => setShowRestored(false)}>
          {t('restored', { time: dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(restoredAt)) })}
        </Banner>
      )}
      {generatedToFix && problems[generatedToFix].length > 0 && (
        <Banner tone="warning">{t('generatedNeedsFix', { step: t(`steps.${generatedToFix}`) })}</Banner>
      )}
      <DanglingMentionsNotice dangling={dangling} formId={form.id} onAiStep={current === 'ai'} onFixPrompt={() => go('ai')} />
      <Stepper
        // The bar keeps its own "You can't skip" until a step change: a fresh bar (without it) once the required
        // steps' problems are fixed or come back. Only edits change them, so the bar is never replaced under focus.
        key={`${!problems.fields.length}${!problems.ai.length}`}
        steps={steps}
        currentId={current}
        label={t('stepsLabel')}
        onStepChange={(id) => {
          if (isStepId(id)) go(id);
        }}
      />
      <div className={styles.workspace}>
        <div className={styles.stepPanel}>
          <h2 ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
            {t(`steps.${current}`)}
          </h2>
          <AiGeneratedNotice onFieldsStep={current === 'fields'} />
          {current === 'fields' && (
            <FieldsStep {...stepProps} showProblems={revealed.has('fields')} nameError={autosave.nameError} />
          )}
          {current === 'ai' && <AiSettingsStep {...stepProps} />}
          {current === 'leads' && <LeadsStep {...stepProps} />}
          {(current === 'customization' || current === 'publication') && (
            <Suspense
              fallback={
                <SkeletonGroup>
                  <Skeleton variant="block" height={320} />
                </SkeletonGroup>
              }
            >
              {current === 'customization' ? <CustomizationStep {...stepProps} /> : <PublicationStep {...stepProps} dangling={dangling} />}
            </Suspense>
          )}
          {refused && (
            <p role="alert" className={styles.problemText}>
              {t('cantSkip')}
            </p>
          )}
          <div className={styles.stepNav}>
            {index > 0 && (
              <Button variant="secondary" onClick={() => go(stepIds[index - 1] ?? 'fields')}>
                {t('previous')}
              </Button>
            )}
            {index < stepIds.length - 1 && <Button onClick={next}>{t('next')}</Button>}
          </div>
        </div>
        <LivePreview form={form} step={current} />
      </div>

      <Dialog
        open={autosave.conflict !== null}
        // A decision is needed: closing must neither discard the owner's edits nor overwrite the other version.
        onClose={() => undefined}
        hideCloseButton
        title={t('conflict.title')}
        actions={
          <>
            <Button variant="secondary" onClick={autosave.takeTheirs}>
              {t('conflict.takeTheirs')}
            </Button>
            <Button onClick={autosave.keepMine}>{t('conflict.keepMine')}</Button>
          </>
        }
      >
        <p className={styles.noMargin}>{t('conflict.message')}</p>
      </Dialog>
      <Dialog
        open={leaveGuard.pending}
        onClose={leaveGuard.stay}
        title={t('leave.title')}
        actions={
          <>
            <Button variant="secondary" onClick={leaveGuard.stay}>
              {t('leave.stay')}
            </Button>
            <Button variant="danger" onClick={leaveGuard.leave}>
              {t('leave.go')}
            </Button>
          </>
        }
      >
        <p className={styles.noMargin}>{t('leave.message')}</p>
      </Dialog>
    </section>
  );
}
