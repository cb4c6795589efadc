import { z } from 'zod';
import { ApiError, clientErrorCodes, request } from '../client';
import { emptySchema, formStatisticsSchema, leadFormSchema, leadFormWriteSchema, pagedSchema } from '../schemas';
import type { Id, LeadFormWrite, PageParams, StatisticsParams } from '../schemas';
import { route } from './routes';
import type { CallOptions } from './types';

export function getLeadForm(id: Id | string, options: CallOptions = {}) {
  return request({ ...route('getLeadForm', { id }), schema: leadFormSchema, signal: options.signal });
}

/** One page of forms; `page_size: 0` answers just the count. */
export function getLeadForms(params: PageParams = {}, options: CallOptions = {}) {
  return request({ ...route('getLeadForms'), query: params, schema: pagedSchema(leadFormSchema), signal: options.signal });
}

/** Sends the serialized form; server-owned keys (views, counts …) are stripped first. */
export async function updateLeadForm(id: Id | string, form: LeadFormWrite, options: CallOptions = {}) {
  return request({
    ...route('updateLeadForm', { id }),
    body: serializeForm(form),
    schema: leadFormSchema,
    signal: options.signal,
  });
}

export async function createLeadForm(form: LeadFormWrite, options: CallOptions = {}) {
  return request({ ...route('createLeadForm'), body: serializeForm(form), schema: leadFormSchema, signal: options.signal });
}

/** Irreversible: removes the form with its leads and data. Success only on 204. */
export function deleteLeadForm(id: Id | string, options: CallOptions = {}) {
  return request({ ...route('deleteLeadForm', { id }), schema: emptySchema, expectStatus: 204, signal: options.signal });
}

/** How far a download is: bytes so far and the whole size (null when the server does not say). */
export type DownloadProgress = (loaded: number, total: number | null) => void;

/**
 * The leads file: any body but a page or a JSON document. A proxy's error page (HTML) with a success status
 * would otherwise be saved as the owner's CSV.
 */
export const csvFileSchema = z.instanceof(Blob).refine((blob) => !/html|json/i.test(blob.type), 'not a CSV file');

/** The leads of a form as a CSV blob; `onProgress` follows a large file as it arrives. */
export function downloadLeadsCsv(id: Id | string, options: CallOptions & { onProgress?: DownloadProgress } = {}) {
  return request({
    ...route('downloadLeadsCsv', { id }),
    responseType: 'blob',
    onDownloadProgress: options.onProgress,
    schema: csvFileSchema,
    signal: options.signal,
  });
}

/** '<name>-YYYY-MM-DD.csv' with the local date of `now`. */
export function datedCsvFileName(name: string, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${name}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** 'leads-<formId>-YYYY-MM-DD.csv' with the local date of `now`. */
export function leadsCsvFileName(formId: Id | string, now: Date = new Date()): string {
  return datedCsvFileName(`leads-${formId}`, now);
}

/** Offers a blob as a download through a temporary `a[download]` element. */
export function saveBlobAsFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads the leads CSV and saves it as leads-<formId>-YYYY-MM-DD.csv. `save` is injectable for tests. */
export async function exportLeadsCsv(
  formId: Id | string,
  {
    now = new Date(),
    save = saveBlobAsFile,
    signal,
    onProgress,
  }: CallOptions & { now?: Date; save?: (blob: Blob, name: string) => void; onProgress?: DownloadProgress } = {},
): Promise<string> {
  const blob = await downloadLeadsCsv(formId, { signal, onProgress });
  const name = leadsCsvFileName(formId, now);
  save(blob, name);
  return name;
}

/** Daily views, sessions and leads of a form over a date range (designed here). */
export function getFormStatistics(id: Id | string, params: StatisticsParams, options: CallOptions = {}) {
  return request({
    ...route('getFormStatistics', { id }),
    query: params,
    schema: formStatisticsSchema,
    signal: options.signal,
  });
}

/** Keys the server owns; the write schema is loose (to keep unknown keys), so these are removed by hand. */
const serverOwnedKeys = ['id', 'views', 'leads_count', 'last_updated'] as const;

function serializeForm(form: LeadFormWrite) {
  // Parse to apply defaults; a form that does not even match the schema is not sent at all.
  const parsed = leadFormWriteSchema.safeParse(form);
  if (!parsed.success) {
    throw new ApiError({ message: clientErrorCodes.badRequest, details: parsed.error.issues, data: form });
  }
  const body: Record<string, unknown> = { ...parsed.data };
  for (const key of serverOwnedKeys) delete body[key];
  return body;
}
