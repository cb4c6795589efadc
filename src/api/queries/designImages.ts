import { deleteDesignImage, uploadDesignImage } from '../endpoints';
import type { DesignImage, Id } from '../schemas';
import type { MutationHookOptions } from './shared';
import { useApiMutation } from './shared';

export type UploadDesignImageVariables = { formId: Id | string; image: Blob; fileName?: string };
export type DeleteDesignImageVariables = { formId: Id | string; imageId: Id | string };

/**
 * Design images are referenced from the form's ImageField, which the editor saves itself, so these
 * mutations change no cached query.
 */
export function useUploadDesignImage({ mutationConfig }: MutationHookOptions<DesignImage, UploadDesignImageVariables> = {}) {
  return useApiMutation(
    ({ formId, image, fileName }: UploadDesignImageVariables) =>
      uploadDesignImage(formId, image, fileName === undefined ? {} : { fileName }),
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
