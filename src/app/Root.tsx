import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SnackbarProvider, TourProvider } from '../design-system';
import { AuthProvider, LtdRedemptionGate } from '../features/auth';
import { HelpProvider, tourMemory } from '../features/help';
import { googleClientId, isDemoMode, sessionRecordingId } from './config';
import { PageSpinner } from './PageSpinner';

/** Demo mode signs in through the stand-in provider; otherwise the real one when a client id is configured. */
const identityProvider = isDemoMode
  ? ({ kind: 'demo' } as const)
  : googleClientId
    ? ({ kind: 'google', clientId: googleClientId } as const)
    : null;

/**
 * The recorder's loader exists only in builds that record (VITE_SESSION_RECORDING_ID is known at build time): no
 * byte of it in any other build, and after the first paint in those.
 */
const SessionRecording = sessionRecordingId
  ? lazy(() => import('./SessionRecording').then((module) => ({ default: module.SessionRecording })))
  : null;

/**
 * The root route: providers that need the router (auth navigates on logout, help reads navigation state),
 * the lifetime-deal redemption that may run on any page, and the session recording.
 */
export function Root() {
  return (
    <SnackbarProvider>
      <TourProvider memory={tourMemory}>
        <AuthProvider identityProvider={identityProvider}>
          <HelpProvider>
            <LtdRedemptionGate>
              <Suspense fallback={<PageSpinner />}>
                <Outlet />
              </Suspense>
            </LtdRedemptionGate>
          </HelpProvider>
          {SessionRecording && (
            <Suspense fallback={null}>
              <SessionRecording />
            </Suspense>
          )}
        </AuthProvider>
      </TourProvider>
    </SnackbarProvider>
  );
}
