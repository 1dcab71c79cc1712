// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { elements, files, policies } from './boundaries.config.js';

/** A JSX text node or expression that is only spaces, such as Prettier's `{' '}` between wrapped elements. */
const onlySpaces = (node) => {
  const value = node?.type === 'JSXExpressionContainer' ? node.expression : node;
  return (
    (value?.type === 'Literal' || value?.type === 'JSXText') &&
    typeof value.value === 'string' &&
    value.value.trim() === ''
  );
};

/** formatjs's rule, except that spaces are not user-visible text (Prettier writes `{' '}` when it wraps JSX). */
const literalTextRule = formatjs.rules['no-literal-string-in-jsx'];
const formatjsWithSpaces = {
  ...formatjs,
  rules: {
    ...formatjs.rules,
    'no-literal-string-in-jsx': {
      ...literalTextRule,
      create: (context) =>
        literalTextRule.create(
          Object.create(context, { report: { value: (report) => onlySpaces(report.node) || context.report(report) } }),
        ),
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'web/dist/**',
      'web/dist-server/**',
      'web/src/generated/**',
      '.data/**',
      'bench/results/**',
      'eslint.config.js',
      'boundaries.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      'no-console': 'off',
      // Promise-returning functions without await are fine; static factories are passed as callbacks.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Entity enum fields are typed `Status & Opt`, which this rule cannot match with the enum itself.
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
    },
  },
  {
    // Layers (ARCHITECTURE.md): no import runs back up, the kernel imports nothing of the project, web never imports api.
    files: [
      'shared/**/*.ts',
      'api/**/*.ts',
      'web/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      'bench/**/*.{ts,tsx}',
      'scripts/**/*.ts',
      'migrations/**/*.ts',
    ],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/root-path': import.meta.dirname,
      'import/resolver': {
        typescript: {
          project: ['tsconfig.json', 'web/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies }],
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown-dependencies': 'error',
    },
  },
  {
    // Server code logs through the logger (api/src/observability): JSON lines with request ids and no personal data.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // Generated migrations escape $ in template literals.
    files: ['migrations/Migration*.ts'],
    rules: { 'no-useless-escape': 'off' },
  },
  {
    // Decorated entity and GraphQL classes need their imports as values (decorator metadata).
    files: ['api/**/*.entity.ts', 'api/**/*.types.ts', 'api/**/*.resolver.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, formatjs: formatjsWithSpaces },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every user-visible text goes through the i18n catalogue.
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{label,placeholder,title,alt,aria-label,aria-description}']] } },
      ],
    },
  },
  {
    // Served as it is (a classic script of a few bytes that registers the service worker): no types to check.
    files: ['web/public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.ts', '**/*.int.test.ts', 'e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
