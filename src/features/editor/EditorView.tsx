import { memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Banner, Button, Dialog, Heading, Inline, InlineAlert, lazyPart, Skeleton, SkeletonGroup, Stack, Stepper, Text, visuallyHidden } from '../../design-system';
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
import type { FormAutosave } from './useFormAutosave';
import { useLeaveGuard } from './useLeaveGuard';
import { useStepTours } from './useStepTours';
import * as styles from './editor.css';
import { dateTimeFormat } from '../../domain/intl';

// Customization (with its two colour pickers) loads when it is first opened, so the editor opens without it.
const CustomizationStep = lazyPart(() => import('./steps/CustomizationStep').then((module) => module.CustomizationStep));
// Publication (share link, embed code, copy fields) too: it is the last step, and the editor chunk is at its budget.
const PublicationStep = lazyPart(() => import('./steps/PublicationStep').then((module) => module.PublicationStep));

// Drawn again only when their own props change, not on every keystroke (see `settled` below).
const StepBar = memo(Stepper);
const Preview = memo(LivePreview);
const Fields = memo(FieldsStep);

export interface EditorViewProps {
  autosave: FormAutosave;
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
  // A keystroke draws the input typed in at once. What only reflects the form (the title, the steps' marks, the
  // notices, the live preview) follows from `settled`, in a render React sets aside for the next keystroke, so
  // typing in a long form does not wait for it.
  const settled = useDeferredValue(form);
  // Kept as text, so that an edit that changes no problem (most keystrokes) keeps the same object and what shows
  // them is not drawn again.
  const problemsText = useMemo(() => JSON.stringify(validateForm(settled)), [settled]);
  const problems = useMemo(() => JSON.parse(problemsText) as ReturnType<typeof validateForm>, [problemsText]);
  const dangling = useMemo(() => danglingMentions(settled), [settled]);
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
  const go = useCallback(
    (step: StepId) => {
      setRevealed((old) => new Set([...old, current]));
      setRefused(false);
      const next = new URLSearchParams(params);
      next.set('step', step);
      setParams(next);
    },
    [current, params, setParams],
  );
  const goTo = useCallback(
    (id: string) => {
      if (isStepId(id)) go(id);
    },
    [go],
  );
  const index = stepIds.indexOf(current);
  const next = () => {
    reveal(current);
    const following = stepIds[index + 1];
    if (!following) return;
    // Checked on the form as it is now: the last keystroke may not have been drawn yet.
    if (requiredSteps.has(current) && validateForm(autosave.current())[current].length > 0) {
      setRefused(true);
      // Once the step's fields show their problems: to the first of them.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    go(following);
  };

  // Leaving with edits the server does not have yet asks first (they also stay on this device).
  const leaveGuard = useLeaveGuard(dirty);

  const problem = useMemo(() => problemMessages(revealed.has(current) ? problems[current] : [], t), [revealed, current, problems, t]);
  const stepProps: StepProps = { form, edit, problem };
  const steps = useMemo(
    () =>
      stepIds.map((id) => ({
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
      })),
    [revealed, problems, current, t],
  );

  return (
    <Stack as="section" gap="lg" className={styles.page} aria-labelledby="editor-title">
      <EditorHeader name={settled.name} startTour={startTour} status={status} dirty={dirty} saved={!!form.id} onRetry={autosave.retry} />
      {showRestored && restoredAt && (
        <Banner tone="info" onDismiss={() => setShowRestored(false)}>
          {t('restored', { time: dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(restoredAt)) })}
        </Banner>
      )}
      {generatedToFix && problems[generatedToFix].length > 0 && (
        <Banner tone="warning">{t('generatedNeedsFix', { step: t(`steps.${generatedToFix}`) })}</Banner>
      )}
      <DanglingMentionsNotice dangling={dangling} formId={form.id} onAiStep={current === 'ai'} onFixPrompt={() => go('ai')} />
      <StepBar
        // The bar keeps its own "You can't skip" until a step change: a fresh bar (without it) once the required
        // steps' problems are fixed or come back. Only edits change them, so the bar is never replaced under focus.
        key={`${!problems.fields.length}${!problems.ai.length}`}
        steps={steps}
        currentId={current}
        label={t('stepsLabel')}
        onStepChange={goTo}
      />
      <div className={styles.workspace}>
        <Stack gap="lg" className={styles.stepPanel}>
          <Heading level={2} ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
            {t(`steps.${current}`)}
          </Heading>
          <AiGeneratedNotice onFieldsStep={current === 'fields'} />
          {current === 'fields' && (
            <Fields {...stepProps} showProblems={revealed.has('fields')} nameError={autosave.nameError} />
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
            <InlineAlert>
              {t('cantSkip')}
            </InlineAlert>
          )}
          <Inline justify="between" gap="md">
            {index > 0 && (
              <Button variant="secondary" onClick={() => go(stepIds[index - 1] ?? 'fields')}>
                {t('previous')}
              </Button>
            )}
            {index < stepIds.length - 1 && <Button onClick={next}>{t('next')}</Button>}
          </Inline>
        </Stack>
        <Preview form={settled} step={current} />
      </div>

      <ConflictDialog open={autosave.conflict !== null} onTakeTheirs={autosave.takeTheirs} onKeepMine={autosave.keepMine} />
      <LeaveDialog guard={leaveGuard} />
    </Stack>
  );
}

