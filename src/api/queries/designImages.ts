import { lazyCalls } from './lazyCalls';
import type { UploadProgress } from '../client/upload';
import type { DesignImage, Id } from '../schemas';
import type { MutationHookOptions } from './shared';
import { useApiMutation } from './shared';

/** The calls load with their schemas on first use (see lazyCalls). */
const { deleteDesignImage, uploadDesignImage } = lazyCalls(() => import('../endpoints/designImages'));

export type UploadDesignImageVariables = {
  formId: Id | string;
  image: Blob;
  fileName?: string;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
};
export type DeleteDesignImageVariables = { formId: Id | string; imageId: Id | string };

/**
 * Design images are referenced from the form's ImageField, which the editor saves itself, so these
 * mutations change no cached query.
 */
export function useUploadDesignImage({ mutationConfig }: MutationHookOptions<DesignImage, UploadDesignImageVariables> = {}) {
  return useApiMutation(
    ({ formId, image, ...options }: UploadDesignImageVariables) => uploadDesignImage(formId, image, options),
    () => undefined,
    mutationConfig,
  );
}

export function useDeleteDesignImage({ mutationConfig }: MutationHookOptions<void, DeleteDesignImageVariables> = {}) {
  return useApiMutation(
    ({ formId, imageId }: DeleteDesignImageVariables) => deleteDesignImage(formId, imageId),
    () => undefined,
    mutationConfig,
  );
}
