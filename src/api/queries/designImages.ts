import { deleteDesignImage, uploadDesignImage } from '../endpoints';
import type { DesignImage, Id } from '../schemas';
import type { MutationConfig } from './shared';
import { useApiMutation } from './shared';

export type UploadDesignImageVariables = { formId: Id | string; image: Blob; fileName?: string };
export type DeleteDesignImageVariables = { formId: Id | string; imageId: Id | string };

/**
 * Design images are referenced from the form's ImageField, which the editor saves itself, so these
 * mutations change no cached query.
 */
export function useUploadDesignImage({
  mutationConfig,
}: { mutationConfig?: MutationConfig<DesignImage, UploadDesignImageVariables> } = {}) {
  return useApiMutation(
    ({ formId, image, fileName }: UploadDesignImageVariables) =>
      uploadDesignImage(formId, image, fileName === undefined ? {} : { fileName }),
    () => undefined,
    mutationConfig,
  );
}

export function useDeleteDesignImage({
  mutationConfig,
}: { mutationConfig?: MutationConfig<void, DeleteDesignImageVariables> } = {}) {
  return useApiMutation(
    ({ formId, imageId }: DeleteDesignImageVariables) => deleteDesignImage(formId, imageId),
    () => undefined,
    mutationConfig,
  );
}
