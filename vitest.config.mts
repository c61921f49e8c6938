import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const TESTS = 'tests/**/*.test.{ts,tsx}';
/**
 * Tests that need modules of their own: the browser's side (`// @vitest-environment jsdom` in the first line: a page's
 * module keeps what it loaded once, as the provider map's loader does) and those that replace or reload modules
 * (vi.mock, vi.doMock, vi.resetModules).
 */
const testsDir = fileURLToPath(new URL('./tests/', import.meta.url));
const ownModules = readdirSync(testsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => {
    const text = readFileSync(testsDir + file, 'utf8');
    return text.startsWith('// @vitest-environment jsdom') || /\bvi\.(mock|doMock|resetModules)\(/.test(text);
  })
  .map((file) => `tests/${file}`);

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
    setupFiles: ['tests/support/setup.ts'],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    testTimeout: 20_000,
    // Both cores: Vitest's default leaves one free (one worker on a 2-core machine: 80 s instead of 53).
    maxWorkers: 2,
    projects: [
      // The other tests share their worker's modules: the setup, MSW and the code under test are imported once per
      // worker, not once per file (Vitest's run 98–116 → 53–72 s on two cores, two runs each, alternating with the
      // isolated run; the default file order and four shuffled ones, --sequence.shuffle.files seeds 3–6, passed).
      // A module's state is then shared across those files: what a test changes of a module, it sets back.
      { extends: true, test: { name: 'node', include: [TESTS], exclude: ownModules, isolate: false } },
      { extends: true, test: { name: 'own modules', include: ownModules } },
    ],
  },
});
