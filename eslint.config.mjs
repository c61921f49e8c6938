import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { fileURLToPath } from 'node:url';

const SITE = ['app/**', 'components/**', 'store/**'];
/** imask's main entry registers every kind of mask; lib/masks/imask.ts has the core and the kinds the site uses. */
const IMASK_WHOLE = { name: 'imask', allowTypeImports: true, message: "Import IMask from '@/lib/masks/imask' (imask's core and the masks the site uses)." };
/** The project's source files, as the cycle and zone checks read and resolve them. */
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', '.bench/**', '.scratch/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Imports run one way (DESIGN.md): app → components → store → lib → (only lib/api/transport.ts) → cms;
    // cms imports nothing of the site but the pure rules (lib/validation, the mortgage arithmetic, the walking rule, the legal line); no cycles anywhere.
    // Checked by eslint-plugin-import-x, the maintained fork of eslint-plugin-import (the same rules and options): the
    // original's no-cycle was 24 of the lint's 61 s on two cores, 10.5 s of it serialising the language options (all
    // globals, the parser's functions as source) on each import it followed; import-x's takes 6 s (`TIMING=5 npx eslint .`).
    plugins: { 'import-x': importX },
    settings: {
      // Cycle and zone checks read the project's own files only; packages are never followed.
      'import-x/ignore': ['node_modules'],
      'import-x/extensions': SOURCE_EXTENSIONS,
      // The cycle check resolves as TypeScript does (the `@/` paths of tsconfig.json).
      'import-x/resolver-next': [createNodeResolver({ tsconfig: { configFile: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) }, extensions: [...SOURCE_EXTENSIONS, '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './lib', from: ['./store', './components', './app'], message: 'lib/ is below store, components and app.' },
            { target: './store', from: ['./components', './app'], message: 'store/ is below components and app.' },
            { target: './components', from: './app', message: 'components/ never import routes.' },
            {
              target: './cms',
              from: './lib',
              except: ['./validation', './format/decimal.ts', './format/moscow-format.ts', './mortgage/annuity.ts', './mortgage/offers.ts', './map/walking.ts', './legal/legal-line.ts'],
              message: 'The CMS imports nothing of the site but the pure rules: lib/validation, the Russian number and Moscow date formats, the mortgage arithmetic, the walking rule and the legal line.',
            },
            { target: './cms', from: ['./app', './components', './store'], message: 'The CMS imports nothing of the site.' },
            {
              target: ['./app/**/*', './components/**/*', './store/**/*', './lib/!(api)/**/*', './lib/*', './lib/api/!(transport).ts'],
              from: ['./cms/**/*'],
              message: 'Only lib/api/transport.ts reaches the CMS.',
            },
          ],
        },
      ],
    },
  },
  {
    // The site knows the content API only through lib/api (DESIGN.md): never the CMS itself.
    files: SITE.map((dir) => `${dir}/*.{ts,tsx}`).concat(SITE.map((dir) => `${dir}/**/*.{ts,tsx}`)),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/cms', '@/cms/*', '**/cms/*', '../cms', '../../cms'], message: 'The site reaches the CMS only through lib/api.' },
          ],
          paths: [IMASK_WHOLE],
        },
      ],
    },
  },
  {
    files: ['lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [IMASK_WHOLE] }] },
  },
];

export default config;
