// One lint setup for the whole tree (STYLE.md §13): typescript-eslint,
// react-hooks, jsx-a11y, Storybook, import boundaries (packages never import
// apps; features of apps/web never import each other), and no raw API calls in
// apps/web (the generated query options instead).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'apps/web/src/features';
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-launch/**',
      '**/node_modules/**',
      'storybook-static/**',
      'tmp/**',
      '**/.readme-examples/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/generated/**',
      '.data/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: './apps', message: 'Packages never import the apps.' },
            ...features.map((feature) => ({
              target: `./${featuresDir}/${feature}`,
              from: `./${featuresDir}`,
              except: [`./${feature}`],
              message:
                'Features do not import each other (STYLE.md §8): move shared code to a package.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The app reaches the API through the generated query layer only (STYLE.md §7,
    // docs/decisions/0011-generated-query-layer.md): keys, invalidation and errors stay uniform.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression > MemberExpression.callee[property.name=/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/]',
          message:
            'Use the generated query options from @jornada/api-client (…QueryOptions, …MutationOptions, executeMutation) instead of calling api.<base>.GET/POST/… directly.',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