interface EditorHeaderProps {
  name: string;
  /** The current step's tour, when it has one. */
  startTour: ((options?: { force?: boolean }) => void) | undefined;
  status: FormAutosave['status'];
  dirty: boolean;
  saved: boolean;
  onRetry: () => void;
}

/** Back to the list, the form's name, the step's tour and the save status (drawn again only when one changes). */
const EditorHeader = memo(function EditorHeader({ name, startTour, status, dirty, saved, onRetry }: EditorHeaderProps) {
  const { t } = useTranslation('editor');
  return (
    <Inline as="header" align="center" gap="md">
      <Link className={styles.back} to={formPaths.list} aria-label={t('backToFormsLabel')}>
        {/* Drawn, not the ← character: the app's own fonts have no arrows. */}
        <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M13 8H3M7 4L3 8l4 4" />
        </svg>
        {t('backToForms')}
      </Link>
      <h1 id="editor-title" className={styles.title}>
        {name.trim() || t('newForm')}
      </h1>
      {startTour && (
        <Button variant="text" size="sm" onClick={() => startTour({ force: true })}>
          {t('startTour')}
        </Button>
      )}
      <SaveStatus status={status} dirty={dirty} saved={saved} onRetry={onRetry} />
    </Inline>
  );
});

const ConflictDialog = memo(function ConflictDialog({ open, onTakeTheirs, onKeepMine }: { open: boolean; onTakeTheirs: () => void; onKeepMine: () => void }) {
  const { t } = useTranslation('editor');
  return (
    <Dialog
      open={open}
      // A decision is needed: closing must neither discard the owner's edits nor overwrite the other version.
      onClose={() => undefined}
      hideCloseButton
      title={t('conflict.title')}
      actions={
        <>
          <Button variant="secondary" onClick={onTakeTheirs}>
            {t('conflict.takeTheirs')}
          </Button>
          <Button onClick={onKeepMine}>{t('conflict.keepMine')}</Button>
        </>
      }
    >
      <Text>{t('conflict.message')}</Text>
    </Dialog>
  );
});

const LeaveDialog = memo(function LeaveDialog({ guard }: { guard: ReturnType<typeof useLeaveGuard> }) {
  const { t } = useTranslation('editor');
  return (
    <Dialog
      open={guard.pending}
      onClose={guard.stay}
      title={t('leave.title')}
      actions={
        <>
          <Button variant="secondary" onClick={guard.stay}>
            {t('leave.stay')}
          </Button>
          <Button variant="danger" onClick={guard.leave}>
            {t('leave.go')}
          </Button>
        </>
      }
    >
      <Text>{t('leave.message')}</Text>
    </Dialog>
  );
});
