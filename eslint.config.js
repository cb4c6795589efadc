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

const zones = [
  // The design system knows no endpoint, no route, no feature and no mock.
  { target: './src/design-system', from: ['./src/features', './src/app', './src/api', './mocks', './src/widget'] },
  // The api layer imports domain only.
  { target: './src/api', from: ['./src/features', './src/app', './src/design-system', './src/i18n', './src/widget', './mocks'] },
  // Domain rules are pure and shared by everyone.
  { target: './src/domain', from: ['./src/features', './src/app', './src/api', './src/design-system', './src/i18n', './src/widget', './mocks'] },
  // Features never reach up into the app.
  { target: './src/features', from: ['./src/app', './src/widget'] },
  // The widget is its own small build: domain and its own code only.
  { target: './src/widget', from: ['./src/app', './src/features', './src/design-system', './src/api', './src/i18n'] },
  // The mock backend is checked by the same schemas the app parses with, and knows no screen.
  { target: './mocks', from: ['./src/features', './src/app', './src/design-system', './src/widget'] },
  // src never imports stories or mocks (the app entry's dynamic demo import is the one exception).
  { target: './src', from: ['./stories', './mocks'] },
];

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', '!.storybook'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, local: { rules: { 'feature-index-only': featureIndexOnly } } },
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
      ],
    },
  },
  {
    files: ['src/api/client/**', 'src/widget/**', 'mocks/**', 'e2e/**', 'scripts/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
