import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  isApiError,
  useCreateLeadForm,
  useCreditsPerAction,
  useCurrentCredits,
  useCurrentUser,
  useGenerateFormFromIdea,
  useGenerateIdeas,
  type ApiError,
  type GeneratedForm,
  type LeadForm,
} from '../../api';
import { AI_FORM_CHAIN_ID, AI_IDEAS_CHAIN_ID, formPaths } from '../../domain';
import { useResendVerification } from '../banners';
import { AiCreateView, type AiCreatePhase } from './AiCreateView';
import type { CreditsState } from './ChooseStep';
import { aiCreateDraft, type AiCreateDraft } from './draft';
import { aiFailureOf, type AiFailureKind } from './failures';
import type { GenerationStage } from './GeneratingStep';
import { toLeadForm, type GeneratedSummary } from './toLeadForm';

/** The action whose credits price creating a form. */
const CREATE_ACTION = 'ai_create_lead_form';

/** Navigation state the editor reads to say what was generated. */
export interface AiGeneratedState {
  aiGenerated: GeneratedSummary;
}

/**
 * /forms/new/ai: the person is read first; with a confirmed e-mail the flow runs (Flow: ideas, the form, its
 * save and the way into the editor), without one the page says what is missing (Unverified).
 */
export function AiCreateScreen() {
  const user = useCurrentUser();
  if (user.isPending) return <AiCreateView access="loading" />;
  if (user.isError || !user.data) return <AiCreateView access="failed" onRetryUser={() => void user.refetch()} />;
  // The flow reads the kept texts when it starts: only once the person is known are they this person's.
  return user.data.is_email_verified ? <Flow /> : <Unverified email={user.data.email} />;
}

/** An e-mail not confirmed yet: sending the confirmation again, one a minute. */
function Unverified({ email }: { email: string }) {
  const { result, waitSeconds, sending, resend } = useResendVerification();
  return (
    <AiCreateView
      access="unverified"
      email={email}
      resendResult={result}
      resending={sending}
      resendWaitSeconds={waitSeconds}
      onResend={resend}
    />
  );
}

function Flow() {
  const navigate = useNavigate();
  const [draft, setDraftState] = useState<AiCreateDraft>(aiCreateDraft.read);
  const [phase, setPhase] = useState<AiCreatePhase>(() => (draft.ideas ? 'choose' : 'describe'));
  const [stage, setStage] = useState<GenerationStage>('writing');
  // A form the AI made that is not saved yet (kept in the draft) says so again after a reload, with its Save again.
  const [failure, setFailure] = useState<{ kind: AiFailureKind | 'save'; at: 'ideas' | 'form'; idea?: string } | null>(() =>
    draft.unsaved ? { kind: 'save', at: 'form' } : null,
  );
  const [canceled, setCanceled] = useState<'ideas' | 'form' | null>(null);
  const { unsaved } = draft;
  const abort = useRef<AbortController | null>(null);
  const ideas = useGenerateIdeas();
  const generate = useGenerateFormFromIdea();
  const create = useCreateLeadForm();
  const credits = useCreditsState();

  const setDraft = (patch: Partial<AiCreateDraft>) =>
    setDraftState((old) => {
      const next = { ...old, ...patch };
      aiCreateDraft.write(next);
      return next;
    });

  // Leaving mid-call would throw the answer away: let an abort end it instead of a stale update.
  useEffect(() => () => abort.current?.abort(), []);

  const start = () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setFailure(null);
    setCanceled(null);
    return controller.signal;
  };

  const fail = (error: unknown, at: 'ideas' | 'form', idea?: string) => {
    const kind = isApiError(error) ? aiFailureOf(error) : 'server';
    if (kind === 'canceled') setCanceled(at);
    else setFailure(idea === undefined ? { kind, at } : { kind, at, idea });
  };

  const askIdeas = async () => {
    const signal = start();
    try {
      const result = await ideas.mutateAsync({ chainId: AI_IDEAS_CHAIN_ID, post: draft.post.trim(), signal });
      setDraft({ ideas: result.ideas, choice: draft.choice === 'own' ? 'own' : null });
      setPhase('choose');
    } catch (error) {
      fail(error, 'ideas');
    }
  };

  const save = async (form: GeneratedForm, idea: string) => {
    setStage('saving');
    try {
      const created = await createWithFreeName(form, create.mutateAsync);
      setStage('opening');
      aiCreateDraft.clear();
      const state: AiGeneratedState = { aiGenerated: { idea, questions: form.fields.length, strategy: form.leads.strategy } };
      void navigate(`${formPaths.edit(created.id)}?step=fields`, { state });
    } catch {
      setDraft({ unsaved: { form, idea } });
      setFailure({ kind: 'save', at: 'form' });
      setPhase('choose');
    }
  };

  const generateForm = async (idea: string) => {
    const signal = start();
    setDraft({ unsaved: null });
    setStage('writing');
    setPhase('generating');
    let form: GeneratedForm;
    try {
      form = await generate.mutateAsync({ chainId: AI_FORM_CHAIN_ID, idea, signal });
    } catch (error) {
      fail(error, 'form', idea);
      setPhase('choose');
      return;
    }
    setStage('checking');
    await save(form, idea);
  };

  const cancel = () => abort.current?.abort();

  const retry = () => {
    if (failure === null) return;
    if (failure.kind === 'save' && unsaved) {
      setFailure(null);
      setPhase('generating');
      void save(unsaved.form, unsaved.idea);
    } else if (failure.at === 'ideas') void askIdeas();
    else if (failure.idea !== undefined) void generateForm(failure.idea);
  };

  return (
    <AiCreateView
      access="ready"
      phase={phase}
      draft={draft}
      onDraftChange={setDraft}
      credits={credits}
      askingIdeas={ideas.isPending}
      onAskIdeas={() => void askIdeas()}
      onCancel={cancel}
      onEditDescription={() => {
        setFailure(null);
        setPhase('describe');
      }}
      onGenerate={(idea) => void generateForm(idea)}
      stage={stage}
      failure={failure?.kind ?? null}
      onRetry={retry}
      canceled={canceled}
      onDismissCanceled={() => setCanceled(null)}
    />
  );
}

/** The price of creating a form and what the owner has left, from the plan and usage calls. */
function useCreditsState(): CreditsState {
  const prices = useCreditsPerAction();
  const current = useCurrentCredits();
  if (prices.isPending || current.isPending) return { status: 'loading', cost: null, left: null };
  if (prices.isError || current.isError) return { status: 'unknown', cost: null, left: null };
  const cost = prices.data.find((price) => price.action === CREATE_ACTION)?.credits ?? 0;
  const perMonth = current.data.credits_per_month;
  const left = perMonth === null ? null : Math.max(0, perMonth - current.data.used_credits);
  return { status: left !== null && left < cost ? 'short' : 'enough', cost, left };
}

const MAX_NAME_ATTEMPTS = 5;

/**
 * Names are unique per owner: when the AI's name is taken (the same idea generated twice), the form is created
 * as "Name (2)", "Name (3)" … instead of failing.
 */
async function createWithFreeName(form: GeneratedForm, createForm: (write: ReturnType<typeof toLeadForm>) => Promise<LeadForm>) {
  const write = toLeadForm(form);
  for (let attempt = 1; ; attempt++) {
    const name = attempt === 1 ? write.name : `${write.name} (${attempt})`;
    try {
      return await createForm({ ...write, name });
    } catch (error) {
      if (attempt >= MAX_NAME_ATTEMPTS || !isNameTaken(error)) throw error;
    }
  }
}

function isNameTaken(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 400 && 'name' in error.fieldErrors;
}

