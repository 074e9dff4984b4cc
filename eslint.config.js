// ESLint flat config: typescript-eslint, React hooks, and the dependency-direction rule (local rule
// in eslint-boundaries.js: db imports neither api nor web; web imports only api/contract; the
// contract imports only typebox).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from './eslint-boundaries.js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      'test-results/',
      'playwright-report/',
      'reports/',
      'web/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        performance: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    plugins: { local: boundaries },
    rules: {
      'local/dependency-direction': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a union of literals: enums are not erasable syntax.' },
        { selector: 'TSModuleDeclaration[declare=false]', message: 'Namespaces are not erasable syntax.' },
        { selector: 'TSParameterProperty', message: 'Parameter properties are not erasable syntax.' },
      ],
    },
  },
  {
    // Type-aware: a promise nobody awaits or handles, or one passed where a plain callback is expected
    // (an event handler, a void callback), loses its errors.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
