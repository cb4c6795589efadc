import { useUsage } from '../../api';
import { useAuth } from '../auth';

/**
 * The credits badge's numbers: used_credits of the usage poll (every USAGE_POLL_INTERVAL_MS while signed in,
 * paused while the tab is hidden, stopped when signed out) over the plan's credits_per_month (null = unlimited).
 */
export function useCredits(): { used: number; total: number | null } | null {
  const { user, isLoggedIn } = useAuth();
  const usage = useUsage({ queryConfig: { enabled: isLoggedIn, refetchIntervalInBackground: false } });
  if (!isLoggedIn || !user || !usage.data) return null;
  return { used: usage.data.used_credits, total: user.tariff?.credits_per_month ?? null };
}
