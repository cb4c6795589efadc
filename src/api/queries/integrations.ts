import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyCalls } from './lazyCalls';
import type { EmailSubscription, Id } from '../schemas';
import type { MutationHookOptions, QueryHookOptions } from './shared';
import { keyId, useApiMutation } from './shared';

/** The calls load with their schemas on first use (see lazyCalls). */
const { createEmailSubscription, deleteEmailSubscription, getEmailAiAnswerTemplate, getEmailSubscriptions } = lazyCalls(() => import('../endpoints/integrations'));

export const integrationKeys = {
  all: ['integrations'] as const,
  emailSubscriptions: (formId: Id | string) => [...integrationKeys.all, 'emailSubscriptions', keyId(formId)] as const,
  emailAiAnswerTemplate: (language: string) => [...integrationKeys.all, 'emailAiAnswerTemplate', language] as const,
};

export function getEmailSubscriptionsQueryOptions(formId: Id) {
  return queryOptions({
    queryKey: integrationKeys.emailSubscriptions(formId),
    queryFn: ({ signal }) => getEmailSubscriptions(formId, { signal }),
  });
}
export function useEmailSubscriptions(
  formId: Id,
  { queryConfig }: QueryHookOptions<typeof getEmailSubscriptionsQueryOptions> = {},
) {
  return useQuery({ ...getEmailSubscriptionsQueryOptions(formId), ...queryConfig });
}

/** The default texts in a form's language (`language_code`). */
export function getEmailAiAnswerTemplateQueryOptions(language: string) {
  return queryOptions({
    queryKey: integrationKeys.emailAiAnswerTemplate(language),
    queryFn: ({ signal }) => getEmailAiAnswerTemplate(language, { signal }),
    staleTime: Infinity, // the default template does not change while the app runs
  });
}
export function useEmailAiAnswerTemplate(
  language: string,
  { queryConfig }: QueryHookOptions<typeof getEmailAiAnswerTemplateQueryOptions> = {},
) {
  return useQuery({ ...getEmailAiAnswerTemplateQueryOptions(language), ...queryConfig });
}

export type CreateEmailSubscriptionVariables = { formId: Id; email: string };

/**
 * The list changes only after the server confirms, so the confirmed entry is appended to the
 * cache rather than added optimistically.
 */
export function useCreateEmailSubscription({ mutationConfig }: MutationHookOptions<EmailSubscription, CreateEmailSubscriptionVariables> = {}) {
  return useApiMutation(
    ({ formId, email }: CreateEmailSubscriptionVariables) => createEmailSubscription(formId, email),
    (queryClient, created, { formId }) => {
      queryClient.setQueryData<EmailSubscription[]>(integrationKeys.emailSubscriptions(formId), (list = []) => [...list, created]);
    },
    mutationConfig,
  );
}

export type DeleteEmailSubscriptionVariables = { formId: Id; id: Id };

/** Removed from the cache only after the 204; a failed delete leaves the list unchanged. */
export function useDeleteEmailSubscription({ mutationConfig }: MutationHookOptions<void, DeleteEmailSubscriptionVariables> = {}) {
  return useApiMutation(
    ({ id }: DeleteEmailSubscriptionVariables) => deleteEmailSubscription(id),
    (queryClient, _data, { formId, id }) => {
      queryClient.setQueryData<EmailSubscription[]>(integrationKeys.emailSubscriptions(formId), (list = []) =>
        list.filter((entry) => entry.id !== id),
      );
    },
    mutationConfig,
  );
}
