import type { ChatSource } from '../../api';

/** How often a chat's training is read again while a source is still queued or indexing. */
export const TRAINING_POLL_MS = 1_500;

export const isTraining = (sources: readonly ChatSource[] | undefined) =>
  (sources ?? []).some((s) => s.status === 'queued' || s.status === 'indexing');

/** Query options that read the sources again while any of them trains, so progress moves while the owner watches. */
export const trainingPoll = {
  refetchInterval: (query: { state: { data: ChatSource[] | undefined } }) =>
    isTraining(query.state.data) ? TRAINING_POLL_MS : false,
} as const;
