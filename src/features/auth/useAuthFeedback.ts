import { useSnackbar } from '../../design-system/components/Snackbar';
import { SNACKBAR_LONG_DURATION_MS } from '../../domain/constants';

export type FeedbackTone = 'success' | 'error';

/** The 5 s snackbar of login and register (SPEC §8, SNACKBAR_LONG_DURATION_MS). */
export function useAuthFeedback(): (tone: FeedbackTone, message: string) => void {
  const { show } = useSnackbar();
  return (tone, message) => show({ message, tone, duration: SNACKBAR_LONG_DURATION_MS });
}
