import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { build, defineConfig, loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { withContentSecurityPolicy, type PolicySources } from './scripts/contentSecurityPolicy.ts';
import { startupNamespaces } from './src/i18n/startupNamespaces.ts';
import { widgetFontsServer } from './scripts/widgetFonts.ts';

// The router base comes from the product's homepage setting, so it lives in package.json only.
const { homepage, version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  homepage: string;
  version: string;
};
export const appBase = `${homepage.replace(/\/$/, '')}/`;
const appDefines = { __APP_VERSION__: JSON.stringify(version) };

/**
 * The project's own modules that only declare things (api calls and schemas, domain rules, features, design-system
 * components and the design system's index): when nothing of one is used, the bundler may drop it whole. Stylesheets (*.css.ts), the i18n set-up
 * and the entry keep their side effects.
 */
const sideEffectFree = /\/src\/((api|domain|features|design-system\/components)\/.*(?<!\.css)|design-system\/index)\.tsx?$/;
const moduleSideEffects = (id: string) => !sideEffectFree.test(id);

/** The backend a build is made for (VITE_API_URL), '' for the demo mode. */
const apiUrlOf = (config: ResolvedConfig) => loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_').VITE_API_URL ?? '';

/** A start-up namespace file of a language; group 1 is the language. */
const startupTexts = new RegExp(`[\\\\/]locales[\\\\/](\\w+)[\\\\/](?:${startupNamespaces.join('|')})\\.json$`);

/** A build against a real backend (VITE_API_URL) ships no mock code: not even the mock service worker script. */
function withoutMockWorker(): Plugin {
  let outDir = 'dist';
  let demo = true;
  return {
    name: 'without-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      demo = !apiUrlOf(config);
    },
    closeBundle() {
      if (!demo) rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * A build against a backend on another origin (VITE_API_URL) has the browser connect to it while the page's code
 * loads, so the first calls do not wait for a new connection. `crossorigin`: the calls carry no cookies, and a
 * connection is only reused for requests of the same credentials mode.
 */
function preconnectApi(): Plugin {
  let apiUrl = '';
  return {
    name: 'preconnect-api',
    configResolved(config) {
      apiUrl = apiUrlOf(config);
    },
    transformIndexHtml: () =>
      apiUrl ? [{ tag: 'link', attrs: { rel: 'preconnect', href: new URL(apiUrl).origin, crossorigin: '' }, injectTo: 'head' }] : [],
  };
}

/**
 * With a stored session, the code and texts a page shows first, by its path under the router base ('*': every
 * signed-in page). Source modules name the chunks that hold them; texts are namespaces, in the page's language.
 */
type FirstCode = { modules: string[]; texts: readonly string[] };
const everySignedInPage: FirstCode = {
  modules: [
    'src/app/earlyCallCode.ts',
    // What the person last saw, drawn before the first render (main.tsx).
    'src/api/queries/warmCache.ts',
    'src/features/banners/index.ts',
    'src/design-system/components/CreditsBadge/CreditsBadge.tsx',
    'src/api/endpoints/auth.ts',
    'src/api/endpoints/subscription.ts',
  ],
  texts: [...startupNamespaces, 'banners'],
};
const firstCode: Record<string, FirstCode> = {
  '*': everySignedInPage,
  '/forms': { modules: ['src/features/forms/MyFormsScreen.tsx', 'src/api/endpoints/forms.ts'], texts: ['forms', 'designSystemParts'] },
};

/**
 * Resolves `firstCode` over the bundle: each page's code, and each language's texts of each page, as file names
 * under assets/. A module's files are its chunk with its static imports and their styles, minus the entry's and
 * minus those every page has.
 */
function pageCodeOf(bundle: OutputBundle) {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const closure = (start: OutputChunk, into = new Set<string>()): Set<string> => {
    if (into.has(start.fileName)) return into;
    into.add(start.fileName);
    for (const css of start.viteMetadata?.importedCss ?? []) into.add(css);
    for (const name of start.imports) {
      const chunk = bundle[name];
      if (chunk?.type === 'chunk') closure(chunk, into);
    }
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('first-code: the build has no entry chunk');
  const inEntry = closure(entry);
  const filesOf = (modules: readonly string[], loaded: ReadonlySet<string>) => {
    const files = new Set<string>();
    for (const module of modules) {
      const id = new URL(`./${module}`, import.meta.url).pathname;
      const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
      if (!chunk) throw new Error(`first-code: no chunk holds ${module}`);
      closure(chunk, files);
    }
    return [...files].filter((file) => !loaded.has(file)).map((file) => file.replace(/^assets\//, ''));
  };
  /** Each page's files, those of every page ('*') once. */
  const byPage = (modulesOf: (page: FirstCode) => string[]) => {
    const every = filesOf(modulesOf(everySignedInPage), inEntry);
    const loaded = new Set([...inEntry, ...every.map((file) => `assets/${file}`)]);
    const pages = Object.entries(firstCode).filter(([path]) => path !== '*');
    return { '*': every, ...Object.fromEntries(pages.map(([path, page]) => [path, filesOf(modulesOf(page), loaded)])) };
  };
  const languages = readdirSync(new URL('./src/i18n/locales/', import.meta.url));
  return {
    code: byPage((page) => page.modules),
    texts: Object.fromEntries(
      languages.map((language) => [language, byPage((page) => page.texts.map((name) => `src/i18n/locales/${language}/${name}.json`))]),
    ),
  };
}

/**
 * One of the app's own small scripts (src/app/<name>.ts), bundled on its own into one classic script (IIFE) with the
 * given constants. The style sheets of what it imports (class names) are the app's, linked by the page: one sheet
 * of their own, left unwritten, rather than injected by the script.
 */
async function buildOwnScript(name: string, mode: string, define: Record<string, string>): Promise<string> {
  const output = await build({
    configFile: false,
    mode,
    base: appBase,
    logLevel: 'warn',
    define: { ...appDefines, ...define },
    plugins: [vanillaExtractPlugin()],
    build: {
      write: false,
      target: 'es2022',
      cssCodeSplit: false,
      rollupOptions: {
        input: new URL(`./src/app/${name}.ts`, import.meta.url).pathname,
        output: { format: 'iife' },
        treeshake: { moduleSideEffects },
        // The api's index also leads to React libraries marked "use client", a directive that means nothing here.
        onwarn: (warning, warn) => (warning.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(warning)),
      },
    },
  });
  const chunk = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : [])).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`${name}: the script was not built`);
  return chunk.code.trim();
}

/**
 * A production build against a backend (VITE_API_URL): index.html carries src/app/earlyCallsScript.ts, bundled on
 * its own and inlined, so that with a stored session the page's first calls leave, and its first code and texts
 * are asked for (firstCode), before any of its code has loaded or run. In demo mode the backend runs in the page,
 * and main.tsx sends the calls once it can.
 * It also starts the app, except on a share page: there it asks for the widget's script and the share page's own
 * (src/app/sharePageScript.ts, built here into assets/), which draws the page without the app.
 */
function inlineEarlyCalls(): Plugin {
  let apiUrl = '';
  let mode = 'production';
  let sharePage: { fileName: string; code: string } | null = null;
  return {
    name: 'inline-early-calls',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
      apiUrl = apiUrlOf(config);
    },
    async buildStart() {
      if (!apiUrl) return;
      const code = await buildOwnScript('sharePageScript', mode, {});
      sharePage = { fileName: `assets/sharePage-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`, code };
    },
    generateBundle() {
      if (sharePage) this.emitFile({ type: 'asset', fileName: sharePage.fileName, source: sharePage.code });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!apiUrl) return html;
        if (!context.bundle) throw new Error("inline-early-calls: no bundle to find the pages' code in");
        if (!sharePage) throw new Error('inline-early-calls: the share page script was not built');
        const code = await buildOwnScript('earlyCallsScript', mode, {
          __PAGE_CODE__: JSON.stringify(pageCodeOf(context.bundle)),
          __SHARE_PAGE_SCRIPT__: JSON.stringify(`${appBase}${sharePage.fileName}`),
        });
        // Where the entry's script stood, which it replaces (with the entry's preloads): it adds them itself on every
        // page but a share page, which it draws with the widget alone (src/app/sharePage.ts). There it is also before
        // the style sheets, which a classic script after them would wait for. Its one task asks for the app's code at
        // once, as the entry's element did; its early calls wait for a task of their own, after every request of
        // the head (the app's fonts) has gone out.
        const entry = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/.exec(html);
        if (!entry?.[1] || html.indexOf(entry[0]) > html.indexOf('<link rel="stylesheet"')) throw new Error('inline-early-calls: index.html has no entry script before its style sheets');
        const preloads = [...html.matchAll(/[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g)];
        const withoutPreloads = preloads.reduce((page, link) => page.replace(link[0], ''), html);
        const script = `    <script data-entry="${entry[1]}" data-preloads="${preloads.map((link) => link[1]).join(' ')}">${code}</script>\n`;
        return withoutPreloads.replace(entry[0], () => script);
      },
    },
  };
}

/** What the built pages may load scripts from and call (scripts/contentSecurityPolicy.ts), from the build's settings. */
function policySourcesOf(config: ResolvedConfig): PolicySources {
  const env = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_');
  const apiUrl = env.VITE_API_URL ?? '';
  // As src/app/config.ts decides: the demo mode has neither the recorder nor the real third-party sign-in.
  return { apiUrl, sessionRecording: Boolean(apiUrl && env.VITE_SESSION_RECORDING_ID), identityProvider: Boolean(apiUrl && env.VITE_GOOGLE_CLIENT_ID) };
}

/** Whether a build is the app's own (not the widget's, not Storybook's, which reuse this configuration). */
function isAppBuild(config: ResolvedConfig): boolean {
  const input = config.build.rollupOptions.input;
  return typeof input === 'object' && input !== null && 'app' in input;
}

/**
 * The app's page carries a Content-Security-Policy (a meta tag: any host serves it): scripts only from the app's
 * origin, its inline script by hash, and the configured third parties. Last of the page's transforms, so that the
 * hash is of the inline script as shipped; the prerendered login page gets its own (prerenderLogin).
 */
function contentSecurityPolicyMeta(): Plugin {
  let sources: PolicySources = { apiUrl: '', sessionRecording: false, identityProvider: false };
  let isApp = false;
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(config) {
      sources = policySourcesOf(config);
      isApp = isAppBuild(config);
    },
    transformIndexHtml: { order: 'post', handler: (html) => (isApp ? withContentSecurityPolicy(html, sources) : html) },
  };
}

