// ESLint over the site's code (`npm run lint`; `npm run check` runs it too; tests/unit/lint.test.mjs
// fails on any finding): JavaScript's and typescript-eslint's recommended rules, React's rules of
// hooks, and Docusaurus's recommended rules (@docusaurus/eslint-plugin).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import docusaurus from '@docusaurus/eslint-plugin';

export default tseslint.config(
  {
    ignores: ['build/**', '.docusaurus/**', '.tmp/**', 'node_modules/**', 'static/**', 'docs/**', 'versioned_docs/**', 'test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_name` marks a parameter or binding kept for its position (a callback's signature, a tuple).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The code that runs in readers' browsers (and is rendered on the server at build time).
    files: ['src/**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The plugin's `recommended` config is in the eslintrc format (plugins by name), so its rules are taken here.
    files: ['src/**/*.{tsx,jsx}'],
    plugins: { '@docusaurus': docusaurus },
    rules: docusaurus.configs.recommended.rules,
  },
  {
    // Build plugins under src/ (index.ts, loaders, the precompression worker) and everything else run in Node.
    files: ['src/**/*.{ts,mjs,cjs}', 'config/**', 'scripts/**', '*.{ts,mjs,js,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tests and benchmarks run in Node and hand functions to the browser (page.evaluate), so both sets of names exist.
    files: ['tests/**', 'bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Scripts inlined into every page: ./index.ts next to each fills these placeholders from the site's config.
    files: [
      'src/features/shell/announcement-reset/reset.js',
      'src/features/shell/storage-fault-guard/guard.js',
      'src/features/not-found/page-of-address-version.js',
    ],
    languageOptions: {
      globals: {
        __STORAGE_TYPE__: 'readonly',
        __ID_KEY__: 'readonly',
        __DISMISS_KEY__: 'readonly',
        __ANNOUNCEMENT_ID__: 'readonly',
        __VERSION_PAGES__: 'readonly',
        __ROOT_NOT_FOUND__: 'readonly',
      },
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
