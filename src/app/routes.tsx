import { Navigate, type RouteObject } from 'react-router-dom';
import { AdminAccessScreen, LoginScreen, RegisterScreen, TokenExchangeScreen } from '../features/auth';
import { AppLayout, BareLayout } from '../features/shell';
import { BetterExperience, GuestOnly, RequireAuth } from './guards';
import type { PlaceholderScreenName } from './PlaceholderScreen';
import { Root } from './Root';
import { RouteErrorScreen } from './RouteErrorScreen';

/** A screen another feature will provide: a titled placeholder, loaded lazily like the real screen will be. */
const placeholder = (name: PlaceholderScreenName): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const { PlaceholderScreen } = await import('./PlaceholderScreen');
    return { element: <PlaceholderScreen name={name} /> };
  },
});

/** Every route gets the error boundary (SPEC §8), so an error in one screen keeps the routes above it. */
function withErrorElement(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const withChildren = route.children ? { ...route, children: withErrorElement(route.children) } : route;
    return { errorElement: <RouteErrorScreen />, ...withChildren } as RouteObject;
  });
}

/**
 * Every route of SPEC §2 (paths relative to the base path /app). The same tree runs in the browser router, in
 * Storybook flows and in tests (memory router).
 */
export const appRoutes: RouteObject[] = withErrorElement([
  {
    element: <Root />,
    children: [
      { index: true, element: <Navigate to="/forms" replace /> },
      { path: 'emailVerification/success', element: <Navigate to="/forms" replace state={{ emailVerification: true }} /> },
      { path: 'emailVerification/failure', element: <Navigate to="/forms" replace state={{ emailVerification: false }} /> },
      { path: 'admin_access', element: <AdminAccessScreen /> },
      { path: 'token_exchange', element: <TokenExchangeScreen /> },
      // Public, full height, no menu.
      { element: <BareLayout />, children: [{ path: 'forms/share/:formId', ...placeholder('share') }] },
      // Signed in, full width, no menu.
      {
        element: <RequireAuth />,
        children: [{ element: <BareLayout />, children: [{ path: 'forms/preview/:formId', ...placeholder('preview') }] }],
      },
      {
        element: <AppLayout />,
        children: [
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', element: <LoginScreen /> },
              { path: 'register', element: <RegisterScreen /> },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: 'forms', ...placeholder('myForms') },
              {
                element: <BetterExperience />,
                children: [
                  { path: 'forms/:formId', ...placeholder('formEditor') },
                  { path: 'forms/results/:formId', ...placeholder('results') },
                  { path: 'forms/:formId/session/:sessionId/filling', ...placeholder('filling') },
                  { path: 'forms/integrations/:formId', ...placeholder('integrations') },
                ],
              },
              { path: 'prices', ...placeholder('prices') },
              { path: 'community', ...placeholder('community') },
              { path: 'rewards', ...placeholder('rewards') },
              { path: 'account', ...placeholder('account') },
              { path: 'checkout/success', ...placeholder('checkoutSuccess') },
              { path: 'checkout/failure', ...placeholder('checkoutFailure') },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/forms" replace /> },
    ],
  },
]);
