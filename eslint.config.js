import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FUNCTIONS_TYPES = ['domain', 'data', 'lib', 'render', 'functions'];
const WEB_TYPES = ['feature', 'app', 'web-ui', 'web-lib', 'web'];

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  // The DOM's globals only where code runs in a browser (functions/ and shared/ run on Node).
  {
    files: ['web/src/**/*.{ts,tsx}', 'test/unit/web/**/*.{ts,tsx}', 'test/e2e/**/*.ts'],
    languageOptions: { globals: globals.browser },
  },
  // Type-aware rules: a floating or misused promise, an assertion the types already
  // make, a switch that misses a case of its union (a default counts as handling the rest).
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  // Layers that must stay apart as features are added (README "Architecture"):
  // shared/ imports neither functions/ nor web/; a web feature does not import
  // another feature (compose them in web/src/app); a domain does not import
  // another domain's files (share through functions/data or functions/lib);
  // web code never imports functions/, and functions/ never imports web/ except
  // the render Lambda; a feature never imports the app or the entry files, and
  // the web's base (components, hooks, lib, config, utils, api) never imports a
  // feature, and its lib, config, utils and api never import components or hooks; functions/data never imports a domain; functions/lib is
  // infrastructure (no data, domains, socket, streams or render).
  {
    files: ['shared/**/*.ts', 'functions/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['shared/**', 'functions/**', 'web/src/**'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'shared' },
        { type: 'domain', pattern: 'functions/domains/*', capture: ['domain'] },
        { type: 'data', pattern: 'functions/data' },
        { type: 'lib', pattern: 'functions/lib' },
        { type: 'render', pattern: 'functions/render' },
        { type: 'functions', pattern: 'functions' },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'app', pattern: 'web/src/app' },
        { type: 'web-ui', pattern: 'web/src/{components,hooks}' },
        { type: 'web-lib', pattern: 'web/src/{lib,config,utils,api}' },
        { type: 'web', pattern: 'web/src' },
      ],
      'boundaries/files': [
        { category: 'manifest', pattern: 'functions/manifest.ts' },
        // The one table item the HTTP wrapper needs: a route's rate-limit counter.
        { category: 'rate-counter', pattern: 'functions/data/entities/rate-limit.ts' },
        { category: 'session-store', pattern: 'functions/data/entities/session.ts' },
        { category: 'web-entry', pattern: 'web/src/{main,boot,entry-server}.tsx' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { types: { anyOf: [...FUNCTIONS_TYPES, ...WEB_TYPES] } } } },
              message: 'shared/ may not import functions/ or web/',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
              message: 'A web feature may not import another feature: compose them in web/src/app',
            },
            {
              from: { element: { type: 'domain' } },
              disallow: { to: { element: { type: 'domain', captured: { domain: '!{{ from.element.captured.domain }}' } } } },
              message: "A domain may not import another domain's files: share through functions/data or functions/lib",
            },
            {
              from: { element: { types: { anyOf: WEB_TYPES } } },
              disallow: { to: { element: { types: { anyOf: FUNCTIONS_TYPES } } } },
              message: 'Web code may not import functions/: share through shared/',
            },
            {
              from: { element: { types: { anyOf: FUNCTIONS_TYPES.filter((type) => type !== 'render') } } },
              disallow: { to: { element: { types: { anyOf: WEB_TYPES } } } },
              message: 'Only functions/render may import web/',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: [{ to: { element: { type: 'app' } } }, { to: { file: { categories: 'web-entry' } } }],
              message: 'A web feature may not import web/src/app or the entry files: the app composes features, not the reverse',
            },
            {
              from: { element: { types: { anyOf: ['web-ui', 'web-lib'] } } },
              disallow: [{ to: { element: { types: { anyOf: ['feature', 'app'] } } } }, { to: { file: { categories: 'web-entry' } } }],
              message: 'web/src/{components,hooks,lib,config,utils,api} may not import a feature or the app: compose in web/src/app, or pass the widget in',
            },
            {
              from: { element: { type: 'web-lib' } },
              disallow: { to: { element: { type: 'web-ui' } } },
              message: 'web/src/{lib,config,utils,api} sit below the components and hooks: move code that renders into web/src/components',
            },
            {
              from: { element: { type: 'data' } },
              disallow: { to: { element: { types: { anyOf: ['domain', 'functions', 'render'] } } } },
              message: 'functions/data may not import a domain, the socket, the streams or the render Lambda',
            },
            {
              from: { element: { type: 'lib' } },
              disallow: { to: { element: { types: { anyOf: ['data', 'domain', 'functions', 'render'] } } } },
              message: 'functions/lib holds infrastructure only (no functions/data, domains, socket, streams or render): code that uses the data layer belongs in functions/data',
            },
            // Later policies win: the HTTP wrapper reads the route table, counts rate limits and checks that a token's session is open.
            { from: { element: { type: 'lib' } }, allow: { to: { file: { categories: { anyOf: ['manifest', 'rate-counter', 'session-store'] } } } } },
          ],
        },
      ],
    },
  },
  // No import cycles in the code that ships (a cycle makes load order decide
  // what a module sees, and keeps layers from being split). Type-only imports
  // are erased, so they cannot cycle at run time.
  {
    files: ['shared/**/*.ts', 'functions/**/*.ts', 'web/src/**/*.{ts,tsx}', 'infra/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'], tsconfig: { configFile: 'tsconfig.json' } })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Stored HTML reaches the page only through <RichHtml>, which takes only SafeHtml; and only
  // the server's sanitiser mints SafeHtml (issue #26 §3), so no other code may cast to it.
  {
    files: ['shared/**/*.ts', 'functions/**/*.ts', 'web/src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'test/**/*.{ts,tsx}'],
    ignores: ['web/src/components/ui/rich-html.tsx', 'functions/lib/rich-text.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render stored HTML with <RichHtml> (web/src/components/ui/rich-html.tsx)' },
        { selector: "TSAsExpression > TSTypeReference.typeAnnotation[typeName.name='SafeHtml']", message: 'Only sanitizeRichText (functions/lib/rich-text.ts) makes SafeHtml' },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'lucide-react', allowTypeImports: true, message: "Import each icon from 'lucide-react/icons/<name>': the index puts every icon the app uses in the shell" }],
        },
      ],
    },
  },
);
