import type { Chat, ChatSource } from '../../src/api/schemas';
import { chatLimits } from '../../src/domain/chatRules';
import { mockDelays, mockNow } from '../config';
import { db, type ChatRow } from '../db/store';

/*
 * How the mock backend trains a chat: each source is queued, then indexed page by page
 * (`mockDelays.trainingPage` ms a page), then ready — or failed, for an address that cannot be reached or an
 * upload that failed. Progress is computed from when training started, so it moves while the owner watches,
 * and a reload shows where it is now. A sitemap has more pages than a chat's link limit sometimes: then only
 * the first pages are used, and the source says so.
 */

export const trainingNotes = { unreachable: 'unreachable', uploadFailed: 'upload_failed', linkLimitExceeded: 'link_limit_exceeded' } as const;

/** A small stable number from a text, so a sitemap always has the same number of pages. */
function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

const unreachable = (url: string) => {
  try {
    return /(^|\.)unreachable\./.test(new URL(url).hostname);
  } catch {
    return true;
  }
};

/** Pages the source has, and what makes it fail. */
function plan(source: ChatSource, chat: Chat): { found: number; used: number; failure: string | null; note: string | null } {
  switch (source.kind) {
    case 'webpage':
      return { found: 1, used: 1, failure: unreachable(source.url) ? trainingNotes.unreachable : null, note: null };
    case 'sitemap': {
      const found = 8 + (hash(source.url) % 60);
      const limit = chat.link_limit ?? chatLimits.linkLimit.default;
      const used = Math.min(found, limit);
      return {
        found,
        used,
        failure: unreachable(source.url) ? trainingNotes.unreachable : null,
        note: found > limit ? trainingNotes.linkLimitExceeded : null,
      };
    }
    case 'text':
      return { found: 1, used: 1, failure: null, note: null };
    case 'file': {
      const upload = db.uploads.get(source.upload_id);
      const pages = Math.max(1, Math.ceil((upload?.size ?? 0) / 200_000));
      return { found: pages, used: pages, failure: upload?.status === 'failed' ? trainingNotes.uploadFailed : null, note: null };
    }
  }
}

function trained(source: ChatSource, chat: ChatRow, now: number): ChatSource {
  const { found, used, failure, note } = plan(source, chat);
  const startedAt = chat._trainingStartedAt?.[String(source.id)] ?? 0;
  const perPage = mockDelays.trainingPage;
  // Step 0 is the queue; each later step indexes one page.
  const steps = perPage === 0 ? Number.POSITIVE_INFINITY : Math.floor((now - startedAt) / perPage);
  if (steps < 1) return { ...source, status: 'queued', pages_found: 0, pages_indexed: 0, error: null };
  if (failure) return { ...source, status: 'failed', pages_found: source.kind === 'file' ? found : 0, pages_indexed: 0, error: failure };
  const indexed = Math.min(used, steps - 1);
  return { ...source, status: indexed < used ? 'indexing' : 'ready', pages_found: found, pages_indexed: indexed, error: note };
}

/** The chat as the server reports it now: each source's training, and the totals. */
export function withTraining(chat: ChatRow, now = mockNow().getTime()): ChatRow {
  const sources = chat.sources.map((source) => trained(source, chat, now));
  return {
    ...chat,
    sources,
    pages_found: sources.reduce((sum, s) => sum + (s.pages_found ?? 0), 0),
    pages_indexed: sources.reduce((sum, s) => sum + (s.pages_indexed ?? 0), 0),
  };
}

/** Training starts now for sources that have none yet; the rest keep their start (and their progress). */
export function startTraining(chat: Pick<ChatRow, '_trainingStartedAt'>, sources: readonly ChatSource[], now = mockNow().getTime()) {
  const started = { ...chat._trainingStartedAt };
  for (const source of sources) if (source.id !== undefined) started[String(source.id)] ??= now;
  return started;
}

/** What the server stores of a source the app sent: never the training the app may echo back. */
export function storedSource(source: ChatSource): ChatSource {
  const { status: _status, pages_found: _found, pages_indexed: _indexed, error: _error, ...rest } = source;
  return rest as ChatSource;
}