/** The fonts of the app's first screens in Latin script: Inter's regular, medium and semibold, Montserrat's bold. */
const firstFonts = /^assets\/(?:inter-latin-(?:400|500|600)|montserrat-latin-700)-normal-[\w-]+\.woff2$/;
/**
 * Those a share page needs too: the widget's default faces (src/domain/widgetFonts.ts), Montserrat's bold for its
 * headings and Inter's regular and semibold for its text and labels. The widget asks for the form's fonts itself
 * (src/widget/fontSheets.ts) once the form shows; on the app's pages the app's own faces serve, asked for here at once.
 */
const everyPageFonts = /^assets\/(?:montserrat-latin-700|inter-latin-(?:400|600))-/;
/** The share page (the router's `forms/share/:formId`, under the build's base). */
const sharePath = (base: string) => `${base}forms/share/`;

/**
 * The app's page (index.html) asks for its fonts at once, not when its first text is laid out after the scripts
 * have run: they are then in before the page shows, so no text is drawn first in a stand-in and moved when the
 * font arrives (a heading's buttons wrapping one line lower moved a whole page).
 * A share page shows only the widget, which draws its text in Inter's regular and semibold: there, Inter's medium
 * would only compete with the page's code for the visitor's connection before the form shows, so a small script of
 * the page asks for it everywhere else. It stands after the entry's script and before the style sheets (a classic
 * script after a style sheet would wait for it).
 */
