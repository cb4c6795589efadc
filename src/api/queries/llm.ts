import type { QueryClient } from '@tanstack/react-query';
import { lazyCalls } from './lazyCalls';
import type { GeneratedForm, IdeasResult } from '../schemas';
import { authKeys } from './auth';
import type { MutationHookOptions } from './shared';
import { invalidate, useApiMutation } from './shared';
import { subscriptionKeys } from './subscription';

/** The calls load with their schemas on first use (see lazyCalls). */
const { generateFormFromIdea, generateIdeas } = lazyCalls(() => import('../endpoints/llm'));

/** `signal` lets the owner cancel a call that takes 20-25 s (the request is aborted, not just ignored). */
export type GenerateIdeasVariables = { chainId: string | number; post: string; signal?: AbortSignal | undefined };
export type GenerateFormVariables = { chainId: string | number; idea: string; signal?: AbortSignal | undefined };

/** AI calls spend credits, so the usage badge is refreshed after each. */
function refreshCredits(queryClient: QueryClient) {
  return invalidate(queryClient, subscriptionKeys.usage(), authKeys.credits());
}

export function useGenerateIdeas({ mutationConfig }: MutationHookOptions<IdeasResult, GenerateIdeasVariables> = {}) {
  return useApiMutation(({ chainId, post, signal }: GenerateIdeasVariables) => generateIdeas(chainId, post, { signal }), refreshCredits, mutationConfig);
}

export function useGenerateFormFromIdea({ mutationConfig }: MutationHookOptions<GeneratedForm, GenerateFormVariables> = {}) {
  return useApiMutation(
    ({ chainId, idea, signal }: GenerateFormVariables) => generateFormFromIdea(chainId, idea, { signal }),
    refreshCredits,
    mutationConfig,
  );
}
