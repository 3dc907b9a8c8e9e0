import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  // Layers that must stay apart as features are added (README "Architecture"):
  // shared/ imports neither functions/ nor web/; a web feature does not import
  // another feature (compose them in web/src/app); a domain does not import
  // another domain's files (share through functions/data or functions/lib).
  {
    files: ['shared/**/*.ts', 'functions/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['shared/**', 'functions/**', 'web/src/**'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'shared' },
        { type: 'domain', pattern: 'functions/domains/*', capture: ['domain'] },
        { type: 'functions', pattern: 'functions' },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'web', pattern: 'web/src' },
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
              disallow: { to: { element: { types: { anyOf: ['functions', 'domain', 'web', 'feature'] } } } },
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
          ],
        },
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
