import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // `server-only` throws outside a React Server Components build; tests run modules directly.
      'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
    },
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  test: {
    // Node by default; a test of the browser's side says `// @vitest-environment jsdom` in its first line.
    environment: 'node',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/support/setup.ts'],
    restoreMocks: true,
    unstubEnvs: true,
    testTimeout: 20_000,
    // Both cores: Vitest's default leaves one free (one worker on a 2-core machine: 80 s instead of 53).
    maxWorkers: 2,
  },
});
