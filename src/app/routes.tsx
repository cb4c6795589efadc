import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout, BareLayout, loadSignedInParts } from '../features/shell';
import { i18n, type Namespace } from '../i18n';
import { BetterExperience, GuestOnly, RequireAuth } from './guards';
import { Root } from './Root';
import { RouteErrorScreen, TextsNotLoadedError } from './RouteErrorScreen';
import { formPaths } from '../domain/paths';

/**
 * A feature's code and its screens' texts, fetched side by side: a screen would otherwise ask for its texts only
 * once its code has run. Texts that could not be fetched (offline) fail the route like its code would, so the
 * error screen says so and the retry fetches them again (i18next itself never asks twice for a failed file).
 */
function withTexts<Module>(load: () => Promise<Module>, namespaces: Namespace[]): () => Promise<Module> {
  return () => Promise.all([load(), loadTexts(namespaces)]).then(([module]) => module);
}

async function loadTexts(namespaces: Namespace[]): Promise<void> {
  await i18n.loadNamespaces(namespaces);
  const missing = () => namespaces.filter((namespace) => !i18n.hasResourceBundle(i18n.language, namespace));
  if (missing().length === 0) return;
  await i18n.reloadResources(i18n.language, missing());
  if (missing().length > 0) throw new TextsNotLoadedError(missing().join(', '));
}

// One loader per lazily loaded feature: the build writes each import()'s preload list once, however many routes
// show a screen of that feature. The design system's later parts (tables, pickers) have texts of their own, and so
// do the reasons a call failed (src/lib/failures.ts), which every screen that shows failures loads with them.
const auth = () => import('../features/auth/screens');
const tokenExchange = () => import('../features/auth/TokenExchangeScreen');
const share = withTexts(() => import('../features/share'), ['share']);
const billing = withTexts(() => import('../features/billing'), ['billing']);
const chats = withTexts(() => import('../features/chats'), ['chats', 'designSystemParts']);
const results = withTexts(() => import('../features/results'), ['results', 'designSystemParts']);
const community = withTexts(() => import('../features/community'), ['community']);
const forms = withTexts(() => import('../features/forms'), ['forms', 'designSystemParts']);
const aiCreate = withTexts(() => import('../features/aiCreate'), ['aiCreate']);
const editor = withTexts(() => import('../features/editor'), ['editor', 'aiCreate', 'designSystemParts']);
const account = withTexts(() => import('../features/account'), ['billing']);
// The demo's pages load their texts (results) themselves: react-i18next waits for them.
const demo = () => import('../features/demo');

/**
 * The demo backends' own pages (the inbox, the verification link, the connector page), signed in: one route whose
 * screen picks the page, so the first load carries one route; none in a build against a real backend. The condition
 * is src/domain/demoPages.ts's demoPagesBuilt written out, so that the first load does not carry that module.
 */
const demoRoutes: RouteObject[] =
  !import.meta.env.VITE_API_URL || import.meta.env.VITE_DEMO_BACKEND === 'true' ? [{ path: 'demo/:page/:id?', ...screen(demo, 'DemoScreen') }] : [];

/** A route showing the screen `name` of a lazily loaded feature. */
function screen<Name extends string, Screens extends Record<Name, ComponentType>>(
  load: () => Promise<Screens>,
  name: Name,
): Pick<RouteObject, 'lazy'> {
  return { lazy: () => load().then((screens) => ({ Component: screens[name] })) };
}

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
      { index: true, element: <Navigate to={formPaths.list} replace /> },
      { path: 'emailVerification/success', element: <Navigate to={formPaths.list} replace state={{ emailVerification: true }} /> },
      { path: 'emailVerification/failure', element: <Navigate to={formPaths.list} replace state={{ emailVerification: false }} /> },
      { path: 'admin_access', ...screen(tokenExchange, 'AdminAccessScreen') },
      { path: 'token_exchange', ...screen(tokenExchange, 'TokenExchangeScreen') },
      // Public, full height, no menu.
      {
        element: <BareLayout />,
        children: [
          { path: 'forms/share/:formId', ...screen(share, 'ShareScreen') },
          { path: 'chats/share/:chatId', ...screen(share, 'ShareScreen') },
        ],
      },
      // Signed in, full width, no menu.
      {
        element: <RequireAuth />,
        children: [
          {
            element: <BareLayout />,
            children: [
              { path: 'forms/preview/:formId', ...screen(share, 'PreviewScreen') },
              // The demo backend's stand-in for the card payment provider's page (no app menu, like a provider's).
              { path: 'checkout/demo/:checkoutId', ...screen(billing, 'DemoCheckoutScreen') },
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
              { path: 'login', ...screen(auth, 'LoginScreen') },
              { path: 'register', ...screen(auth, 'RegisterScreen') },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              {
                // The tours and Help around every signed-in page of the menu; a guest's page never loads them.
                ...screen(loadSignedInParts, 'SignedInParts'),
                children: [
                  { path: 'forms', ...screen(forms, 'MyFormsScreen') },
                  { path: 'forms/new/ai', ...screen(aiCreate, 'AiCreateScreen') },
                  // The form builder is desktop-first (SPEC): a small screen asks for a bigger one. Leads, a filling,
                  // integrations and the chat editor work on a phone.
                  { element: <BetterExperience />, children: [{ path: 'forms/:formId', ...screen(editor, 'EditorScreen') }] },
                  { path: 'forms/results/:formId', ...screen(results, 'ResultsScreen') },
                  { path: 'forms/:formId/session/:sessionId/filling', ...screen(results, 'FillingScreen') },
                  { path: 'forms/integrations/:formId', ...screen(results, 'IntegrationsScreen') },
                  { path: 'chats/new', ...screen(chats, 'ChatEditorScreen') },
                  { path: 'chats/:chatId/settings', ...screen(chats, 'ChatEditorScreen') },
                  { path: 'chats', ...screen(chats, 'ChatsScreen') },
                  { path: 'chats/uploads', ...screen(chats, 'UploadsScreen') },
                  { path: 'chats/:chatId', lazy: () => chats().then((m) => m.loadChatScreen().then((Component) => ({ Component }))) },
                  { path: 'chats/:chatId/results', ...screen(results, 'ChatResultsScreen') },
                  { path: 'chats/:chatId/visitors', lazy: () => chats().then((m) => m.loadChatVisitorsScreen().then((Component) => ({ Component }))) },
                  { path: 'prices', ...screen(billing, 'PricesScreen') },
                  { path: 'community', ...screen(community, 'CommunityScreen') },
                  { path: 'rewards', ...screen(community, 'RewardsScreen') },
                  { path: 'account', ...screen(account, 'AccountScreen') },
                  { path: 'checkout/success', ...screen(billing, 'CheckoutSuccessScreen') },
                  { path: 'checkout/failure', ...screen(billing, 'CheckoutFailureScreen') },
                  ...demoRoutes,
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={formPaths.list} replace /> },
    ],
  },
]);
