// ESLint flat config: typescript-eslint, React hooks, and the dependency-direction rule of
// CONVENTIONS.md (db imports neither api nor web; web imports only api/contract; the contract
// imports only typebox).
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
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
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a union of literals: enums are not erasable syntax.' },
        { selector: 'TSModuleDeclaration[declare=false]', message: 'Namespaces are not erasable syntax.' },
        { selector: 'TSParameterProperty', message: 'Parameter properties are not erasable syntax.' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './db', from: './api', message: 'db/ knows nothing of HTTP: it must not import api/.' },
            { target: './db', from: './web', message: 'db/ must not import web/.' },
            { target: './web', from: './db', message: 'web/ talks to the server only through api/contract.' },
            {
              target: './web',
              from: './api',
              except: ['./contract'],
              message: 'web/ may import only api/contract from api/.',
            },
            { target: './api/contract', from: './db', message: 'The contract imports only typebox.' },
            {
              target: './api/contract',
              from: './api',
              except: ['./contract'],
              message: 'The contract imports only typebox.',
            },
            { target: './api/contract', from: './web', message: 'The contract imports only typebox.' },
            { target: './api', from: './web', message: 'api/ must not import web/.' },
            { target: './api/services', from: './api/routes', message: 'Services do not depend on routes.' },
            {
              target: './db/repositories',
              from: './db/seed',
              message: 'Repositories do not depend on the seed.',
            },
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
