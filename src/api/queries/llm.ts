import type { QueryClient } from '@tanstack/react-query';
import { generateFormFromIdea, generateIdeas } from '../endpoints';
import type { GeneratedForm, IdeasResult } from '../schemas';
import { authKeys } from './auth';
import type { MutationHookOptions } from './shared';
import { invalidate, useApiMutation } from './shared';
import { subscriptionKeys } from './subscription';

export type GenerateIdeasVariables = { chainId: string | number; post: string };
export type GenerateFormVariables = { chainId: string | number; idea: string };

/** AI calls spend credits, so the usage badge is refreshed after each. */
function refreshCredits(queryClient: QueryClient) {
  return invalidate(queryClient, subscriptionKeys.usage(), authKeys.credits());
}

export function useGenerateIdeas({ mutationConfig }: MutationHookOptions<IdeasResult, GenerateIdeasVariables> = {}) {
  return useApiMutation(({ chainId, post }: GenerateIdeasVariables) => generateIdeas(chainId, post), refreshCredits, mutationConfig);
}

export function useGenerateFormFromIdea({ mutationConfig }: MutationHookOptions<GeneratedForm, GenerateFormVariables> = {}) {
  return useApiMutation(
    ({ chainId, idea }: GenerateFormVariables) => generateFormFromIdea(chainId, idea),
    refreshCredits,
    mutationConfig,
  );
}
