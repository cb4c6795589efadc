import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formKeys, leadFormCalls, type LeadForm } from '../../api';

type Paged = { count: number; results: LeadForm[] };

/**
 * Publishes or unpublishes a form from the list at once (optimistic): every cached page shows the new state
 * while the server decides; on refusal the old state comes back and `onRefused` tells the owner why.
 */
export function usePublishToggle({ onRefused }: { onRefused: (form: LeadForm) => void }) {
  const queryClient = useQueryClient();
  const setEverywhere = (id: LeadForm['id'], isPublished: boolean) =>
    queryClient.setQueriesData<Paged>({ queryKey: formKeys.lists() }, (page) =>
      page?.results
        ? { ...page, results: page.results.map((f) => (f.id === id ? { ...f, is_published: isPublished } : f)) }
        : page,
    );

  return useMutation({
    mutationFn: ({ form, isPublished }: { form: LeadForm; isPublished: boolean }) =>
      leadFormCalls.updateLeadForm(form.id, { ...form, is_published: isPublished }),
    onMutate: async ({ form, isPublished }) => {
      // A list refetch that is under way would overwrite the optimistic state with the old one.
      await queryClient.cancelQueries({ queryKey: formKeys.lists() });
      setEverywhere(form.id, isPublished);
    },
    onError: (_error, { form }) => {
      setEverywhere(form.id, form.is_published);
      onRefused(form);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(formKeys.detail(saved.id), saved);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: formKeys.lists() }),
  });
}