function preloadFonts(): Plugin {
  // The build's own base (the app's /app/, or a relative one such as Storybook's './'), so the preloads ask for the
  // files where this build puts them.
  let base = appBase;
  return {
    name: 'preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) => firstFonts.test(file));
        const link = (file: string) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${base}${file}">`;
        const everyPage = fonts.filter((file) => everyPageFonts.test(file)).map(link);
        const notOnSharePages = fonts.filter((file) => !everyPageFonts.test(file)).map((file) => `${base}${file}`);
        const script =
          `<script data-fonts>if(location.pathname.indexOf(${JSON.stringify(sharePath(base))})!==0)${JSON.stringify(notOnSharePages)}.forEach(function(href){` +
          `var l=document.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='';l.href=href;document.head.appendChild(l)})</script>`;
        // After the entry's script and its preloads (the code is asked for first, as before), before the style sheets
        // (a page without one, such as Storybook's, gets it at the end of its head).
        const styleSheet = html.indexOf('<link rel="stylesheet"');
        const at = styleSheet >= 0 ? styleSheet : html.indexOf('</head>');
        if (at < 0) throw new Error('preload-fonts: the page has no head');
        return `${html.slice(0, at)}${[...everyPage, script].join('\n    ')}\n    ${html.slice(at)}`;
      },
    },
  };
}

/**
 * React Router publishes its production build beside the development one but resolves every import to the latter
 * (with its warnings and checks): a production build takes the former.
 */
function reactRouterProductionBuild(): Plugin {
  const production = new URL('./node_modules/react-router/dist/production/', import.meta.url).pathname;
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: `${production}index.mjs` },
          { find: /^react-router\/dom$/, replacement: `${production}dom-export.mjs` },
        ],
      },
    }),
  };
}

/**
 * After the app's production build, the widget's own build (vite.widget.config.ts) into the same folder, so
 * every way of building the app (npm run build, the e2e servers' `vite build --outDir …`) ships
 * `widget.js` beside it.
 */
function widgetBuild(): Plugin {
  let outDir = 'dist';
  let isApp = false;
  return {
    name: 'widget-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      const input = config.build.rollupOptions.input;
      isApp = typeof input === 'object' && input !== null && 'app' in input;
    },
    async closeBundle() {
      if (!isApp) return;
      await build({ configFile: new URL('./vite.widget.config.ts', import.meta.url).pathname, build: { outDir }, logLevel: 'warn' });
    },
  };
}

