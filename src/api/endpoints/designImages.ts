import { request } from '../client';
import { designImageSchema, emptySchema } from '../schemas';
import type { Id } from '../schemas';
import { route } from './routes';
import type { CallOptions } from './types';

/** Uploads an image for an ImageField (multipart, part name `image`). */
export function uploadDesignImage(formId: Id | string, image: Blob, options: CallOptions & { fileName?: string } = {}) {
  const body = new FormData();
  body.append('image', image, options.fileName ?? (image instanceof File ? image.name : 'image'));
  return request({ ...route('uploadDesignImage', { id: formId }), body, schema: designImageSchema, signal: options.signal });
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
