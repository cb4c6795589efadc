import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { routerBasename } from './config';
import { AppRoutes } from './router';

/** The app: its providers and the router; everything else hangs off the root route (Root.tsx). */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter basename={routerBasename}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
