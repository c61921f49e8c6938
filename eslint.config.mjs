import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const SITE = ['app/**', 'components/**', 'store/**'];

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
        },
      ],
    },
  },
];

export default config;
