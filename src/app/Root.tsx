import { Outlet } from 'react-router-dom';
import { AuthProvider, LtdRedemptionGate } from '../features/auth';
import { HelpProvider } from '../features/help';
import { SessionRecording } from './SessionRecording';

/**
 * The root route: providers that need the router (auth navigates on logout, help reads navigation state),
 * the lifetime-deal redemption that may run on any page, and the session recording.
 */
export function Root() {
  return (
    <AuthProvider>
      <HelpProvider>
        <LtdRedemptionGate>
          <Outlet />
        </LtdRedemptionGate>
      </HelpProvider>
      <SessionRecording />
    </AuthProvider>
  );
}
