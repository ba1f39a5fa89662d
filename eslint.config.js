import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noCrossFeatureImports from './tools/eslint/no-cross-feature-imports.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      'data/**',
      'apps/web/.react-router/**',
      'apps/web/test-results/**',
      'apps/web/playwright-report/**',
      'apps/api/src/db/migrations/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2024, sourceType: 'module' },
    plugins: { local: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-duplicate-imports': 'error',
      'local/no-cross-feature-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: { ...globals.browser, ...globals.node },
    },
    settings: { react: { version: '19.3' } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  {
    // Render cost (docs/render-cost.md): layout and text are plain elements; Mantine is for controls.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: [
                'Alert',
                'Anchor',
                'Badge',
                'Box',
                'Card',
                'Center',
                'Container',
                'Flex',
                'Group',
                'List',
                'Paper',
                'SimpleGrid',
                'Stack',
                'Text',
                'ThemeIcon',
                'Title',
              ],
              message:
                'Layout and text are plain elements (components/ui/layout.tsx or a class in styles/): docs/render-cost.md.',
            },
            {
              name: '@mantine/core',
              importNames: [
                'ActionIcon',
                'Burger',
                'Button',
                'Checkbox',
                'ComboboxChevron',
                'NativeSelect',
                'PasswordInput',
                'Pill',
                'PillsInput',
                'SegmentedControl',
                'Textarea',
                'TextInput',
                'VisuallyHidden',
              ],
              message:
                'Buttons, icon buttons, checkboxes, fields, the segmented control and the multi-select at rest are the plain controls of components/ui/ (Mantine’s markup as plain elements): docs/render-cost.md.',
            },
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message:
                'Links are components/app-link.tsx’s AppLink (plain markup on the server, prefetching in the browser): docs/render-cost.md.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/tests/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
