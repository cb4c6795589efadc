import { useQuery } from '@tanstack/react-query';
import { lazyCalls } from './lazyCalls';
import type { UploadProgress } from '../client/upload';
import type { Id, PageParams, Upload } from '../schemas';
import type { MutationHookOptions, QueryHookOptions } from './shared';
import { invalidate, pageQueryOptions, useApiMutation } from './shared';

/** The calls load with their schemas on first use (see lazyCalls). */
const { deleteUpload, getUploads, uploadFile } = lazyCalls(() => import('../endpoints/uploads'));

export const uploadKeys = {
  all: ['uploads'] as const,
  lists: () => [...uploadKeys.all, 'list'] as const,
  list: (params: PageParams = {}) => [...uploadKeys.lists(), params] as const,
};

export function getUploadsQueryOptions(params: PageParams = {}) {
  return pageQueryOptions(uploadKeys.list(params), ({ signal }) => getUploads(params, { signal }));
}
export function useUploads(params: PageParams = {}, { queryConfig }: QueryHookOptions<typeof getUploadsQueryOptions> = {}) {
  return useQuery({ ...getUploadsQueryOptions(params), ...queryConfig });
}

export type UploadFileVariables = {
  file: Blob;
  fileName?: string;
  title?: string;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
};

export function useUploadFile({ mutationConfig }: MutationHookOptions<Upload, UploadFileVariables> = {}) {
  return useApiMutation(
    ({ file, ...options }: UploadFileVariables) => uploadFile(file, options),
    (queryClient) => invalidate(queryClient, uploadKeys.lists()),
    mutationConfig,
  );
}

export function useDeleteUpload({ mutationConfig }: MutationHookOptions<void, Id | string> = {}) {
  return useApiMutation(
    (id: Id | string) => deleteUpload(id),
    (queryClient) => invalidate(queryClient, uploadKeys.lists()),
    mutationConfig,
  );
}
