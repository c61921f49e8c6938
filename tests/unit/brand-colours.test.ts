import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOURS } from '@/lib/config/brand-colours';

const tokens = readFileSync('styles/_tokens.scss', 'utf8');
const token = (name: string) => new RegExp(`^\\$color-${name}:\\s*(#[0-9a-f]{3,6});`, 'im').exec(tokens)?.[1]?.toLowerCase();
const full = (hex: string | undefined) => (hex && hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex);

describe('brand colours outside CSS are the design tokens', () => {
  it.each([
    ['ivory', 'ivory'],
    ['sand', 'sand'],
    ['ink', 'ink'],
    ['muted', 'muted'],
    ['bronze', 'bronze'],
    ['bronzeLight', 'bronze-light'],
    ['white', 'white'],
  ] as const)('%s = $color-%s', (key, name) => expect(BRAND_COLOURS[key]).toBe(full(token(name))));
});
