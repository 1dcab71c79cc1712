import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Every decorator names its types explicitly (tsx and Vite emit no decorator metadata), as in the server.
// One copy of graphql for every importer ("Cannot use GraphQLSchema from another module or realm").
const alias = [
  { find: /^graphql$/, replacement: require.resolve('graphql') },
  { find: '@rules', replacement: new URL('./shared/validation.ts', import.meta.url).pathname },
  { find: '@web-mercator', replacement: new URL('./shared/web-mercator.ts', import.meta.url).pathname },
  { find: /^@shared\//, replacement: new URL('./shared/', import.meta.url).pathname },
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'api/**/*.test.ts',
            'web/**/*.test.ts',
            'web/**/*.test.tsx',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['api/**/*.int.test.ts', 'bench/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['api/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
