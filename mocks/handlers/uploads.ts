import { http, HttpResponse, type HttpHandler } from 'msw';
import { UPLOAD_MAX_BYTES } from '../../src/domain/constants';
import { apiPath, mockNow } from '../config';
import { buildUpload } from '../db/factories';
import { db, toPublic } from '../db/store';
import { errorResponse, fieldErrors, idParam, noContent, notFound } from '../http';
import { paged, signedInCall } from '../route';

export const uploadsHandlers: HttpHandler[] = [
  http.get(
    apiPath('/training/upload'),
    signedInCall(({ user, url }) => {
      const uploads = db.uploads.where((u) => u._ownerId === user.id).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      return paged(uploads.map(toPublic), url);
    }),
  ),

  // Multipart: part `file`, optional `title`. The file's bytes are not kept, only what the list shows.
  http.post(
    apiPath('/training/upload'),
    signedInCall(async ({ request, user }) => {
      const data = await request.formData().catch(() => null);
      const file = data?.get('file');
      if (!(file instanceof File)) return fieldErrors({ file: ['No file was submitted.'] });
      if (file.size > UPLOAD_MAX_BYTES) return errorResponse(413, 'File size exceeds the maximum limit of 300 MB', 'file_too_large');
      const name = file.name || 'file';
      if (db.uploads.find((u) => u._ownerId === user.id && u.name === name)) return fieldErrors({ file: ['Duplicate upload name'] });
      const title = data?.get('title');
      const upload = buildUpload({
        id: db.uploads.takeId(),
        name,
        title: typeof title === 'string' ? title : name,
        type: file.type || 'application/octet-stream',
        // Indexing happens later on the real server; the mock says so and leaves it there.
        status: 'processing',
        created_at: mockNow().toISOString(),
        size: file.size,
      });
      db.uploads.insert({ ...upload, _ownerId: user.id });
      return HttpResponse.json(upload, { status: 201 });
    }),
  ),

  http.delete(
    apiPath('/training/upload/:id'),
    signedInCall(({ user, params }) => {
      const id = idParam(params.id);
      const upload = id === undefined ? undefined : db.uploads.get(id);
      if (!upload || upload._ownerId !== user.id) return notFound();
      db.uploads.delete(upload.id);
      return noContent();
    }),
  ),
];

export const emptyUploadsHandlers = (): HttpHandler[] => [
  http.get(apiPath('/training/upload'), signedInCall(({ url }) => paged([], url))),
];
