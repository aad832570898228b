// `npm run lint` (part of `npm test` and CI): typescript-eslint with type information over every
// package, and import rules that keep the layout of docs/architecture.md §3 a check, not a habit.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import contractSchemasOneWay from './eslint-rules/contract-schemas-one-way.mjs';
import featureModuleEntry from './eslint-rules/feature-module-entry.mjs';
import injectableNames from './eslint-rules/injectable-names.mjs';
import moduleCycles from './eslint-rules/module-cycles.mjs';
import sqlInRepositories from './eslint-rules/sql-in-repositories.mjs';
import frontEndFeatureEntry from './eslint-rules/front-end-feature-entry.mjs';

const REMOTES = ['mfe-storefront', 'mfe-checkout', 'mfe-account', 'mfe-admin'];
const FRONT_ENDS = ['shell', ...REMOTES];

/** Every front end but `self`: a remote reaches another only through the federation runtime. */
const otherFrontEnds = (self) =>
  FRONT_ENDS.filter((f) => f !== self).map((f) => ({
    target: `./${self}/src`,
    from: `./${f}`,
    message: `${self} must not import ${f}: front ends meet only through Module Federation and packages/ (docs/architecture.md §3).`,
  }));

/**
 * The server's shared layers sit below its features: `common/`, `database/` and `infrastructure/`
 * import nothing from `modules/` (docs/architecture.md §3). The composition root (`app.module.ts`,
 * `entities.ts`, `seed/`, `cli/`) is where features meet. Specs of a shared layer may use features to
 * test through the whole app.
 */
const sharedLayersBelowFeatures = [
  { target: './backend/src/common/**/!(*.spec).ts', layer: 'common' },
  { target: './backend/src/database', layer: 'database' },
  { target: './backend/src/infrastructure/**/!(*.spec).ts', layer: 'infrastructure' },
].map(({ target, layer }) => ({
  target,
  from: './backend/src/modules',
  message: `backend/src/${layer} must not import a feature module: shared layers sit below the features, which meet only at the composition root (docs/architecture.md §3).`,
}));

/** The repo's own rules (eslint-rules/), one plugin for every block that turns one on. */
const local = {
  rules: {
    'contract-schemas-one-way': contractSchemasOneWay,
    'feature-module-entry': featureModuleEntry,
    'front-end-feature-entry': frontEndFeatureEntry,
    'injectable-names': injectableNames,
    'module-cycles': moduleCycles,
    'sql-in-repositories': sqlInRepositories,
  },
};

export default tseslint.config(
  // A disable comment that no longer excuses anything fails the run, so each one left is needed.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.tmp/**',
      'bench/lighthouse/**',
    ],
  },

  // Plain JavaScript: scripts, benchmarks, build configuration.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      globals: {
        console: 'readonly',
        process: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        __filename: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        setImmediate: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        performance: 'readonly',
        structuredClone: 'readonly',
        Response: 'readonly',
        Request: 'readonly',
        Headers: 'readonly',
        FormData: 'readonly',
        Blob: 'readonly',
      },
    },
    rules: {
      'no-unused-vars': ['error', { args: 'after-used', ignoreRestSiblings: true, caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    ignores: ['**/*.mjs', 'packages/build-config/router-facade.js'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: ['jest.setup.js', 'eslint-rules/**/*.spec.js'],
    languageOptions: {
      globals: {
        describe: 'readonly',
        it: 'readonly',
        beforeAll: 'readonly',
        beforeEach: 'readonly',
        afterEach: 'readonly',
        afterAll: 'readonly',
        expect: 'readonly',
        jest: 'readonly',
      },
    },
  },

  // TypeScript, with the types of the package each file belongs to.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { args: 'after-used', ignoreRestSiblings: true, caughtErrors: 'none' }],
      // An index read the code knows is there is marked `xs[0]!`: it says so to the reader, whatever
      // the compiler's settings (docs/decisions/058-lint.md).
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // `async` keeps an implementation's failures as rejections, as its interface promises, even when
      // it has nothing to await (docs/decisions/058-lint.md).
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // These load a module at run time on purpose: the server bundle's shared React (its `require` is the
    // backend's), and the optional image and PDF tools (docs/decisions/058-lint.md).
    files: [
      'backend/src/modules/web/server-render/page-renderer.ts',
      'packages/catalog-generator/src/packages/common/raster.ts',
      'packages/catalog-generator/src/packages/marketing-kit/pdf.ts',
    ],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // The layout: no import cycles, front ends apart, the server's shared layers below its features, and
  // each feature module entered through its index (the local rule below).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the plugin reads no TypeScript file's imports, and no-cycle finds nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.json', '*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...FRONT_ENDS.flatMap(otherFrontEnds), ...sharedLayersBelowFeatures] }],
    },
  },
  {
    // A backend module is entered only through its index or its entities/ (docs/decisions/062), and modules form
    // no loop (docs/decisions/072).
    // Specs and testing/ helpers may reach inside: they set up and inspect through the parts they test.
    files: ['backend/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/testing/**'],
    plugins: { local },
    rules: { 'local/feature-module-entry': 'error', 'local/module-cycles': 'error' },
  },
  {
    // A contract's plain file never imports its own schemas: the types live beside them (docs/architecture.md §3).
    files: ['packages/contracts/src/**/*.ts'],
    plugins: { local },
    rules: { 'local/contract-schemas-one-way': 'error' },
  },
  {
    // An injectable is named for its role (docs/decisions/073-injectable-names.md).
    files: ['backend/src/**/*.ts'],
    plugins: { local },
    rules: { 'local/injectable-names': 'error' },
  },
  {
    // A front end's feature is entered only through its index (docs/decisions/070); a routes file may
    // still load a page with import() for its lazy chunk (see the rule). Specs may reach inside.
    files: ['{shell,mfe-storefront,mfe-checkout,mfe-account,mfe-admin}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/front-end-feature-entry': 'error' },
  },
  {
    // SQL only in repositories: no other backend file holds the database or writes a statement
    // (docs/decisions/071-sql-only-in-repositories.md). The shared layers (database/, common/) are below it.
    files: ['backend/src/{modules,infrastructure}/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/testing/**', '**/entities/**', '**/*.repository.ts'],
    plugins: { local },
    rules: { 'local/sql-in-repositories': 'error' },
  },
  {
    // Nothing imports a spec, so no circle can pass through one: following every spec's imports again
    // would only slow the run.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}', 'e2e/**'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },

  // React's two classic hooks rules over the front ends, not the compiler's (docs/decisions/058-lint.md).
  {
    files: ['{shell,mfe-storefront,mfe-checkout,mfe-account,mfe-admin,packages/platform}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
