import { SNACKBAR_LONG_DURATION_MS } from '../../domain/constants';

export type FeedbackTone = 'success' | 'error';

/** The 5 s snackbar of login and register (SPEC §8, SNACKBAR_LONG_DURATION_MS). */
export function useAuthFeedback(): (tone: FeedbackTone, message: string) => void {
  // TODO(design-system Snackbar): useSnackbar().show({ message, tone, duration: SNACKBAR_LONG_DURATION_MS }).
  return (tone, message) => {
    void SNACKBAR_LONG_DURATION_MS;
    void tone;
    void message;
  };
}