/**
 * After the app's production build, /app/login prerendered into login.html (scripts/prerender.mjs), so that a guest's
 * first page paints from the HTML before any script runs.
 */
function prerenderLogin(): Plugin {
  let outDir = 'dist';
  let isApp = false;
  let sources: PolicySources = { apiUrl: '', sessionRecording: false, identityProvider: false };
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      isApp = isAppBuild(config);
      sources = policySourcesOf(config);
    },
    async closeBundle() {
      if (!isApp) return;
      // A plain script of scripts/ (it also runs on its own), loaded by address: its one export is typed here.
      const prerender = (await import(new URL('./scripts/prerender.mjs', import.meta.url).href)) as {
        prerenderGuestPages: (outDir: string, base: string) => Promise<string[]>;
      };
      const written = await prerender.prerenderGuestPages(outDir, appBase);
      // A prerendered page has inline scripts of its own (its guard, its start after the paint): its policy names them.
      for (const file of written) {
        const path = join(outDir, file);
        writeFileSync(path, withContentSecurityPolicy(readFileSync(path, 'utf8'), sources));
      }
    },
  };
}

export default defineConfig({
  base: appBase,
  plugins: [react(), vanillaExtractPlugin(), reactRouterProductionBuild(), preconnectApi(), preloadFonts(), inlineEarlyCalls(), contentSecurityPolicyMeta(), withoutMockWorker(), widgetBuild(), widgetFontsServer(), prerenderLogin()],
  resolve: {
    // msw's cookie jar keeps nothing: the demo backend sets no cookies (mocks/noCookieJar.ts).
    alias: { 'tough-cookie': new URL('./mocks/noCookieJar.ts', import.meta.url).pathname },
  },
  define: appDefines,
  build: {
    target: 'es2022',
    sourcemap: true,
    // scripts/size.mjs reads which chunk holds which module.
    manifest: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        app: new URL('./index.html', import.meta.url).pathname,
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page starts with (the entry's code and the libraries it imports: this group takes its
              // captured modules' dependencies along) in one chunk: one request and one gzip stream. Without it,
              // rolldown gives each module that the entry and some lazy chunks share a chunk of its own
              // (rolldown#10731): about ten 0.1–0.9 KB requests on every first load, 1.9 KB more in all.
              name: 'app',
              tags: ['$initial'],
              test: (id: string) => !/node_modules/.test(id),
            },
            {
              // A text field with its label and message parts (FormField): every screen with a text field loads both.
              name: 'TextField',
              test: /[\\/]design-system[\\/]components[\\/](FormField[\\/](FormField|LazyLengthCounter)|TextField[\\/]TextField)\.(tsx?|css\.ts.*)$/,
            },
            {
              // Small code that many lazy screens share and none of the start-up code uses (number and date formats,
              // the way a failure is said and shown, the drafts' schemas, a text kept as a draft, the warning before a tab
              // with unsaved work closes, a list's delete asked first) in one chunk: apart,
              // each would be a chunk of a few hundred bytes whose imports, exports and place in every preload list
              // cost about as much as its code.
              name: 'screenParts',
              test: /[\\/]src[\\/](domain[\\/]intl|lib[\\/](failures|draftShapes|useDraftText|useUnloadWarning|useAskedDelete)|design-system[\\/]components[\\/]InlineAlert[\\/]InlineAlert)\.tsx?$/,
            },
            {
              // The chats' and the uploads' queries in one chunk: the chat list loads it, and then the chat editor
              // (which lists the uploads to pick from) and the uploads screen find it there.
              name: 'chatQueries',
              test: /[\\/]src[\\/]api[\\/]queries[\\/](chats|uploads)\.ts$/,
            },
            {
              // The layout and text primitives (Stack, Inline, Page, Text, Heading, Note) in one chunk, loaded by the
              // screens built on them only: in screenParts every lazy screen would carry them; apart, two chunks.
              name: 'layout',
              test: /[\\/]design-system[\\/]components[\\/](Layout[\\/]Layout|PageHeader[\\/]PageHeader|Text[\\/]Text)\.tsx?$/,
            },
            {
              // The headless components (menus, selects, dialogs) in one chunk, loaded after the first paint: a
              // dozen small shared chunks would each be a request and a name in every preload list.
              name: 'ariakit',
              test: /node_modules[\\/]@ariakit[\\/]/,
            },
            {
              // A language's start-up texts in one chunk: one request and one gzip stream instead of four.
              name: (id: string) => `texts-${startupTexts.exec(id)?.[1]}`,
              debugName: 'start-up texts',
              test: startupTexts,
            },
          ],
        },
      },
      treeshake: { moduleSideEffects },
    },
  },
});
