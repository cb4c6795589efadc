import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout, BareLayout } from '../features/shell';
import { BetterExperience, GuestOnly, RequireAuth } from './guards';
import { Root } from './Root';
import { RouteErrorScreen } from './RouteErrorScreen';

/** The auth screens' chunk (features/auth/screens.ts): loaded only when one of them is shown. */
const authScreen = (name: 'LoginScreen' | 'RegisterScreen' | 'TokenExchangeScreen' | 'AdminAccessScreen') => ({
  lazy: () => import('../features/auth/screens').then((screens) => ({ Component: screens[name] })),
});

/** A screen of the trained chats, in the chats chunk. */
const chatScreen = (name: 'ChatsScreen' | 'ChatEditorScreen' | 'ChatScreen' | 'UploadsScreen'): Pick<RouteObject, 'lazy'> => ({
  lazy: () => import('../features/chats').then((screens) => ({ Component: screens[name] })),
});

/** A screen of a form's results (results, one filling, integrations), in the results chunk. */
const resultsScreen = (name: 'ResultsScreen' | 'FillingScreen' | 'IntegrationsScreen'): Pick<RouteObject, 'lazy'> => ({
  lazy: () => import('../features/results').then((screens) => ({ Component: screens[name] })),
});

/** Every route gets the error boundary, so an error in one screen keeps the routes above it. */
function withErrorElement(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const withChildren = route.children ? { ...route, children: withErrorElement(route.children) } : route;
    return { errorElement: <RouteErrorScreen />, ...withChildren } as RouteObject;
  });
}

/**
 * Every route of the app (paths relative to the base path /app). The same tree runs in the browser router, in
 * Storybook flows and in tests (memory router).
 */
export const appRoutes: RouteObject[] = withErrorElement([
  {
    element: <Root />,
    children: [
      { index: true, element: <Navigate to="/forms" replace /> },
      { path: 'emailVerification/success', element: <Navigate to="/forms" replace state={{ emailVerification: true }} /> },
      { path: 'emailVerification/failure', element: <Navigate to="/forms" replace state={{ emailVerification: false }} /> },
      { path: 'admin_access', ...authScreen('AdminAccessScreen') },
      { path: 'token_exchange', ...authScreen('TokenExchangeScreen') },
      // Public, full height, no menu.
      { element: <BareLayout />, children: [{ path: 'forms/share/:formId', lazy: () => import('../features/share').then((m) => ({ Component: m.ShareScreen })) }] },
      // Signed in, full width, no menu.
      {
        element: <RequireAuth />,
        children: [
          {
            element: <BareLayout />,
            children: [
              { path: 'forms/preview/:formId', lazy: () => import('../features/share').then((m) => ({ Component: m.PreviewScreen })) },
              // The demo backend's stand-in for the card payment provider's page (no app menu, like a provider's).
              { path: 'checkout/demo/:checkoutId', lazy: () => import('../features/billing').then((m) => ({ Component: m.DemoCheckoutScreen })) },
            ],
          },
        ],
      },
      {
        element: <AppLayout />,
        children: [
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', ...authScreen('LoginScreen') },
              { path: 'register', ...authScreen('RegisterScreen') },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: 'forms', lazy: () => import('../features/forms').then((m) => ({ Component: m.MyFormsScreen })) },
              { path: 'forms/new/ai', lazy: () => import('../features/aiCreate').then((m) => ({ Component: m.AiCreateScreen })) },
              {
                element: <BetterExperience />,
                children: [
                  { path: 'forms/:formId', lazy: () => import('../features/editor').then((m) => ({ Component: m.EditorScreen })) },
                  { path: 'forms/results/:formId', ...resultsScreen('ResultsScreen') },
                  { path: 'forms/:formId/session/:sessionId/filling', ...resultsScreen('FillingScreen') },
                  { path: 'forms/integrations/:formId', ...resultsScreen('IntegrationsScreen') },
                  { path: 'chats/new', ...chatScreen('ChatEditorScreen') },
                  { path: 'chats/:chatId/settings', ...chatScreen('ChatEditorScreen') },
                ],
              },
              { path: 'chats', ...chatScreen('ChatsScreen') },
              { path: 'chats/uploads', ...chatScreen('UploadsScreen') },
              { path: 'chats/:chatId', ...chatScreen('ChatScreen') },
              { path: 'prices', lazy: () => import('../features/billing').then((m) => ({ Component: m.PricesScreen })) },
              { path: 'community', lazy: () => import('../features/community').then((m) => ({ Component: m.CommunityScreen })) },
              { path: 'rewards', lazy: () => import('../features/community').then((m) => ({ Component: m.RewardsScreen })) },
              { path: 'account', lazy: () => import('../features/account').then((m) => ({ Component: m.AccountScreen })) },
              { path: 'checkout/success', lazy: () => import('../features/billing').then((m) => ({ Component: m.CheckoutSuccessScreen })) },
              { path: 'checkout/failure', lazy: () => import('../features/billing').then((m) => ({ Component: m.CheckoutFailureScreen })) },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/forms" replace /> },
    ],
  },
]);
