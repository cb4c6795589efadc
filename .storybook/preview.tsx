import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import '../src/design-system/tokens';
import { preloadLazyParts } from '../src/design-system/lazyPart';
import { ANSWER_FRESH_MS } from '../src/api';
import { showDemoInboxInBanner } from '../src/domain/demoPages';
import { i18n, isLanguage, languages, loadAllTexts } from '../src/i18n';
import { resetDb } from '../mocks/db';
import { handlers } from '../mocks/handlers';
import { setupStoryWorker } from './msw';

export interface RouterParameters {
  /** The URL the story starts at, e.g. `/forms/42`. */
  path?: string;
  /** The route pattern it renders under, for params, e.g. `/forms/:formId`. */
  route?: string;
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    /** Memory router for the story; `false` when the story brings its own router (whole-app flows). */
    router?: RouterParameters | false;
    /** `false` for a story whose pixels cannot be stable; it still runs its play and axe checks. */
    screenshot?: boolean;
    /** `true` shows the demo inbox's link in the verify banner (src/domain/demoPages.ts says why it is off by default). */
    demoInboxInBanner?: boolean;
  }
}

/** i18n: the toolbar's language, applied before the story renders. */
const withLanguage: Decorator = (Story, { globals }) => {
  const language = isLanguage(globals.locale) ? globals.locale : 'en';
  if (i18n.language !== language) void i18n.changeLanguage(language);
  return (
    <I18nextProvider i18n={i18n}>
      <Story />
    </I18nextProvider>
  );
};

/**
 * A fresh react-query client per story, without retries, so states show at once and never leak; an answer stays
 * fresh as long as in the app.
 */
function StoryQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: ANSWER_FRESH_MS }, mutations: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const withQueryClient: Decorator = (Story, { id }) => (
  <StoryQueryClient key={id}>
    <Story />
  </StoryQueryClient>
);

/** Memory router with a per-story initial path and route params. */
const withRouter: Decorator = (Story, { parameters }) => {
  const router = parameters.router;
  if (router === false) return <Story />;
  return (
    <MemoryRouter initialEntries={[router?.path ?? '/']}>
      <Routes>
        <Route path={router?.route ?? '*'} element={<Story />} />
      </Routes>
    </MemoryRouter>
  );
};

const preview: Preview = {
  decorators: [withRouter, withQueryClient, withLanguage],
  // The app fetches one language at a time; stories switch freely, so all three are in before any renders.
  // Parts the app loads after its first paint (popups, dialogs) are in before the story renders, like in a
  // long-open app.
  loaders: [mswLoader(setupStoryWorker), () => loadAllTexts(), preloadLazyParts],
  // Every story starts from the mock backend's seed, whatever the story before it wrote, and as a visitor new to the
  // widget: nothing kept of a form filled or a chat held in an earlier story (the widget's entries, `aii-cx-widget-…`
  // and `aii-cx-chat-…`; their names are the widget's own, kept apart so its chunks share no module).
  beforeEach: ({ parameters }) => {
    resetDb();
    for (const key of Object.keys(localStorage)) if (key.startsWith('aii-cx-')) localStorage.removeItem(key);
    showDemoInboxInBanner(parameters.demoInboxInBanner === true);
  },
  parameters: {
    layout: 'padded',
    msw: { handlers },
    a11y: { test: 'error' },
    controls: { expanded: true },
    backgrounds: { disable: true },
    viewport: {
      options: {
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        small: { name: 'Small screen', styles: { width: '375px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: languages.map((value) => ({ value, title: value.toUpperCase() })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'en',
    viewport: { value: 'desktop', isRotated: false },
  },
  tags: ['autodocs'],
};

export default preview;
