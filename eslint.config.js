import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const featuresDir = path.join(root, 'src/features');

/**
 * One feature uses another only through its index.ts (DESIGN.md, rules of direction).
 * import-x's zones cannot say "any other feature", so this small rule does.
 */
const featureIndexOnly = {
  meta: { type: 'problem', messages: { deep: 'Import feature "{{feature}}" through its index.ts, not {{source}}.' } },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(featuresDir + path.sep)) return {};
    const ownFeature = path.relative(featuresDir, file).split(path.sep)[0];
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (!source.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), source);
        if (!target.startsWith(featuresDir + path.sep)) return;
        const [feature, ...rest] = path.relative(featuresDir, target).split(path.sep);
        if (feature === ownFeature) return;
        if (rest.length === 0 || (rest.length === 1 && rest[0] === 'index')) return;
        context.report({ node, messageId: 'deep', data: { feature, source } });
      },
    };
  },
};

/**
 * A comment says why the code is as it is. A spec section number ("SPEC §4") tells the reader where to look
 * instead, and goes stale the day the spec is renumbered.
 */
const noSpecSectionComments = {
  meta: { type: 'suggestion', messages: { section: 'Say why in the comment instead of citing a spec section ({{cited}}).' } },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const cited = /(?:SPEC\s*)?§\s*\d*/i.exec(comment.value);
          if (cited) context.report({ loc: comment.loc, messageId: 'section', data: { cited: cited[0].trim() } });
        }
      },
    };
  },
};

const zones = [
  // The design system knows no endpoint, no route, no feature and no mock.
  { target: './src/design-system', from: ['./src/features', './src/app', './src/api', './src/lib', './mocks', './src/widget'] },
  // Everyone else sees the design system through its one index (src/design-system/index.ts), never a component's
  // folder: what the index does not name is the design system's own business. Its tokens stay importable, for the
  // stylesheets (*.css.ts) that build on them.
  {
    target: ['./src/app', './src/features', './src/i18n', './stories', './e2e', './mocks'],
    from: ['./src/design-system/components', './src/design-system/lazyPart.tsx'],
    message: 'Import the design system from src/design-system (its index).',
  },
  // The design system knows no product storage key (tours, drafts, tokens): the features that own them do.
  { target: './src/design-system', from: './src/domain/storage.ts' },
  // The api layer imports domain only.
  { target: './src/api', from: ['./src/features', './src/app', './src/design-system', './src/i18n', './src/lib', './src/widget', './mocks'] },
  // Shared code that is neither visual nor domain (failure texts, …) builds on api and domain, and knows no screen.
  { target: './src/lib', from: ['./src/features', './src/app', './src/design-system', './src/widget', './mocks'] },
  // Domain rules are pure and shared by everyone.
  { target: './src/domain', from: ['./src/features', './src/app', './src/api', './src/design-system', './src/i18n', './src/lib', './src/widget', './mocks'] },
  // Features never reach up into the app, and know the widget only by its protocol (loaded, never bundled).
  { target: './src/features', from: ['./src/app'] },
  { target: './src/features', from: './src/widget', except: ['./protocol.ts'] },
  // The widget is its own small build: domain and its own code only.
  { target: './src/widget', from: ['./src/app', './src/features', './src/design-system', './src/api', './src/i18n', './src/lib'] },
  // The mock backend is checked by the same schemas the app parses with, and knows no screen.
  { target: './mocks', from: ['./src/features', './src/app', './src/design-system', './src/widget'] },
  // src never imports stories or mocks (the app entry's dynamic demo import is the one exception).
  { target: './src', from: ['./stories', './mocks'] },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-http', 'dist-engines', 'dist-bench', 'storybook-static', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', '!.storybook'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, local: { rules: { 'feature-index-only': featureIndexOnly, 'no-spec-section-comments': noSpecSectionComments } } },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/feature-index-only': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='fetch']", message: 'Only src/api/client calls fetch.' },
        // One way to combine class names, so a falsy part never leaves "undefined" or a double space behind.
        {
          selector: "JSXAttribute[name.name='className'] :matches(CallExpression[callee.property.name='join'], TemplateLiteral, BinaryExpression[operator='+'])",
          message: 'Combine class names with cx() from the design system.',
        },
      ],
    },
  },
  {
    files: ['src/**', 'mocks/**', 'scripts/**', 'stories/**', 'e2e/**'],
    rules: { 'local/no-spec-section-comments': 'error' },
  },
  {
    // Domain rules are pure: the browser's storage, network and page belong to the layers that do I/O.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-globals': ['error', 'localStorage', 'sessionStorage', 'fetch', 'window', 'document'],
      'no-restricted-properties': [
        'error',
        ...['localStorage', 'sessionStorage', 'fetch', 'window', 'document'].map((property) => ({
          object: 'globalThis',
          property,
          message: 'src/domain is pure: do I/O in src/api, src/app or the widget.',
        })),
      ],
    },
  },
  {
    // One source for every shape: handlers parse requests with the api's schemas, never a copy of their own.
    files: ['mocks/handlers/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: 'Parse requests with the schemas in src/api/schemas.' }] }],
    },
  },
  {
    // One way to load a part after the first paint: lazyPart, which Storybook preloads (React.lazy alone it cannot).
    // The router's screens are routes, loaded by their path (preloadRoute), not parts.
    files: ['src/**'],
    ignores: ['src/design-system/lazyPart.tsx', 'src/app/router.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react', importNames: ['lazy'], message: 'Load a part lazily with lazyPart from the design system.' }] }],
    },
  },
  {
    files: ['src/api/client/**', 'src/widget/**', 'mocks/**', 'e2e/**', 'scripts/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
