import { useSnackbar } from '../../design-system';
import { SNACKBAR_LONG_DURATION_MS } from '../../domain/constants';

export type FeedbackTone = 'success' | 'error';

/** The 5 s snackbar of login and register (SNACKBAR_LONG_DURATION_MS). */
export function useAuthFeedback(): (tone: FeedbackTone, message: string) => void {
  const { show } = useSnackbar();
  return (tone, message) => show({ message, tone, duration: SNACKBAR_LONG_DURATION_MS });
}
