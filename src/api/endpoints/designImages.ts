import { UPLOAD_MAX_BYTES } from '../../domain/constants';
import { ApiError, request, upload, type UploadProgress } from '../client';
import { designImageSchema, emptySchema } from '../schemas';
import type { Id } from '../schemas';
import { route } from './routes';
import type { CallOptions } from './types';
import { FILE_TOO_LARGE } from './uploads';

/**
 * Uploads an image for an ImageField (multipart, part name `image`), with progress. Larger than 300 MB →
 * ApiError file_too_large before a byte is sent.
 */
export function uploadDesignImage(
  formId: Id | string,
  image: Blob,
  options: CallOptions & { fileName?: string; onProgress?: (progress: UploadProgress) => void } = {},
) {
  if (image.size > UPLOAD_MAX_BYTES) {
    return Promise.reject(new ApiError({ message: FILE_TOO_LARGE, details: { max_bytes: UPLOAD_MAX_BYTES } }));
  }
  const body = new FormData();
  body.append('image', image, options.fileName ?? (image instanceof File ? image.name : 'image'));
  const { path, service } = route('uploadDesignImage', { id: formId });
  return upload({ path, service, body, schema: designImageSchema, signal: options.signal, onProgress: options.onProgress });
}

/** Success only on 204. */
export function deleteDesignImage(formId: Id | string, imageId: Id | string, options: CallOptions = {}) {
  return request({
    ...route('deleteDesignImage', { id: formId, imageId }),
    schema: emptySchema,
    expectStatus: 204,
    signal: options.signal,
  });
}
