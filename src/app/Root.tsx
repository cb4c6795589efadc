import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { lazyPart, SnackbarProvider, TourProvider } from '../design-system';
import { AuthProvider, LtdRedemptionGate } from '../features/auth';
import { tourMemory } from '../features/help/tours';
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
  ? lazyPart(() => import('./SessionRecording').then((module) => module.SessionRecording))
  : null;

/**
 * The root route: providers that need the router (auth navigates on logout), the lifetime-deal redemption that
 * may run on any page, and the session recording. Help and the app tour are signed-in pages' own (SignedInParts);
 * the tours' provider stays here, so that a screen's tours (the builder's) need no code beyond the first load.
 */
export function Root() {
  return (
    <SnackbarProvider>
      <TourProvider memory={tourMemory}>
        <AuthProvider identityProvider={identityProvider}>
          <LtdRedemptionGate>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </LtdRedemptionGate>
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
