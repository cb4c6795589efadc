import { UPLOAD_MAX_BYTES } from '../../domain/constants';
import { ApiError, request, upload, type UploadProgress } from '../client';
import { emptySchema, pagedSchema, uploadSchema } from '../schemas';
import type { Id, PageParams } from '../schemas';
import { route } from './routes';
import type { CallOptions } from './types';

/** Error code of a file over UPLOAD_MAX_BYTES, refused before any byte is sent. */
export const FILE_TOO_LARGE = 'file_too_large';

/** Files uploaded for training chats (designed here, like the rest of this file). */
export function getUploads(params: PageParams = {}, options: CallOptions = {}) {
  return request({ ...route('getUploads'), query: params, schema: pagedSchema(uploadSchema), signal: options.signal });
}

/**
 * Multipart upload: part `file`, optional `title`, with progress. Larger than 300 MB → ApiError
 * file_too_large before a byte is sent.
 */
export function uploadFile(
  file: Blob,
  options: CallOptions & { fileName?: string; title?: string; onProgress?: (progress: UploadProgress) => void } = {},
) {
  if (file.size > UPLOAD_MAX_BYTES) {
    return Promise.reject(new ApiError({ message: FILE_TOO_LARGE, details: { max_bytes: UPLOAD_MAX_BYTES } }));
  }
  const body = new FormData();
  body.append('file', file, options.fileName ?? (file instanceof File ? file.name : 'file'));
  if (options.title) body.append('title', options.title);
  const { path, service } = route('uploadFile');
  return upload({ path, service, body, schema: uploadSchema, signal: options.signal, onProgress: options.onProgress });
}

/** Success only on 204. */
export function deleteUpload(id: Id | string, options: CallOptions = {}) {
  return request({ ...route('deleteUpload', { id }), schema: emptySchema, expectStatus: 204, signal: options.signal });
}
